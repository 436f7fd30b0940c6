/** The advisor area's pages (spec §2.12): one place for their links. */

const root = '/advisors';

/** Where each advisor page lives. */
export const advisorPaths = {
  root,
  dashboard: `${root}/dashboard`,
  search: `${root}/advancedSearch`,
  /** One client's details, by the client's account code. */
  details: (clientCode: string) => `${root}/details?client=${encodeURIComponent(clientCode)}`,
};
