import {
  sql,
  type Insertable,
  type InsertObject,
  type Kysely,
  type Selectable,
  type Updateable,
} from 'kysely';
import {
  STOCK_ORDER_TYPES,
  type AnyStockOrderType,
  type StockOrderStatus,
} from '../../../../shared/domain/stock-order-status';
import type { Database } from '../../../db/schema';
import type {
  StockFillTable,
  StockOrderStatusChangeTable,
  StockOrderTable,
  TradingPermissionTable,
} from '../../../db/schema-stocks';

/** A stock order row. */
export type StockOrderRow = Selectable<StockOrderTable>;

/** A stock fill row. */
export type StockFillRow = Selectable<StockFillTable>;

/** One recorded status change of a stock order. */
export type StockOrderStatusChangeRow = Selectable<StockOrderStatusChangeTable>;

/** A stored trading permission row. */
export type TradingPermissionRow = Selectable<TradingPermissionTable>;

/**
 * Inserts an order, as the first write of a statement that answers it with its id
 * (db/write-together.ts `insertTogether`).
 */
export function insertStockOrderWrite(db: Kysely<Database>, row: Insertable<StockOrderTable>) {
  return db.insertInto('stockOrder').values(row).returningAll();
}

/** The order placed under a key (none: a new placement). */
export function findStockOrdersByKey(
  db: Kysely<Database>,
  accountId: number,
  idempotencyKey: string,
): Promise<StockOrderRow[]> {
  return db
    .selectFrom('stockOrder')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('idempotencyKey', '=', idempotencyKey)
    .execute();
}

/** One order, or undefined. */
export function findStockOrder(
  db: Kysely<Database>,
  orderId: number,
): Promise<StockOrderRow | undefined> {
  return db.selectFrom('stockOrder').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** One order, locked for this transaction (modify, cancel and the exchange serialise on it). */
export function lockStockOrder(
  db: Kysely<Database>,
  orderId: number,
): Promise<StockOrderRow | undefined> {
  return db
    .selectFrom('stockOrder')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/** Updates an order; answers the updated row. */
export function updateStockOrder(
  db: Kysely<Database>,
  orderId: number,
  changes: Updateable<StockOrderTable> & { updatedAt: Date },
): Promise<StockOrderRow> {
  return db
    .updateTable('stockOrder')
    .set(changes)
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Records status changes, as a write to run with others (db/write-together.ts); a placement's
 * order id may be the id of the order the same statement inserts.
 */
export function insertStockOrderStatusChangesWrite(
  db: Kysely<Database>,
  rows: readonly InsertObject<Database, 'stockOrderStatusChange'>[],
) {
  return db.insertInto('stockOrderStatusChange').values([...rows]);
}

/** The status changes of an order, in the order they happened. */
export function findStockOrderStatusChanges(
  db: Kysely<Database>,
  orderId: number,
): Promise<StockOrderStatusChangeRow[]> {
  return db
    .selectFrom('stockOrderStatusChange')
    .selectAll()
    .where('stockOrderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The fills of an order, oldest first. */
export function findStockFills(db: Kysely<Database>, orderId: number): Promise<StockFillRow[]> {
  return db
    .selectFrom('stockFill')
    .selectAll()
    .where('stockOrderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/** What the order history is narrowed by. */
export type StockOrderRowFilter = {
  statuses?: readonly StockOrderStatus[];
  /** Order types; the back-office ones never match here (the embedded back office has none). */
  orderTypes?: readonly AnyStockOrderType[];
  side?: 'B' | 'S';
  symbol?: string;
  fromDate?: string;
  toDate?: string;
  /** Only orders in these (open) statuses. */
  openStatuses?: readonly StockOrderStatus[];
  pageIndex: number;
  pageSize: number;
};

/** A client's orders by filter, newest first, with the total count. */
export async function searchStockOrders(
  db: Kysely<Database>,
  accountId: number,
  filter: StockOrderRowFilter,
): Promise<{ total: number; rows: StockOrderRow[] }> {
  let query = db.selectFrom('stockOrder').where('accountId', '=', accountId);
  if (filter.statuses) {
    if (filter.statuses.length === 0) return { total: 0, rows: [] };
    query = query.where('status', 'in', [...filter.statuses]);
  }
  if (filter.openStatuses) {
    if (filter.openStatuses.length === 0) return { total: 0, rows: [] };
    query = query.where('status', 'in', [...filter.openStatuses]);
  }
  if (filter.orderTypes) {
    const placeable = STOCK_ORDER_TYPES.filter((type) => filter.orderTypes?.includes(type));
    if (placeable.length === 0) return { total: 0, rows: [] };
    query = query.where('orderType', 'in', placeable);
  }
  if (filter.side) query = query.where('side', '=', filter.side);
  if (filter.symbol) query = query.where('symbol', '=', filter.symbol);
  if (filter.fromDate) query = query.where('tradeDate', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('tradeDate', '<=', filter.toDate);
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

/**
 * What a client's buys of one exchange's trade date take from the daily limit: the cash still
 * held by each buy plus what its fills cost (8243).
 */
export async function sumDailyBuys(
  db: Kysely<Database>,
  accountId: number,
  exchange: string,
  tradeDate: string,
): Promise<string> {
  const row = await db
    .selectFrom('stockOrder')
    .select(
      sql<string>`coalesce(sum(held_amount + coalesce(average_fill_price, 0) * filled_quantity), 0)`.as(
        'total',
      ),
    )
    .where('accountId', '=', accountId)
    .where('exchange', '=', exchange)
    .where('side', '=', 'B')
    .where('tradeDate', '=', tradeDate)
    .executeTakeFirstOrThrow();
  return String(row.total);
}

/** A client's fills of one symbol and trade date, by side, and realised P&L. */
export type SymbolDayFills = {
  symbol: string;
  tradeDate: string;
  boughtQuantity: string;
  boughtConsideration: string;
  soldQuantity: string;
  soldConsideration: string;
  realisedPnl: string;
};

/**
 * A client's fills summed per symbol and trade date: every date's realised P&L (sell fills), and
 * the quantities and considerations by side (the portfolio reads its exchanges' current dates').
 */
export async function sumFillsBySymbolAndDate(
  db: Kysely<Database>,
  accountId: number,
): Promise<SymbolDayFills[]> {
  const bySide = (side: 'B' | 'S', column: 'quantity' | 'consideration') =>
    sql<string>`coalesce(sum(case when side = ${side} then ${sql.ref(column)} else 0 end), 0)`;
  const rows = await db
    .selectFrom('stockFill')
    .select(['symbol', 'tradeDate'])
    .select([
      bySide('B', 'quantity').as('boughtQuantity'),
      bySide('B', 'consideration').as('boughtConsideration'),
      bySide('S', 'quantity').as('soldQuantity'),
      bySide('S', 'consideration').as('soldConsideration'),
      sql<string>`coalesce(sum(realised_pnl), 0)`.as('realisedPnl'),
    ])
    .where('accountId', '=', accountId)
    .groupBy(['symbol', 'tradeDate'])
    .execute();
  return rows.map((row) => ({
    symbol: row.symbol,
    tradeDate: row.tradeDate,
    boughtQuantity: String(row.boughtQuantity),
    boughtConsideration: String(row.boughtConsideration),
    soldQuantity: String(row.soldQuantity),
    soldConsideration: String(row.soldConsideration),
    realisedPnl: String(row.realisedPnl),
  }));
}

/** A client's stored trading permission on an exchange, or undefined (the defaults apply). */
export function findTradingPermission(
  db: Kysely<Database>,
  accountId: number,
  exchange: string,
): Promise<TradingPermissionRow | undefined> {
  return db
    .selectFrom('tradingPermission')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('exchange', '=', exchange)
    .executeTakeFirst();
}

/** Stores a client's trading permission on an exchange (seed, tests, a dealer's change). */
export async function upsertTradingPermission(
  db: Kysely<Database>,
  row: Insertable<TradingPermissionTable>,
): Promise<void> {
  await db
    .insertInto('tradingPermission')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['accountId', 'exchange']).doUpdateSet((eb) => ({
        validOrderTypes: eb.ref('excluded.validOrderTypes'),
        defaultOrderType: eb.ref('excluded.defaultOrderType'),
        permittedConditions: eb.ref('excluded.permittedConditions'),
        allowPrePostMarket: eb.ref('excluded.allowPrePostMarket'),
        allowHongKongBcanOverride: eb.ref('excluded.allowHongKongBcanOverride'),
        allowChinaBcanOverride: eb.ref('excluded.allowChinaBcanOverride'),
        auctionOrderSellOnly: eb.ref('excluded.auctionOrderSellOnly'),
        dailyBuyLimit: eb.ref('excluded.dailyBuyLimit'),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .execute();
}

/** What an order's fills add up to: quantity and consideration (fees apart). */
export async function sumOrderFills(
  db: Kysely<Database>,
  orderId: number,
): Promise<{ quantity: string; consideration: string }> {
  const row = await db
    .selectFrom('stockFill')
    .select([
      sql<string>`coalesce(sum(quantity), 0)`.as('quantity'),
      sql<string>`coalesce(sum(consideration), 0)`.as('consideration'),
    ])
    .where('stockOrderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return { quantity: String(row.quantity), consideration: String(row.consideration) };
}
