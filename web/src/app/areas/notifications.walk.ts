import type { RouteVisit } from './area-walk';

/** The notifications area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [{ path: '/notifications', as: 'C10001' }];
