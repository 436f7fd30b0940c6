import { ThemePage } from '../../../features/admins/content/theme-page';

/** `/admins/theme` (spec §2.13, §2.15), behind the admin gate. */
export function Component() {
  return <ThemePage />;
}
