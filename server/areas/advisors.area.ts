import { advisorCalls } from '../api/advisor/advisor.routes';
import { createEmbeddedAdvisors } from '../backoffice/gateway/advisors/embedded-advisors';
import { seedDemoAdvisors } from '../seed/demo-advisors';
import { defineArea } from './server-area';

/**
 * The advisor workspace (issue 27, spec §2.12): an advisor's book of clients (a manager's: its
 * advisors' clients; an admin's: every client), its dashboard, advanced search and CSV, one
 * client's details and the advisor's notes. The Gateway advisors port reads the whole book's
 * books at once. Its part of the demo book: M40001 manages A30001.
 */
export const advisorsArea = defineArea({
  name: 'advisors',
  calls: advisorCalls,
  gateway: (deps) => ({ advisors: createEmbeddedAdvisors(deps) }),
  seed: seedDemoAdvisors,
});
