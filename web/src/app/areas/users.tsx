import { Outlet } from 'react-router';
import { UsersOptionsProvider } from '../../features/users/area-options';
import type { AreaManifest } from './area';

/** Users (spec §2.2): login and session pages, open to anyone; which exist follows the login mode. */
export const usersArea: AreaManifest = {
  segment: 'users',
  pages: [
    // Spec §2.2: the area's own path redirects (it shows no text: no catalogue to wait for).
    { path: '', load: () => import('../routes/users/index'), isFirstPage: true },
    { path: 'login', load: () => import('../routes/users/login'), isFirstPage: true },
    { path: 'switcher', load: () => import('../routes/users/switcher') },
    { path: 'setting', load: () => import('../routes/users/setting') },
    { path: 'logout', load: () => import('../routes/users/logout'), loginMode: 'password' },
    { path: 'inactiveLogout', load: () => import('../routes/users/inactive-logout') },
    {
      path: 'sessionLogin',
      load: () => import('../routes/users/session-login'),
      loginMode: 'session',
      isFirstPage: true,
    },
    {
      path: 'resetPassword',
      load: () => import('../routes/users/reset-password'),
      flags: ['resetPassword'],
    },
  ],
  wrap: ({ features }) => (
    <UsersOptionsProvider
      value={{
        hasGateway: features.fund || features.stock,
        hasFos: features.crypto,
        canResetPassword: features.resetPassword,
        isAdvisorModeOn: features.advisor,
      }}
    >
      <Outlet />
    </UsersOptionsProvider>
  ),
};
