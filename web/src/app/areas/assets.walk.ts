import type { RouteVisit } from './area-walk';

/** The assets area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [{ path: '/assets/portfolio', as: 'C10001' }];
