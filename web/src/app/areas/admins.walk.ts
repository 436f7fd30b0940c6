import type { RouteVisit } from './area-walk';

/** The admins area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [
  { path: '/admins/account', as: 'S90001' },
  { path: '/admins/account/add', as: 'S90001' },
  // C10001's account page (its id in the demo book's seed).
  { path: '/admins/account/1', as: 'S90001' },
  { path: '/admins/queue', as: 'S90001' },
  { path: '/admins/banner', as: 'S90001' },
  { path: '/admins/banner/add', as: 'S90001' },
  { path: '/admins/banner/fundsDashboard', as: 'S90001' },
  { path: '/admins/legalAgreement', as: 'S90001' },
  { path: '/admins/legalAgreement/first_login', as: 'S90001' },
  { path: '/admins/disclaimerNote', as: 'S90001' },
  { path: '/admins/disclaimerNote/fund', as: 'S90001' },
  { path: '/admins/theme', as: 'S90001' },
  // A preview link opened by a client: the illegal-changes message.
  { path: '/admins/theme/preview', as: 'C10001' },
  { path: '/admins/news', as: 'S90001' },
  { path: '/admins/news/add', as: 'S90001' },
  // A house item of the demo book (server/seed/demo-news.ts).
  { path: '/admins/news/house-holiday-dealing', as: 'S90001' },
  // The risk questionnaire, and its version 1 (the house's, in the seed).
  { path: '/admins/raq', as: 'S90001' },
  { path: '/admins/raq/1', as: 'S90001' },
  { path: '/admins/document', as: 'S90001' },
  // Plans and picks (issue 30): a demo plan, and the one C10001 subscribes to.
  { path: '/admins/plans', as: 'S90001' },
  { path: '/admins/plans/edit/new', as: 'S90001' },
  { path: '/admins/plans/edit/PLN-HKD-GROWTH', as: 'S90001' },
  { path: '/admins/plans/subscriptions/PLN-HKD-BALANCED', as: 'S90001' },
  { path: '/admins/funds/pick', as: 'S90001' },
  { path: '/admins/stocks/pick', as: 'S90001' },
];
