import type { RouteVisit } from './area-walk';

/** The admins area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [{ path: '/admins/account', as: 'S90001' }];
