import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { CryptoOrderStatus } from '../../../../shared/domain/crypto-order-status';
import { WORKING_CRYPTO_ORDER_STATUSES } from '../../../../shared/domain/crypto-order-status';
import type { Database } from '../../../db/schema';
import type {
  CryptoFillTable,
  CryptoOrderStatusChangeTable,
  CryptoOrderTable,
} from '../../../db/schema-crypto';
import type { PendingWrite } from '../../../db/write-together';

/** The crypto tables' SQL (issue 23): orders, their moves and fills, the watermarks, the costs. */

export type CryptoOrderRow = Selectable<CryptoOrderTable>;
export type CryptoFillRow = Selectable<CryptoFillTable>;
export type CryptoOrderStatusChangeRow = Selectable<CryptoOrderStatusChangeTable>;

export function insertCryptoOrder(
  db: Kysely<Database>,
  row: Insertable<CryptoOrderTable>,
): Promise<CryptoOrderRow> {
  return db.insertInto('cryptoOrder').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The order placed under a key (none: a new placement). */
export function findCryptoOrdersByKey(
  db: Kysely<Database>,
  accountId: number,
  idempotencyKey: string,
): Promise<CryptoOrderRow[]> {
  return db
    .selectFrom('cryptoOrder')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('idempotencyKey', '=', idempotencyKey)
    .execute();
}

/** One order of a client, or undefined. */
export function findCryptoOrder(
  db: Kysely<Database>,
  accountId: number,
  orderId: number,
): Promise<CryptoOrderRow | undefined> {
  return db
    .selectFrom('cryptoOrder')
    .selectAll()
    .where('id', '=', orderId)
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

/** One order of a client, locked for this transaction (cancel and matching serialise on it). */
export function lockCryptoOrder(
  db: Kysely<Database>,
  accountId: number,
  orderId: number,
): Promise<CryptoOrderRow | undefined> {
  return db
    .selectFrom('cryptoOrder')
    .selectAll()
    .where('id', '=', orderId)
    .where('accountId', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

export function updateCryptoOrder(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<CryptoOrderTable>,
): Promise<CryptoOrderRow> {
  return db
    .updateTable('cryptoOrder')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertCryptoStatusChangesWrite(
  db: Kysely<Database>,
  rows: readonly Insertable<CryptoOrderStatusChangeTable>[],
): PendingWrite {
  return db.insertInto('cryptoOrderStatusChange').values([...rows]);
}

export function insertCryptoFill(
  db: Kysely<Database>,
  row: Insertable<CryptoFillTable>,
): Promise<CryptoFillRow> {
  return db.insertInto('cryptoFill').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Hong Kong days from / to (both included) as instants [from, to + 1 day). */
const hongKongDayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/** Filters of the history. */
export type CryptoRowFilter = {
  statuses?: readonly CryptoOrderStatus[];
  openOnly?: boolean;
  pair?: string;
  side?: 'B' | 'S';
  from?: string;
  to?: string;
  pageIndex: number;
  pageSize: number;
};

/** A client's orders newest first (the `(account, placed_at, id)` index), and how many match. */
export async function searchCryptoOrders(
  db: Kysely<Database>,
  accountId: number,
  filter: CryptoRowFilter,
): Promise<{ total: number; rows: CryptoOrderRow[] }> {
  let query = db.selectFrom('cryptoOrder').where('accountId', '=', accountId);
  const statuses = filter.openOnly
    ? WORKING_CRYPTO_ORDER_STATUSES.filter((status) => filter.statuses?.includes(status) ?? true)
    : filter.statuses;
  if (statuses) {
    if (statuses.length === 0) return { total: 0, rows: [] };
    query = query.where('status', 'in', [...statuses]);
  }
  if (filter.pair) query = query.where('pair', '=', filter.pair);
  if (filter.side) query = query.where('side', '=', filter.side);
  if (filter.from) query = query.where('placedAt', '>=', hongKongDayStart(filter.from));
  if (filter.to) {
    query = query.where('placedAt', '<', new Date(hongKongDayStart(filter.to).getTime() + DAY_MS));
  }
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

/** A client's fills newest first, with the same filters. */
export async function searchCryptoFills(
  db: Kysely<Database>,
  accountId: number,
  filter: Omit<CryptoRowFilter, 'statuses' | 'openOnly'>,
): Promise<{ total: number; rows: CryptoFillRow[] }> {
  let query = db.selectFrom('cryptoFill').where('accountId', '=', accountId);
  if (filter.pair) query = query.where('pair', '=', filter.pair);
  if (filter.side) query = query.where('side', '=', filter.side);
  if (filter.from) query = query.where('filledAt', '>=', hongKongDayStart(filter.from));
  if (filter.to) {
    query = query.where('filledAt', '<', new Date(hongKongDayStart(filter.to).getTime() + DAY_MS));
  }
  const { count } = await query
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('filledAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset(filter.pageIndex * filter.pageSize)
    .execute();
  return { total: Number(count), rows };
}

export function findCryptoStatusChanges(
  db: Kysely<Database>,
  orderId: number,
): Promise<CryptoOrderStatusChangeRow[]> {
  return db
    .selectFrom('cryptoOrderStatusChange')
    .selectAll()
    .where('cryptoOrderId', '=', orderId)
    .orderBy('id')
    .execute();
}

export function findCryptoFills(db: Kysely<Database>, orderId: number): Promise<CryptoFillRow[]> {
  return db
    .selectFrom('cryptoFill')
    .selectAll()
    .where('cryptoOrderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Up to `limit` working orders after `afterId`, locked, skipping those another process holds. */
export function lockWorkingCryptoOrders(
  db: Kysely<Database>,
  options: { limit: number; afterId: number },
): Promise<CryptoOrderRow[]> {
  return db
    .selectFrom('cryptoOrder')
    .selectAll()
    .where('status', 'in', [...WORKING_CRYPTO_ORDER_STATUSES])
    .where('id', '>', options.afterId)
    .orderBy('id')
    .limit(options.limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** The watermark of each order: the tape instant it was matched up to. */
export async function findWatermarks(
  db: Kysely<Database>,
  orderIds: readonly number[],
): Promise<Map<number, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('cryptoOrderMatch')
    .selectAll()
    .where('cryptoOrderId', 'in', [...orderIds])
    .execute();
  return new Map(rows.map((row) => [row.cryptoOrderId, row.matchedUntil]));
}

export async function saveWatermark(
  db: Kysely<Database>,
  cryptoOrderId: number,
  matchedUntil: Date,
): Promise<void> {
  await db
    .insertInto('cryptoOrderMatch')
    .values({ cryptoOrderId, matchedUntil })
    .onConflict((conflict) => conflict.column('cryptoOrderId').doUpdateSet({ matchedUntil }))
    .execute();
}

/** A client's USD cost of each asset. */
export async function findCryptoCosts(
  db: Kysely<Database>,
  accountId: number,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('cryptoCost')
    .selectAll()
    .where('accountId', '=', accountId)
    .execute();
  return new Map(rows.map((row) => [row.asset, row.costUsd]));
}

/** Locks (creating at zero) a client's cost row of an asset; answers its cost. */
export async function lockCryptoCost(
  db: Kysely<Database>,
  accountId: number,
  asset: string,
): Promise<string> {
  await db
    .insertInto('cryptoCost')
    .values({ accountId, asset, costUsd: '0' })
    .onConflict((conflict) => conflict.columns(['accountId', 'asset']).doNothing())
    .execute();
  const row = await db
    .selectFrom('cryptoCost')
    .select('costUsd')
    .where('accountId', '=', accountId)
    .where('asset', '=', asset)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.costUsd;
}

export async function setCryptoCost(
  db: Kysely<Database>,
  accountId: number,
  asset: string,
  costUsd: string,
): Promise<void> {
  await db
    .updateTable('cryptoCost')
    .set({ costUsd })
    .where('accountId', '=', accountId)
    .where('asset', '=', asset)
    .execute();
}

/** Runs `work` in a savepoint: a failure rolls back its writes alone and is answered, not thrown. */
export async function inCryptoSavepoint(
  db: Kysely<Database>,
  work: () => Promise<void>,
): Promise<unknown> {
  await sql`savepoint crypto_order`.execute(db);
  try {
    await work();
    await sql`release savepoint crypto_order`.execute(db);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint crypto_order`.execute(db);
    return error ?? new Error('failed');
  }
}
