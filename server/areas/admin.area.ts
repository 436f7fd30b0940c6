import { adminAccountCalls } from '../api/admin-account/admin-account.routes';
import { adminQueueCalls } from '../api/admin-queue/admin-queue.routes';
import { defineArea } from './server-area';

/**
 * The admin area's calls (issue 28, spec §2.13): accounts, roles, sessions and advisor links,
 * and the operator's queue of cash requests, eDDA set-ups and designated bank accounts. Admin
 * role only; it adds no books and no demo data (S90001 is the demo book's admin).
 */
export const adminArea = defineArea({
  name: 'admin',
  calls: [...adminAccountCalls, ...adminQueueCalls],
});
