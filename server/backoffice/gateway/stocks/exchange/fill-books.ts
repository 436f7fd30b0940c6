import type { Kysely } from 'kysely';
import type { ExchangeCode } from '../../../../../shared/contracts/stock-definition';
import { toDecimal } from '../../../../../shared/domain/decimal';
import { roundDecimal } from '../../../../../shared/domain/rounding';
import { sessionAt, settlementDate } from '../../../../../shared/domain/stock-sessions';
import type { Database } from '../../../../db/schema';
import type { StockFees } from '../../../ports/gateway-stocks.port';
import {
  averageCostOf,
  changeBookCost,
  postJournal,
  type Movement,
} from '../../../core/books/ledger';
import {
  buyFillMovements,
  feesOfFill,
  releaseCash,
  sellFillMovements,
  type FeesOf,
} from '../stock-books';
import { moveStockOrder } from '../stock-order-lifecycle';
import type { StockOrderRow } from '../stock-order.repository';
import { insertStockFill, type FillTotals } from './exchange.repository';
import { recordNotifications } from '../../../core/notifications/notification-outbox';
import { stockFillNotifications } from '../stock-order-notifications';

/**
 * One fill on the books (issue 11 §8, stock-books.ts rules): the journal (a buy pays the market
 * and the fees from the held cash, its shares arrive pending; a sell's frozen shares go to the
 * market, its proceeds net of fees arrive pending), the position's book cost (average cost, the
 * sell's realised P&L), the `stock_fill` row with the client's `stockOrderMatched` notification,
 * and the order's move to partly or fully matched.
 */

/** An order being worked: its row and what its fills add up to so far. */
export type LiveOrder = {
  row: StockOrderRow;
  totals: FillTotals;
  feesOf: FeesOf;
  enteredAt: Date | null;
  fills: number;
};

/** One fill as the exchange found it. */
export type FillEvent = { at: Date; price: string; quantity: string };

/** The position's book cost moved by a fill: what it adds (buy) or takes away (sell). */
async function moveBookCost(
  db: Kysely<Database>,
  row: StockOrderRow,
  fill: FillEvent & { consideration: string; fees: StockFees },
): Promise<{ bookCost: string; realisedPnl: string; movements: Movement[] }> {
  const terms = { quantity: fill.quantity, consideration: fill.consideration, fees: fill.fees };
  if (row.side === 'B') {
    const bookCost = toDecimal(fill.consideration).add(fill.fees.total).toFixed();
    await changeBookCost(db, row.accountId, row.symbol, bookCost, 'shares');
    return { bookCost, realisedPnl: '0', movements: buyFillMovements(row, terms) };
  }
  const bookCost = await averageCostOf(db, row.accountId, row.symbol, fill.quantity, 'shares');
  const taken = toDecimal(bookCost).neg().toFixed();
  await changeBookCost(db, row.accountId, row.symbol, taken, 'shares');
  const realisedPnl = toDecimal(fill.consideration).sub(fill.fees.total).sub(bookCost).toFixed();
  return { bookCost, realisedPnl, movements: sellFillMovements(row, terms) };
}

/** Posts a fill, stores it and moves the order; a buy's unused hold goes back with its last fill. */
export async function postFill(
  db: Kysely<Database>,
  live: LiveOrder,
  event: FillEvent,
): Promise<void> {
  const { row } = live;
  const exchange = row.exchange as ExchangeCode;
  const consideration = toDecimal(event.quantity).mul(event.price).toFixed();
  const fees = feesOfFill(live.feesOf, live.totals, { quantity: event.quantity, consideration });
  const books = await moveBookCost(db, row, { ...event, consideration, fees });
  await postJournal(db, {
    reason: 'filled',
    stockOrderId: row.id,
    postedAt: event.at,
    movements: books.movements,
  });
  const tradeDate = sessionAt(exchange, event.at).tradeDate;
  const fill = await insertStockFill(db, {
    stockOrderId: row.id,
    accountId: row.accountId,
    symbol: row.symbol,
    exchange: row.exchange,
    currency: row.currency,
    side: row.side,
    quantity: event.quantity,
    price: event.price,
    consideration,
    brokerage: fees.brokerage,
    sfcLevy: fees.sfcLevy,
    afrcLevy: fees.afrcLevy,
    tradingFee: fees.tradingFee,
    stampDuty: fees.stampDuty,
    ccass: fees.ccass,
    secFee: fees.secFee,
    totalFees: fees.total,
    bookCost: books.bookCost,
    realisedPnl: books.realisedPnl,
    tradeDate,
    settlementDate: settlementDate(exchange, tradeDate),
    filledAt: event.at,
  });
  await recordNotifications(db, stockFillNotifications(fill));
  live.totals = {
    ...live.totals,
    quantity: toDecimal(live.totals.quantity).add(event.quantity).toFixed(),
    consideration: toDecimal(live.totals.consideration).add(consideration).toFixed(),
  };
  live.fills += 1;
  await moveFilled(db, live, event.at, toDecimal(consideration).add(fees.total).toFixed());
}

/** The order after a fill costing `cost`: partly or fully matched, its hold and average price. */
async function moveFilled(
  db: Kysely<Database>,
  live: LiveOrder,
  at: Date,
  cost: string,
): Promise<void> {
  const { row } = live;
  const filledQuantity = live.totals.quantity;
  const heldAmount =
    row.side === 'B' ? toDecimal(row.heldAmount).sub(cost).toFixed() : row.heldAmount;
  const averageFillPrice = roundDecimal(
    toDecimal(live.totals.consideration).div(filledQuantity),
    6,
    'normal',
  );
  const isDone = toDecimal(filledQuantity).gte(row.quantity);
  live.row = await moveStockOrder(db, row, isDone ? 'matched' : 'partially matched', at, {
    filledQuantity,
    averageFillPrice,
    heldAmount: isDone ? '0' : heldAmount,
  });
  if (isDone && row.side === 'B' && toDecimal(heldAmount).gt(0)) {
    // Filled below the limit: what is left of the hold goes back with the last fill.
    await postJournal(db, {
      reason: 'release',
      stockOrderId: row.id,
      postedAt: at,
      movements: releaseCash(row, heldAmount),
    });
  }
}
