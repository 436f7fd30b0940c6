import type { RouteVisit } from './area-walk';

/** The users area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [
  { path: '/users', as: 'guest' },
  { path: '/users/login', as: 'guest' },
  { path: '/users/setting', as: 'guest' },
  { path: '/users/inactiveLogout', as: 'guest' },
  { path: '/users/resetPassword', as: 'guest' },
  { path: '/users', as: 'C10001' },
  { path: '/users/switcher', as: 'C10001' },
  { path: '/users/setting', as: 'C10001' },
  // Last of C10001's: it signs out.
  { path: '/users/logout', as: 'C10001', isLast: true },
];
