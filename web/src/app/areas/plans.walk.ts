import type { RouteVisit } from './area-walk';

/**
 * The plans area's pages, with a concrete path each and who opens them, for the language walk.
 * PLN-HKD-BALANCED is the demo book's plan C10001 subscribes to (server/seed/demo-plans.ts).
 */
export const visits: readonly RouteVisit[] = [
  { path: '/plans/search', as: 'C10001' },
  { path: '/plans/detail/PLN-HKD-BALANCED', as: 'C10001' },
  { path: '/plans/questionnaire', as: 'C10001' },
  { path: '/plans/suggests/result', as: 'C10001' },
  { path: '/plans/suggests/search', as: 'C10001' },
  { path: '/plans/subscribes/PLN-HKD-BALANCED', as: 'C10001' },
  { path: '/plans/subscriptions', as: 'C10001' },
  { path: '/plans/redeems', as: 'C10001' },
  { path: '/plans/statistic', as: 'C10001' },
  { path: '/plans/talk', as: 'C10001' },
];
