import type { AreaManifest } from './area';

/** Advisor (spec §2.12): advisors and above; every path is under construction while it is off. */
export const advisorsArea: AreaManifest = {
  segment: 'advisors',
  flag: 'advisor',
  menu: {
    label: 'advisor',
    to: '/advisors/dashboard',
    advisorTo: '/advisors/dashboard',
    links: [
      { label: 'dashboard', to: '/advisors/dashboard' },
      { label: 'advanced_search', to: '/advisors/advancedSearch' },
    ],
  },
  gate: { minRole: 'advisor' },
  indexTo: 'dashboard',
  whenOff: () => import('../routes/advisors-under-construction'),
};
