import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { StockFillRow } from '../stocks/stock-order.repository';

/** What names a contract note: a stock order's fills of one trade date. */
const NOTE_COLUMNS = ['stockOrderId', 'tradeDate', 'symbol', 'exchange'] as const;

/** One contract note a client has: a stock order's fills of one trade date. */
export type ContractNoteRow = Pick<StockFillRow, (typeof NOTE_COLUMNS)[number]>;

/** The client's contract notes: one per stock order and trade date with fills. */
export function findContractNotesOf(
  db: Kysely<Database>,
  accountId: number,
): Promise<ContractNoteRow[]> {
  return db
    .selectFrom('stockFill')
    .select(NOTE_COLUMNS)
    .where('accountId', '=', accountId)
    .groupBy(NOTE_COLUMNS)
    .orderBy('stockOrderId')
    .execute();
}

/** A client's fills of one order on one trade date, oldest first (none: no such contract note). */
export function findContractNoteFills(
  db: Kysely<Database>,
  accountId: number,
  orderId: number,
  tradeDate: string,
): Promise<StockFillRow[]> {
  return db
    .selectFrom('stockFill')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('stockOrderId', '=', orderId)
    .where('tradeDate', '=', tradeDate)
    .orderBy('id')
    .execute();
}

/** A client's fills executed within [from, to), oldest first (a statement's stock trades). */
export function findStockFillsIn(
  db: Kysely<Database>,
  accountId: number,
  range: { from: Date; to: Date },
): Promise<StockFillRow[]> {
  return db
    .selectFrom('stockFill')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('filledAt', '>=', range.from)
    .where('filledAt', '<', range.to)
    .orderBy('filledAt')
    .orderBy('id')
    .execute();
}
