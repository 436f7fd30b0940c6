import { Outlet } from 'react-router';
import { AdvisorOptionsProvider } from '../../features/advisors/area-options';
import { advisorPaths } from '../../features/advisors/paths';
import type { AreaManifest } from './area';

/**
 * Advisor (spec §2.12): the advisor's book for advisors and above: the dashboard, the advanced
 * search and one client's details. While the brand has advisors off, every path shows the
 * under-construction page to anyone.
 */
export const advisorsArea: AreaManifest = {
  segment: 'advisors',
  flag: 'advisor',
  menu: {
    label: 'advisor',
    to: advisorPaths.dashboard,
    advisorTo: advisorPaths.dashboard,
    links: [
      { label: 'dashboard', to: advisorPaths.dashboard },
      { label: 'advanced_search', to: advisorPaths.search },
    ],
  },
  gate: { minRole: 'advisor' },
  indexTo: 'dashboard',
  isUnderConstructionWhenOff: true,
  pages: [
    { path: 'dashboard', load: () => import('../routes/advisors/dashboard') },
    { path: 'advancedSearch', load: () => import('../routes/advisors/advanced-search') },
    { path: 'details', load: () => import('../routes/advisors/details') },
  ],
  wrap: ({ features }) => (
    <AdvisorOptionsProvider value={{ hasPlanTalks: features.plan, hasManagers: features.manager }}>
      <Outlet />
    </AdvisorOptionsProvider>
  ),
};
