/** The assets area's pages (spec §2.7): one place for its links, its menu and its routes. */

const root = '/assets';

/** Where each assets page lives. */
export const assetPaths = {
  root,
  portfolio: `${root}/portfolio`,
  holdings: `${root}/holdings`,
  add: `${root}/holdings/add`,
  /** One holding's page. */
  holding: (id: string) => `${root}/holdings/${encodeURIComponent(id)}`,
};
