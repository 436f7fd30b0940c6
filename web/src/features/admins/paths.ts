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
};
