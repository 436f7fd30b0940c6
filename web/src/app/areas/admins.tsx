import { adminPaths } from '../../features/admins/paths';
import type { AreaManifest } from './area';

/**
 * Admin (spec §2.13): administrators only, on every brand. The accounts pages and the operator's
 * queue are built; banners, legal agreements, disclaimer notes, news, theme, plans and the picks
 * are not yet (pages without a module: the under-construction page, spec §2.12).
 */
export const adminsArea: AreaManifest = {
  segment: 'admins',
  menu: {
    label: 'admin',
    to: adminPaths.accounts,
    advisorTo: adminPaths.accounts,
    links: [
      { label: 'accounts', to: adminPaths.accounts },
      { label: 'queue', to: adminPaths.queue },
      { label: 'banners', to: '/admins/banner' },
      { label: 'legal_agreement', to: '/admins/legalAgreement' },
      { label: 'news', to: '/admins/news', flag: 'adminNews' },
      { label: 'theme', to: '/admins/theme' },
    ],
  },
  gate: { minRole: 'admin' },
  indexTo: 'account',
  pages: [
    { path: 'account', load: () => import('../routes/admins/account-list') },
    { path: 'account/add', load: () => import('../routes/admins/account-add') },
    { path: 'account/:id', load: () => import('../routes/admins/account-detail') },
    { path: 'queue', load: () => import('../routes/admins/queue') },
    // Not built yet (issue 29 and later): each shows the under-construction page.
    ...[
      'banner/*',
      'legalAgreement/*',
      'disclaimerNote/*',
      'theme',
      'plans/*',
      'news/*',
      'raq',
      'document',
      'funds/pick',
      'stocks/pick',
    ].map((path) => ({ path })),
  ],
};
