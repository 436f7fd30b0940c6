import type { RouteVisit } from './area-walk';

/** The advisors area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [{ path: '/advisors/dashboard', as: 'A30001' }];
