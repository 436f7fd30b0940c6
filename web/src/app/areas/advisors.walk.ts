import type { RouteVisit } from './area-walk';

/**
 * The advisors area's pages, with a concrete path each and who opens them, for the language walk:
 * A30001's book and its client C10001 (the demo book's advisor link).
 */
export const visits: readonly RouteVisit[] = [
  { path: '/advisors/dashboard', as: 'A30001' },
  { path: '/advisors/advancedSearch', as: 'A30001' },
  { path: '/advisors/details', as: 'A30001' },
  { path: '/advisors/details?client=C10001', as: 'A30001' },
];
