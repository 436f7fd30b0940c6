import type { RouteVisit } from './area-walk';

/** The accounts area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [
  { path: '/accounts/raq', as: 'C10001' },
  { path: '/accounts/changePassword', as: 'C10001' },
  { path: '/accounts/changeTradePassword', as: 'C10001' },
  { path: '/accounts/userSettings', as: 'C10001' },
];
