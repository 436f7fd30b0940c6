import type { RouteVisit } from './area-walk';

/** The portfolio screen on each of its tabs (spec §2.8), for the language walk. */
export const visits: readonly RouteVisit[] = [
  { path: '/portfolios/detail/funds', as: 'C10001' },
  { path: '/portfolios/detail/stocks', as: 'C10001' },
  { path: '/portfolios/detail/balances', as: 'C10001' },
  { path: '/portfolios/detail/assets', as: 'C10001' },
  { path: '/portfolios/detail/virtual-assets', as: 'C10001' },
];
