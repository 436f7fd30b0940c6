import type { RouteVisit } from './area-walk';

/**
 * The assets area's pages, with a concrete path each and who opens them, for the language walk.
 * Holding 1 is C10001's flat, the demo book's first manual holding (server/seed/demo-assets.ts).
 */
export const visits: readonly RouteVisit[] = [
  { path: '/assets/portfolio', as: 'C10001' },
  { path: '/assets/holdings', as: 'C10001' },
  { path: '/assets/holdings/add', as: 'C10001' },
  { path: '/assets/holdings/1', as: 'C10001' },
];
