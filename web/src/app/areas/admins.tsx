import type { AreaManifest } from './area';

/** Admin (spec §2.13): administrators only, on every brand; not built yet (under construction). */
export const adminsArea: AreaManifest = {
  segment: 'admins',
  menu: {
    label: 'admin',
    to: '/admins/account',
    advisorTo: '/admins/account',
    links: [
      { label: 'accounts', to: '/admins/account' },
      { label: 'banners', to: '/admins/banner' },
      { label: 'legal_agreement', to: '/admins/legalAgreement' },
      { label: 'news', to: '/admins/news', flag: 'adminNews' },
      { label: 'theme', to: '/admins/theme' },
    ],
  },
  gate: { minRole: 'admin' },
  indexTo: 'account',
};
