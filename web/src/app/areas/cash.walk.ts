import type { RouteVisit } from './area-walk';

/** The cash area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [
  { path: '/cashes/movement', as: 'C10001' },
  { path: '/cashes/history', as: 'C10001' },
  { path: '/cashes/request', as: 'C10001' },
  { path: '/cashes/requests/instruction', as: 'C10001' },
  { path: '/cashes/withdraw', as: 'C10001' },
  { path: '/cashes/withdraws/instruction', as: 'C10001' },
  { path: '/cashes/requests/ddi', as: 'C10001' },
  { path: '/cashes/withdraws/fps', as: 'C10001' },
  { path: '/cashes/sdda', as: 'C10001' },
  { path: '/cashes/exchange', as: 'C10001' },
];
