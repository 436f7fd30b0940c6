import { HELD_FUND, type RouteVisit } from './area-walk';

/** The funds area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [
  { path: '/funds/comparer', as: 'guest' },
  { path: '/funds/selector', as: 'guest' },
  { path: `/funds/detail/${HELD_FUND}`, as: 'guest' },
  { path: '/funds/dashboard', as: 'C10001' },
  { path: '/funds/portfolio', as: 'C10001' },
  { path: '/funds/search', as: 'C10001' },
  { path: `/funds/subscribe/${HELD_FUND}`, as: 'C10001' },
  { path: `/funds/bulkSubscribe/${HELD_FUND}`, as: 'C10001' },
  { path: `/funds/redeem/${HELD_FUND}`, as: 'C10001' },
  { path: `/funds/switch/${HELD_FUND}`, as: 'C10001' },
  { path: '/funds/history', as: 'C10001' },
  { path: '/funds/watchlist', as: 'C10001' },
  { path: '/funds/document', as: 'C10001' },
  { path: `/funds/detail/${HELD_FUND}`, as: 'C10001' },
  { path: '/funds/comparer', as: 'C10001' },
  { path: '/funds/selector', as: 'C10001' },
  { path: '/funds/watchlist', as: 'A30001' },
];
