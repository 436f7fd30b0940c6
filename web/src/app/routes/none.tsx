/** `/none` (spec §2.1): a blank, neutral page that hosts load when they want the portal idle. */
export function Component() {
  return <main />;
}
