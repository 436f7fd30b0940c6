import type { RouteVisit } from './area-walk';

/** The stocks area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [
  { path: '/stocks/dashboard', as: 'C10001' },
  { path: '/stocks/portfolio', as: 'C10001' },
  { path: '/stocks/order', as: 'C10001' },
  { path: '/stocks/history', as: 'C10001' },
  { path: '/stocks/document', as: 'C10001' },
  { path: '/stocks/ipo', as: 'C10001' },
  { path: '/stocks/corporateAction', as: 'C10001' },
];
