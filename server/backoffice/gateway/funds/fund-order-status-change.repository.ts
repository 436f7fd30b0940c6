import type { Insertable, InsertObject, Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FundOrderStatusChangeTable } from '../../../db/schema-books';

/** One recorded status change of a fund order. */
export type FundOrderStatusChangeRow = Selectable<FundOrderStatusChangeTable>;

/** Records status changes (in the caller's transaction, beside the change itself). */
export async function insertFundOrderStatusChanges(
  db: Kysely<Database>,
  rows: readonly Insertable<FundOrderStatusChangeTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await insertFundOrderStatusChangesWrite(db, rows).execute();
}

/**
 * Records status changes, as a write to run with others (db/write-together.ts); a placement's
 * order id may be the id of the order the same statement inserts.
 */
export function insertFundOrderStatusChangesWrite(
  db: Kysely<Database>,
  rows: readonly InsertObject<Database, 'fundOrderStatusChange'>[],
) {
  return db.insertInto('fundOrderStatusChange').values([...rows]);
}

/** The status changes of the given orders, each order's in the order they happened. */
export function findFundOrderStatusChanges(
  db: Kysely<Database>,
  orderIds: readonly number[],
): Promise<FundOrderStatusChangeRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fundOrderStatusChange')
    .selectAll()
    .where('fundOrderId', 'in', [...orderIds])
    .orderBy('fundOrderId')
    .orderBy('id')
    .execute();
}
