import type { RouteVisit } from './area-walk';

/** The cryptos area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [
  { path: '/cryptos/dashboard', as: 'F20001' },
  { path: '/cryptos/portfolio', as: 'F20001' },
  { path: '/cryptos/order', as: 'F20001' },
  { path: '/cryptos/history', as: 'F20001' },
];
