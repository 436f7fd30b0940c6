/** The users area's pages (spec §2.2): one place for its links and its routes. */

const root = '/users';

/** Where each users page lives. */
export const userPaths = {
  root,
  login: `${root}/login`,
  switcher: `${root}/switcher`,
  setting: `${root}/setting`,
  logout: `${root}/logout`,
  inactiveLogout: `${root}/inactiveLogout`,
  sessionLogin: `${root}/sessionLogin`,
  resetPassword: `${root}/resetPassword`,
};
