import type { AreaManifest } from './area';

/**
 * Advisor (spec §2.12): advisors and above. Not built yet: every path shows the under-construction
 * page behind the advisor gate, and to anyone while the brand has advisors off.
 */
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
  isUnderConstructionWhenOff: true,
};
