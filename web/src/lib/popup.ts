/**
 * Spec §9: a popup closes on an outside click only 500 ms after it opened, so the click (or a
 * double click) that opened it cannot close it again at once.
 */
export const POPUP_OUTSIDE_CLICK_DELAY_MS = 500;

/** Whether an outside click at `now` may close a popup opened at `openedAt` (both in ms). */
export function mayCloseOnOutsideClick(openedAt: number | null, now: number): boolean {
  return openedAt === null || now - openedAt >= POPUP_OUTSIDE_CLICK_DELAY_MS;
}
