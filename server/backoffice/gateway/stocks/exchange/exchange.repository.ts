import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { StockFillTable } from '../../../../db/schema-stocks';
import type { StockFillRow, StockOrderRow } from '../stock-order.repository';

/**
 * The simulated exchange's SQL (issue 11 §7): working orders locked with SKIP LOCKED, the
 * exchange's own state of each order (`stock_order_match`), fills and their settlement.
 */

/** The `stock_order_match` table (migration 20261210093000): where the exchange is with an order. */
export type StockOrderMatchTable = {
  stockOrderId: number;
  /** When the order entered the market; null while it waits (pending). */
  enteredAt: Date | null;
  /** The last instant of the tape already matched: a trade at or before it is never counted again. */
  matchedUntil: Date;
};

type ExchangeDatabase = Database & { stockOrderMatch: StockOrderMatchTable };

const withMatch = (db: Kysely<Database>): Kysely<ExchangeDatabase> =>
  db.withTables<{ stockOrderMatch: StockOrderMatchTable }>();

/**
 * The statuses the exchange works on: waiting (pending, and an out-of-spread order awaiting or
 * granted the dealer's override), in the market, partly filled.
 */
export const WORKING_STATUSES = [
  'pending',
  'overriding',
  'override success',
  'queuing',
  'partially matched',
] as const;

/**
 * Locks up to `limit` working orders for this transaction, oldest first, skipping rows another
 * process holds: that process is matching them, and will not be waited for or matched twice.
 */
export function lockWorkingStockOrders(
  db: Kysely<Database>,
  options: { limit: number; afterId?: number },
): Promise<StockOrderRow[]> {
  return db
    .selectFrom('stockOrder')
    .selectAll()
    .where('status', 'in', [...WORKING_STATUSES])
    .where('id', '>', options.afterId ?? 0)
    .orderBy('id')
    .limit(options.limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** The exchange's state of the given orders, by order id. */
export async function findMatchStates(
  db: Kysely<Database>,
  orderIds: readonly number[],
): Promise<Map<number, Selectable<StockOrderMatchTable>>> {
  if (orderIds.length === 0) return new Map();
  const rows = await withMatch(db)
    .selectFrom('stockOrderMatch')
    .selectAll()
    .where('stockOrderId', 'in', [...orderIds])
    .execute();
  return new Map(rows.map((row) => [row.stockOrderId, row]));
}

/** Stores where the exchange is with an order. */
export async function saveMatchState(
  db: Kysely<Database>,
  state: StockOrderMatchTable,
): Promise<void> {
  await withMatch(db)
    .insertInto('stockOrderMatch')
    .values(state)
    .onConflict((conflict) =>
      conflict
        .column('stockOrderId')
        .doUpdateSet({ enteredAt: state.enteredAt, matchedUntil: state.matchedUntil }),
    )
    .execute();
}

/** Stores a fill; answers it with its id. */
export function insertStockFill(
  db: Kysely<Database>,
  fill: Insertable<StockFillTable>,
): Promise<StockFillRow> {
  return db.insertInto('stockFill').values(fill).returningAll().executeTakeFirstOrThrow();
}

/** What an order's fills add up to: quantity, consideration and each fee. */
export type FillTotals = {
  quantity: string;
  consideration: string;
  brokerage: string;
  sfcLevy: string;
  afrcLevy: string;
  tradingFee: string;
  stampDuty: string;
  ccass: string;
  secFee: string;
  totalFees: string;
};

const total = (column: string) => sql<string>`coalesce(sum(${sql.ref(column)}), 0)::text`;

/** The sums of an order's fills so far (all zero before its first). */
export async function sumStockFills(db: Kysely<Database>, orderId: number): Promise<FillTotals> {
  const row = await db
    .selectFrom('stockFill')
    .select([
      total('quantity').as('quantity'),
      total('consideration').as('consideration'),
      total('brokerage').as('brokerage'),
      total('sfcLevy').as('sfcLevy'),
      total('afrcLevy').as('afrcLevy'),
      total('tradingFee').as('tradingFee'),
      total('stampDuty').as('stampDuty'),
      total('ccass').as('ccass'),
      total('secFee').as('secFee'),
      total('totalFees').as('totalFees'),
    ])
    .where('stockOrderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Locks up to `limit` unsettled fills of an exchange due by `date` (their settlement date), oldest
 * first, skipping fills another process is settling.
 */
export function lockDueStockFills(
  db: Kysely<Database>,
  exchange: string,
  date: string,
  limit: number,
): Promise<StockFillRow[]> {
  return db
    .selectFrom('stockFill')
    .selectAll()
    .where('settledAt', 'is', null)
    .where('exchange', '=', exchange)
    .where('settlementDate', '<=', date)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Marks fills settled. */
export async function markStockFillsSettled(
  db: Kysely<Database>,
  fillIds: readonly number[],
  settledAt: Date,
): Promise<void> {
  if (fillIds.length === 0) return;
  await db
    .updateTable('stockFill')
    .set({ settledAt })
    .where('id', 'in', [...fillIds])
    .execute();
}

/**
 * Runs `work` inside a savepoint of the caller's transaction: when it throws, what it wrote is
 * rolled back alone and the error is answered, so one order's failure leaves the others' work.
 */
export async function inSavepoint(
  db: Kysely<Database>,
  work: () => Promise<void>,
): Promise<unknown> {
  await sql`savepoint exchange_order`.execute(db);
  try {
    await work();
    await sql`release savepoint exchange_order`.execute(db);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint exchange_order`.execute(db);
    return error ?? new Error('failed');
  }
}
