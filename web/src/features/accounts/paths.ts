/** The accounts area's pages (spec §2.9): one place for its links and its routes. */

const root = '/accounts';

/** Where each accounts page lives. */
export const accountPaths = {
  root,
  information: `${root}/information`,
  raq: `${root}/raq`,
  riskCheck: `${root}/riskCheck`,
  taxStatus: `${root}/taxStatus`,
  bank: `${root}/bank`,
  tour: `${root}/tour`,
  changePassword: `${root}/changePassword`,
  changeTradePassword: `${root}/changeTradePassword`,
  userSettings: `${root}/userSettings`,
};
