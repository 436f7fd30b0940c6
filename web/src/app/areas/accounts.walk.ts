import type { RouteVisit } from './area-walk';

/** The accounts area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [
  { path: '/accounts/information', as: 'C10001' },
  { path: '/accounts/raq', as: 'C10001' },
  { path: '/accounts/riskCheck', as: 'C10001' },
  { path: '/accounts/taxStatus', as: 'C10001' },
  { path: '/accounts/bank', as: 'C10001' },
  { path: '/accounts/tour', as: 'C10001' },
  { path: '/accounts/changePassword', as: 'C10001' },
  { path: '/accounts/changeTradePassword', as: 'C10001' },
  { path: '/accounts/userSettings', as: 'C10001' },
];
