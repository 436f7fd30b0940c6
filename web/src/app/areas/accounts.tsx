import { accountPaths } from '../../features/accounts/paths';
import type { AreaManifest } from './area';

/** Account (spec §2.9): the signed-in person's account pages, behind the login gate. */
export const accountsArea: AreaManifest = {
  segment: 'accounts',
  menu: {
    label: 'account',
    to: accountPaths.root,
    links: [
      { label: 'information', to: accountPaths.information, flag: 'accountInformation' },
      // The risk assessment is the funds' (spec §2.9: when funds are enabled).
      { label: 'risk_assessment', to: accountPaths.raq, flag: 'fund' },
      { label: 'change_password', to: accountPaths.changePassword },
      { label: 'user_settings', to: accountPaths.userSettings },
    ],
  },
  gate: {},
  pages: [
    { path: 'raq', load: () => import('../routes/accounts/raq'), flags: ['fund'] },
    { path: 'changePassword', load: () => import('../routes/accounts/change-password') },
    {
      path: 'changeTradePassword',
      load: () => import('../routes/accounts/change-trade-password'),
    },
  ],
};
