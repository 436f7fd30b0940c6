import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The fund ids a client watches, in the order they were added. */
export async function findWatchedFundIds(
  db: Kysely<Database>,
  accountId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('fundWatchlist')
    .select('fundId')
    .where('accountId', '=', accountId)
    .orderBy('addedAt')
    .orderBy('fundId')
    .execute();
  return rows.map((row) => row.fundId);
}

/** Watches a fund; watching it again changes nothing. */
export async function insertWatchedFund(
  db: Kysely<Database>,
  row: { accountId: number; fundId: string; addedAt: Date },
): Promise<void> {
  await db
    .insertInto('fundWatchlist')
    .values(row)
    .onConflict((conflict) => conflict.columns(['accountId', 'fundId']).doNothing())
    .execute();
}

/** Stops watching a fund. */
export async function deleteWatchedFund(
  db: Kysely<Database>,
  accountId: number,
  fundId: string,
): Promise<void> {
  await db
    .deleteFrom('fundWatchlist')
    .where('accountId', '=', accountId)
    .where('fundId', '=', fundId)
    .execute();
}
