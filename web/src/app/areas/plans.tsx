import type { AreaManifest } from './area';

/**
 * Plans (spec §2.11): monthly investment plans over the firm's funds, for Gateway accounts with
 * the agreement and forced password change first. Spec §2.16 gives plans no main-menu item: the
 * pages link to each other, and plan notifications land on the search (spec §2.18).
 */
export const plansArea: AreaManifest = {
  segment: 'plans',
  flag: 'plan',
  gate: { source: 'gateway', hasAccountSteps: true },
  indexTo: 'search',
  pages: [
    { path: 'search', load: () => import('../routes/plans/search') },
    { path: 'detail/:planId', load: () => import('../routes/plans/detail') },
    { path: 'questionnaire', load: () => import('../routes/plans/questionnaire') },
    { path: 'suggests/result', load: () => import('../routes/plans/suggests-result') },
    { path: 'suggests/search', load: () => import('../routes/plans/suggests-search') },
    // Restricted mode (spec §6): an advisor acting for the client never moves the client's money.
    {
      path: 'subscribes/:planId',
      load: () => import('../routes/plans/subscribe'),
      isRestricted: true,
    },
    { path: 'subscriptions', load: () => import('../routes/plans/subscriptions') },
    { path: 'redeems', load: () => import('../routes/plans/redeems'), isRestricted: true },
    { path: 'statistic', load: () => import('../routes/plans/statistic') },
    { path: 'talk', load: () => import('../routes/plans/talk') },
  ],
};
