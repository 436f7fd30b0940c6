import type { PickKind } from '@shared/domain/house-pick';
import { adminPaths } from '../../features/admins/paths';
import { useBrand } from '../../lib/brand-context';
import { isFlagOn, type AreaManifest } from './area';

/**
 * Admin (spec §2.13): administrators only, on every brand. The accounts pages, the operator's
 * queue and the content pages (banners, legal agreements, disclaimer notes, theme, and news with
 * the admin news flag), the plans (the plan flag), the house's fund and stock picks, the risk
 * questionnaire and trade document upload (each with its flag) are built.
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
      { label: 'banners', to: adminPaths.banners() },
      { label: 'legal_agreement', to: adminPaths.agreements },
      { label: 'news', to: adminPaths.news, flag: 'adminNews' },
      { label: 'theme', to: adminPaths.theme },
      { label: 'risk_questionnaire', to: adminPaths.raq, flag: 'adminRiskQuestionnaire' },
      { label: 'trade_documents', to: adminPaths.document, flag: 'adminTradeDocument' },
      { label: 'plans', to: adminPaths.plans(), flag: 'plan' },
      { label: 'fund_picks', to: adminPaths.picks('fund'), flag: 'adminFundPick' },
      { label: 'stock_picks', to: adminPaths.picks('stock'), flag: 'adminStockPick' },
    ],
  },
  gate: { minRole: 'admin' },
  // A theme preview link opened by anyone but an administrator says the display contains illegal
  // changes (spec §6), rather than leaving for the dashboard behind the gate.
  openPages: [{ path: 'theme/preview', load: () => import('../routes/admins/theme-preview') }],
  indexTo: 'account',
  pages: [
    { path: 'account', load: () => import('../routes/admins/account-list') },
    { path: 'account/add', load: () => import('../routes/admins/account-add') },
    { path: 'account/:id', load: () => import('../routes/admins/account-detail') },
    { path: 'queue', load: () => import('../routes/admins/queue') },
    // Admin content (issue 29).
    { path: 'banner', load: () => import('../routes/admins/banner-list') },
    { path: 'banner/add', load: () => import('../routes/admins/banner-add') },
    { path: 'banner/:type', load: () => import('../routes/admins/banner-type') },
    { path: 'legalAgreement', load: () => import('../routes/admins/legal-agreement-list') },
    { path: 'legalAgreement/:type', load: () => import('../routes/admins/legal-agreement-type') },
    { path: 'disclaimerNote', load: () => import('../routes/admins/disclaimer-note-list') },
    { path: 'disclaimerNote/:type', load: () => import('../routes/admins/disclaimer-note-type') },
    { path: 'theme', load: () => import('../routes/admins/theme') },
    ...[
      { path: 'news', load: () => import('../routes/admins/news-list') },
      { path: 'news/add', load: () => import('../routes/admins/news-add') },
      { path: 'news/:id', load: () => import('../routes/admins/news-item') },
    ].map((page) => ({ ...page, flags: ['adminNews' as const] })),
    // Plans and the house's picks (issue 30).
    ...[
      { path: 'plans', load: () => import('../routes/admins/plan-list') },
      { path: 'plans/edit/:planId', load: () => import('../routes/admins/plan-edit') },
      {
        path: 'plans/subscriptions/:planCode',
        load: () => import('../routes/admins/plan-subscriptions'),
      },
    ].map((page) => ({ ...page, flags: ['plan' as const] })),
    {
      path: 'funds/pick',
      load: () => import('../routes/admins/fund-pick'),
      flags: ['adminFundPick'],
    },
    {
      path: 'stocks/pick',
      load: () => import('../routes/admins/stock-pick'),
      flags: ['adminStockPick'],
    },
    // The risk questionnaire's versions and trade document upload (issue 30).
    { path: 'raq', load: () => import('../routes/admins/raq'), flags: ['adminRiskQuestionnaire'] },
    {
      path: 'raq/:version',
      load: () => import('../routes/admins/raq-version'),
      flags: ['adminRiskQuestionnaire'],
    },
    {
      path: 'document',
      load: () => import('../routes/admins/document'),
      flags: ['adminTradeDocument'],
    },
  ],
};

/**
 * Whether the brand has the house's picks of a kind (the flag of its editor's page here), for
 * the route modules that put today's picks on the funds and stocks dashboards.
 */
export function useHasHousePicks(kind: PickKind): boolean {
  return isFlagOn(useBrand().config, kind === 'fund' ? 'adminFundPick' : 'adminStockPick');
}
