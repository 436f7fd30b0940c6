import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { FundOrderSide, FundOrderStatus } from '../../../../shared/domain/fund-order-status';
import type { Database, FundOrderTable } from '../../../db/schema';

/** A fund order row. */
export type FundOrderRow = Selectable<FundOrderTable>;

/** Inserts order legs; answers them with their ids, in leg order. */
export function insertFundOrders(
  db: Kysely<Database>,
  rows: readonly Insertable<FundOrderTable>[],
): Promise<FundOrderRow[]> {
  return db
    .insertInto('fundOrder')
    .values([...rows])
    .returningAll()
    .execute();
}

/** The legs placed under a key, by leg. */
export function findFundOrdersByKey(
  db: Kysely<Database>,
  accountId: number,
  idempotencyKey: string,
): Promise<FundOrderRow[]> {
  return db
    .selectFrom('fundOrder')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('idempotencyKey', '=', idempotencyKey)
    .orderBy('leg')
    .execute();
}

/** One order, or undefined. */
export function findFundOrder(
  db: Kysely<Database>,
  orderId: number,
): Promise<FundOrderRow | undefined> {
  return db.selectFrom('fundOrder').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** One order, locked for this transaction (cancel and dealing steps serialise on it). */
export function lockFundOrder(
  db: Kysely<Database>,
  orderId: number,
): Promise<FundOrderRow | undefined> {
  return db
    .selectFrom('fundOrder')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/** Updates an order. */
export async function updateFundOrder(
  db: Kysely<Database>,
  orderId: number,
  changes: Updateable<FundOrderTable> & { updatedAt: Date },
): Promise<FundOrderRow> {
  return db
    .updateTable('fundOrder')
    .set(changes)
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the order history is narrowed by: placed in [fromInstant, toInstant), one page. */
export type FundOrderRowFilter = {
  statuses?: readonly FundOrderStatus[];
  side?: FundOrderSide;
  fundId?: string;
  fromInstant?: Date;
  toInstant?: Date;
  pageIndex: number;
  pageSize: number;
};

/** Links a switch's two legs to each other, as a write to run with others. */
export function linkSwitchLegsWrite(
  db: Kysely<Database>,
  legs: { redemptionId: number; subscriptionId: number },
) {
  const { redemptionId, subscriptionId } = legs;
  return db
    .updateTable('fundOrder')
    .set((eb) => ({
      linkedOrderId: eb
        .case()
        .when('id', '=', redemptionId)
        .then(subscriptionId)
        .else(redemptionId)
        .end(),
    }))
    .where('id', 'in', [redemptionId, subscriptionId]);
}

/** A client's orders by filter, newest first, with the total count. */
export async function searchFundOrderRows(
  db: Kysely<Database>,
  accountId: number,
  filter: FundOrderRowFilter,
): Promise<{ total: number; rows: FundOrderRow[] }> {
  let query = db.selectFrom('fundOrder').where('accountId', '=', accountId);
  if (filter.statuses && filter.statuses.length > 0) {
    query = query.where('status', 'in', [...filter.statuses]);
  }
  if (filter.side) query = query.where('side', '=', filter.side);
  if (filter.fundId) query = query.where('fundId', '=', filter.fundId);
  if (filter.fromInstant) query = query.where('placedAt', '>=', filter.fromInstant);
  if (filter.toInstant) query = query.where('placedAt', '<', filter.toInstant);
  const { count } = await query
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('placedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset(filter.pageIndex * filter.pageSize)
    .execute();
  return { total: Number(count), rows };
}

/** How many orders are in each status (tests and the bench). */
export async function countFundOrdersByStatus(
  db: Kysely<Database>,
): Promise<Partial<Record<FundOrderStatus, number>>> {
  const rows = await db
    .selectFrom('fundOrder')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
