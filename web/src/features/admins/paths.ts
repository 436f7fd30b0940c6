/** The admin area's pages (spec §2.13, and the operator's queue): one place for their links. */

const root = '/admins';

/** Where each admin page lives. */
export const adminPaths = {
  root,
  accounts: `${root}/account`,
  addAccount: `${root}/account/add`,
  /** One account's page, by its id. */
  account: (id: number | string) => `${root}/account/${encodeURIComponent(String(id))}`,
  queue: `${root}/queue`,
  /** Banners, of one placement (its type) when given (issue 29). */
  banners: (type?: string) => `${root}/banner${type ? `/${encodeURIComponent(type)}` : ''}`,
  addBanner: `${root}/banner/add`,
  agreements: `${root}/legalAgreement`,
  agreement: (type: string) => `${root}/legalAgreement/${encodeURIComponent(type)}`,
  disclaimers: `${root}/disclaimerNote`,
  disclaimer: (type: string) => `${root}/disclaimerNote/${encodeURIComponent(type)}`,
  news: `${root}/news`,
  addNews: `${root}/news/add`,
  newsItem: (id: string) => `${root}/news/${encodeURIComponent(id)}`,
  theme: `${root}/theme`,
  themePreview: `${root}/theme/preview`,
  /** The risk questionnaire's editor, and a saved version read only (issue 30). */
  raq: `${root}/raq`,
  raqVersion: (version: number) => `${root}/raq/${version}`,
  /** Trade document upload (issue 30). */
  document: `${root}/document`,
  /** Monthly investment plans (issue 30): the list, of one status when given. */
  plans: (status?: string) =>
    `${root}/plans${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  /** A plan's editor; `new` for a plan not yet saved. */
  planEdit: (planId: string) => `${root}/plans/edit/${encodeURIComponent(planId)}`,
  newPlan: `${root}/plans/edit/new`,
  /** A plan's subscriptions, by the plan's code (its id). */
  planSubscriptions: (planCode: string) =>
    `${root}/plans/subscriptions/${encodeURIComponent(planCode)}`,
  /** The house's picks of funds or of stocks (issue 30). */
  picks: (kind: 'fund' | 'stock') => `${root}/${kind === 'fund' ? 'funds' : 'stocks'}/pick`,
};
