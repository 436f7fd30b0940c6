import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Spec §6 adviser-level permission (issue 11 §9): an advisor may instruct stock orders for a
 * client only when their link says so (`advisor_link.can_instruct_stocks`).
 */

/** Whether the advisor's link to the client carries the adviser-level stock permission. */
export async function canAdvisorInstructStocks(
  db: Kysely<Database>,
  advisorAccountId: number,
  clientAccountId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('advisorLink')
    .select('canInstructStocks')
    .where('advisorAccountId', '=', advisorAccountId)
    .where('clientAccountId', '=', clientAccountId)
    .executeTakeFirst();
  return row?.canInstructStocks ?? false;
}

/** Grants or withdraws the permission on an existing link (seed, tests, an admin's change). */
export async function setAdvisorStockPermission(
  db: Kysely<Database>,
  advisorAccountId: number,
  clientAccountId: number,
  canInstructStocks: boolean,
): Promise<number> {
  const rows = await db
    .updateTable('advisorLink')
    .set({ canInstructStocks })
    .where('advisorAccountId', '=', advisorAccountId)
    .where('clientAccountId', '=', clientAccountId)
    .returning('clientAccountId')
    .execute();
  return rows.length;
}

/** The account of a session (an advisee session's advisor session), or undefined. */
export async function findSessionAccountId(
  db: Kysely<Database>,
  sessionId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('session')
    .select('accountId')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.accountId;
}
