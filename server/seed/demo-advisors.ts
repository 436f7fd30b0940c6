import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findAccountKeys } from '../repositories/account.repository';
import { insertManagerLinks } from '../repositories/advisor-book.repository';

/**
 * The advisors' part of the demo book (issue 27, the demo book's "Advisors"): M40001 manages
 * A30001, so the manager's book is C10001 and C10005 (A30001's links and C10001's stock
 * permission come with the accounts). Idempotent: an existing link is left as it is.
 */
export async function seedDemoAdvisors(db: Kysely<Database>): Promise<{ managerLinks: number }> {
  const ids = new Map(
    (await findAccountKeys(db, ['M40001', 'A30001']))
      .filter((key) => key.source === 'gateway')
      .map((key) => [key.accountCode, key.id]),
  );
  const managerAccountId = ids.get('M40001');
  const advisorAccountId = ids.get('A30001');
  if (managerAccountId === undefined || advisorAccountId === undefined) return { managerLinks: 0 };
  return { managerLinks: await insertManagerLinks(db, [{ managerAccountId, advisorAccountId }]) };
}
