/** The funds area's pages (spec §2.4): one place for its links, its menu and its routes. */

const root = '/funds';

/** A page that may name a fund: `/funds/redeem`, or `/funds/redeem/{id}` with one chosen. */
const withFund = (page: string) => (fundId?: string) =>
  fundId ? `${root}/${page}/${fundId}` : `${root}/${page}`;

/** Where each funds page lives. */
export const fundPaths = {
  root,
  dashboard: `${root}/dashboard`,
  portfolio: `${root}/portfolio`,
  search: `${root}/search`,
  watchlist: `${root}/watchlist`,
  history: `${root}/history`,
  document: `${root}/document`,
  comparer: `${root}/comparer`,
  selector: `${root}/selector`,
  detail: (fundId: string) => `${root}/detail/${fundId}`,
  subscribe: withFund('subscribe'),
  bulkSubscribe: withFund('bulkSubscribe'),
  redeem: withFund('redeem'),
  switch: withFund('switch'),
};
