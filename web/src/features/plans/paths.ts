/** The plans area's pages (spec §2.11): one place for its links and its routes. */

const root = '/plans';

/** Where each plans page lives. */
export const planPaths = {
  root,
  search: `${root}/search`,
  statistic: `${root}/statistic`,
  questionnaire: `${root}/questionnaire`,
  suggestsSearch: `${root}/suggests/search`,
  suggestsResult: `${root}/suggests/result`,
  subscriptions: `${root}/subscriptions`,
  redeems: `${root}/redeems`,
  talk: `${root}/talk`,
  detail: (planId: string | number) => `${root}/detail/${planId}`,
  subscribe: (planId: string | number) => `${root}/subscribes/${planId}`,
};
