import type { NotificationsPort } from './notifications.port';

/**
 * The Gateway back office (docs/DECISIONS.md §5), one port per product area, so a firm can replace
 * one area's connector (say its fund dealing system) and keep the embedded books for the rest.
 * Each area's port file adds its port to this interface (`declare module './gateway.port'`), and
 * server/areas/compose.ts refuses to compile while a declared port has no area building it.
 */
export interface Gateway {
  /** Every source's clients are told of events on the same notification books. */
  notifications: NotificationsPort;
}
