import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { FundOrderSide, FundOrderStatus } from '../../../../shared/domain/fund-order-status';
import type { Database } from '../../../db/schema';
import type { FundOrderTable } from '../../../db/schema-books';

/** A fund order row. */
export type FundOrderRow = Selectable<FundOrderTable>;

/** Inserts legs, as the first write of a statement that answers them (db/write-together.ts). */
export function insertFundOrdersWrite(
  db: Kysely<Database>,
  rows: readonly Insertable<FundOrderTable>[],
) {
  return db
    .insertInto('fundOrder')
    .values([...rows])
    .returningAll();
}

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
  /** Subscriptions or redemptions outside switches, or switches. */
  side?: FundOrderSide | 'switch';
  /** A switch matches either of its funds. */
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

/** One history entry: an order's first leg, a switch's switch-in leg, the status as a whole. */
export type FundOrderEntryRow = {
  row: FundOrderRow;
  switchIn: FundOrderRow | undefined;
  status: FundOrderStatus;
};

/**
 * A switch's status as a whole (issue 10 §8), from its switch-out `o` and switch-in `l`: an
 * ending of either leg ends it (cancelled, rejected, failed); while the switch-in waits for the
 * proceeds it follows the switch-out, reading "processing" once the proceeds are priced; then
 * it follows the switch-in to settled. Any other order is its own leg's status.
 */
const entryStatus = sql<FundOrderStatus>`case
  when o.order_type <> 'switch' or l.id is null then o.status
  when o.status in ('cancelled', 'rejected', 'failed') then o.status
  when l.status in ('cancelled', 'rejected', 'failed') then l.status
  when l.status <> 'pending' then l.status
  when o.status in ('priced', 'settled') then 'processing'
  else o.status end`;

/**
 * A client's orders by filter, newest first, with the total count: a switch is one entry (its
 * switch-out leg, the switch-in beside it), its status and fund filters matching the whole.
 */
export async function searchFundOrderEntries(
  db: Kysely<Database>,
  accountId: number,
  filter: FundOrderRowFilter,
): Promise<{ total: number; entries: FundOrderEntryRow[] }> {
  let query = db
    .selectFrom('fundOrder as o')
    .leftJoin('fundOrder as l', (join) =>
      join.onRef('l.id', '=', 'o.linkedOrderId').on('o.orderType', '=', 'switch'),
    )
    .where('o.accountId', '=', accountId)
    .where((eb) => eb.not(eb.and([eb('o.orderType', '=', 'switch'), eb('o.side', '=', 'S')])));
  if (filter.statuses && filter.statuses.length > 0) {
    query = query.where(entryStatus, 'in', [...filter.statuses]);
  }
  if (filter.side === 'switch') query = query.where('o.orderType', '=', 'switch');
  else if (filter.side) {
    query = query.where('o.side', '=', filter.side).where('o.orderType', '<>', 'switch');
  }
  const { fundId } = filter;
  if (fundId)
    query = query.where((eb) => eb.or([eb('o.fundId', '=', fundId), eb('l.fundId', '=', fundId)]));
  if (filter.fromInstant) query = query.where('o.placedAt', '>=', filter.fromInstant);
  if (filter.toInstant) query = query.where('o.placedAt', '<', filter.toInstant);
  const { count } = await query
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('o')
    .select(entryStatus.as('entryStatus'))
    .orderBy('o.placedAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(filter.pageSize)
    .offset(filter.pageIndex * filter.pageSize)
    .execute();
  const linkedIds = rows.flatMap((row) =>
    row.orderType === 'switch' && row.linkedOrderId !== null ? [row.linkedOrderId] : [],
  );
  const linked =
    linkedIds.length === 0
      ? []
      : await db.selectFrom('fundOrder').selectAll().where('id', 'in', linkedIds).execute();
  const byId = new Map(linked.map((row) => [row.id, row]));
  return {
    total: Number(count),
    entries: rows.map(({ entryStatus: status, ...row }) => ({
      row,
      switchIn:
        row.orderType === 'switch' && row.linkedOrderId !== null
          ? byId.get(row.linkedOrderId)
          : undefined,
      status,
    })),
  };
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

/** A client's fund orders placed within [from, to), oldest first. */
export function findFundOrdersPlacedIn(
  db: Kysely<Database>,
  accountId: number,
  range: { from: Date; to: Date },
): Promise<FundOrderRow[]> {
  return db
    .selectFrom('fundOrder')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('placedAt', '>=', range.from)
    .where('placedAt', '<', range.to)
    .orderBy('placedAt')
    .orderBy('id')
    .execute();
}

/** A client's fund orders by id (those a period's entries refer to). */
export function findFundOrdersByIds(
  db: Kysely<Database>,
  accountId: number,
  orderIds: readonly number[],
): Promise<FundOrderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fundOrder')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('id', 'in', [...orderIds])
    .execute();
}
