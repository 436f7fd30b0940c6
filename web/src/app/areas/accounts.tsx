import { accountPaths } from '../../features/accounts/paths';
import type { AreaManifest } from './area';

/**
 * Account (spec §2.9): the signed-in person's account pages, behind the login gate. Pages
 * without a route module are not built yet and show the under-construction page.
 */
export const accountsArea: AreaManifest = {
  segment: 'accounts',
  menu: {
    label: 'account',
    to: accountPaths.root,
    links: [
      { label: 'information', to: accountPaths.information, flag: 'accountInformation' },
      // The risk assessment is the funds' (spec §2.9: when funds are enabled).
      { label: 'risk_assessment', to: accountPaths.raq, flag: 'fund' },
      { label: 'change_password', to: accountPaths.changePassword, isRestricted: true },
      { label: 'user_settings', to: accountPaths.userSettings },
    ],
  },
  gate: {},
  // Spec §2.9: the index goes to the first of these the brand has (userSettings always).
  indexTo: ['information', 'raq', 'riskCheck', 'taxStatus', 'bank', 'tour', 'userSettings'],
  pages: [
    { path: 'information', flags: ['accountInformation'] },
    { path: 'raq', load: () => import('../routes/accounts/raq'), flags: ['fund'] },
    { path: 'riskCheck', flags: ['riskCheck'] },
    { path: 'taxStatus', flags: ['taxStatus'] },
    { path: 'bank', flags: ['designatedBankAccount'] },
    { path: 'tour', flags: ['tour'] },
    // Spec §6 restricted mode: security settings are the client's own.
    {
      path: 'changePassword',
      load: () => import('../routes/accounts/change-password'),
      isRestricted: true,
    },
    {
      path: 'changeTradePassword',
      load: () => import('../routes/accounts/change-trade-password'),
      isRestricted: true,
    },
    { path: 'userSettings', load: () => import('../routes/accounts/user-settings') },
  ],
};
