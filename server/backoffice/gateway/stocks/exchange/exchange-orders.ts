import type { Kysely } from 'kysely';
import type Decimal from 'decimal.js';
import type { ExchangeCode } from '../../../../../shared/contracts/stock-definition';
import { toDecimal } from '../../../../../shared/domain/decimal';
import { feesFor, type InstrumentKind } from '../../../../../shared/domain/stock-fees';
import { orderTypeAcceptedIn } from '../../../../../shared/domain/stock-sessions';
import type { StockOrderStatus } from '../../../../../shared/domain/stock-order-status';
import type { Database } from '../../../../db/schema';
import type { StockFeed } from '../../../../market-data/stock-feed';
import { feesOfFill, type FeesOf } from '../stock-books';
import { releaseOrderHolds } from '../cancel-stock-order.command';
import { moveStockOrder } from '../stock-order-lifecycle';
import type { StockOrderRow } from '../stock-order.repository';
import { isConditionMet } from './conditions';
import { saveMatchState, sumStockFills, type StockOrderMatchTable } from './exchange.repository';
import { postFill, type LiveOrder } from './fill-books';
import {
  hasTrigger,
  matchOrder,
  type EndReason,
  type MatchRules,
  type MatchWindow,
  type WorkingOrder,
} from './match';

/**
 * One working order on the simulated exchange (issue 11 §7-8): matched over the window since its
 * watermark (match.ts), and each event applied under its row lock: entering the market, each fill
 * on the books (stock-books.ts builders), the end of its remainder with its hold released once.
 */

/** The status an order's remainder ends in. */
export function endStatusOf(reason: EndReason, filled: Decimal): StockOrderStatus {
  if (filled.gt(0)) return 'partially cancelled';
  return reason === 'immediateRemainder' ? 'cancelled' : 'unmatched';
}

/** What the exchange reads besides the database. */
export type ExchangeContext = {
  db: Kysely<Database>;
  stocks: StockFeed;
  now: Date;
  /** Reads (and caches) a symbol's window. */
  windowOf(order: StockOrderRow, from: Date): Promise<MatchWindow>;
};

type Live = LiveOrder;

const feesOfOrder =
  (exchange: ExchangeCode, row: StockOrderRow, kind: InstrumentKind): FeesOf =>
  (consideration, quantity) =>
    feesFor(exchange, row.side, consideration, quantity, kind);

/** A buy may spend only what it holds: the most of `quantity` (in lots) that cash still covers. */
function affordable(live: Live, lot: string) {
  let held = toDecimal(live.row.heldAmount);
  const totals = { quantity: live.totals.quantity, consideration: live.totals.consideration };
  return (quantity: string, price: string): string => {
    let allowed = toDecimal(quantity);
    for (;;) {
      if (allowed.lte(0)) return '0';
      const consideration = allowed.mul(price).toFixed();
      const fees = feesOfFill(live.feesOf, totals, { quantity: allowed.toFixed(), consideration });
      const cost = toDecimal(consideration).add(fees.total);
      if (cost.lte(held)) {
        held = held.sub(cost);
        totals.quantity = toDecimal(totals.quantity).add(allowed).toFixed();
        totals.consideration = toDecimal(totals.consideration).add(consideration).toFixed();
        return allowed.toFixed();
      }
      allowed = allowed.sub(lot);
    }
  };
}

/** A sell fills only when its consideration covers its fees (a tiny odd lot against minimums). */
function coversFees(live: Live) {
  const totals = { quantity: live.totals.quantity, consideration: live.totals.consideration };
  return (quantity: string, price: string): string => {
    const consideration = toDecimal(quantity).mul(price).toFixed();
    const fees = feesOfFill(live.feesOf, totals, { quantity, consideration });
    if (toDecimal(consideration).lt(fees.total)) return '0';
    totals.quantity = toDecimal(totals.quantity).add(quantity).toFixed();
    totals.consideration = toDecimal(totals.consideration).add(consideration).toFixed();
    return quantity;
  };
}

async function enter(db: Kysely<Database>, live: Live, at: Date): Promise<void> {
  const processing = await moveStockOrder(db, live.row, 'processing', at);
  live.row = await moveStockOrder(db, processing, 'queuing', at);
  live.enteredAt = at;
}

/** Ends the order in `to` at `at`, releasing its hold in the same step (so exactly once). */
async function finish(
  db: Kysely<Database>,
  live: Live,
  to: StockOrderStatus,
  at: Date,
): Promise<void> {
  await releaseOrderHolds(db, live.row, 'release', at);
  // An override granted but never sent ends through `processing` (the table's only way on).
  if (live.row.status === 'override success') {
    live.row = await moveStockOrder(db, live.row, 'processing', at);
  }
  live.row = await moveStockOrder(db, live.row, to, at, { heldAmount: '0' });
}

/** The instrument facts the exchange needs: the lot fills come in and the fee kind. */
async function instrumentOf(stocks: StockFeed, row: StockOrderRow) {
  const instrument = await stocks.get(row.symbol);
  const isLotless = row.exchange !== 'HKEX' || row.orderType === 'Odd';
  return {
    lot: isLotless ? '1' : String(instrument?.boardLot ?? 1),
    kind: instrument?.kind ?? 'equity',
  };
}

/** Whether a pending order's stop or volume condition holds now (null: not yet, or none). */
async function triggeredAt(stocks: StockFeed, row: StockOrderRow, now: Date) {
  const isWaiting = row.status === 'pending' || row.status === 'override success';
  if (!isWaiting || !hasTrigger(row.condition)) return null;
  const quote = await stocks.quote(row.symbol, now);
  return quote && isConditionMet(row, quote) ? now : null;
}

/** The order as matching sees it (an override granted waits like a pending order). */
function workingOf(row: StockOrderRow, lot: string, enteredAt: Date | null): WorkingOrder {
  return {
    status: row.status === 'override success' ? 'pending' : (row.status as WorkingOrder['status']),
    exchange: row.exchange as ExchangeCode,
    side: row.side,
    orderType: row.orderType,
    price: row.price,
    quantity: row.quantity,
    filledQuantity: row.filledQuantity,
    condition: row.condition,
    goodTillDate: row.goodTillDate,
    tradeDate: row.tradeDate,
    tradingSession: row.tradingSession,
    lot,
    enteredAt,
    triggeredAt: null,
  };
}

/** When the order may enter the market (domain 8255 rules) and how much each fill may take. */
function rulesOf(live: Live, lot: string): MatchRules {
  const { row } = live;
  const exchange = row.exchange as ExchangeCode;
  const tradingSession = row.tradingSession ?? 'regularTradingHours';
  return {
    accepts: (session) => {
      const acceptance = orderTypeAcceptedIn(exchange, session, row.orderType, tradingSession);
      return acceptance.accepted && acceptance.waitsFor === null;
    },
    limitFill: row.side === 'B' ? affordable(live, lot) : coversFees(live),
  };
}

/**
 * Matches one locked working order up to `now` and applies what happened; answers the number of
 * fills. The watermark moves to `now`, so the tape already considered is never matched again.
 */
export async function workOrder(
  context: ExchangeContext,
  locked: StockOrderRow,
  state: StockOrderMatchTable | undefined,
): Promise<number> {
  let row = locked;
  const { db, stocks, now } = context;
  const from = state?.matchedUntil ?? row.placedAt;
  if (from >= now) return 0;
  const exchange = row.exchange as ExchangeCode;
  if (row.status === 'overriding') {
    // The simulated dealer grants every override of an out-of-spread price when it first looks.
    row = await moveStockOrder(
      db,
      row,
      'override success',
      from > row.placedAt ? from : row.placedAt,
    );
  }
  const instrument = await instrumentOf(stocks, row);
  const live: Live = {
    row,
    totals: await sumStockFills(db, row.id),
    feesOf: feesOfOrder(exchange, row, instrument.kind),
    enteredAt: state?.enteredAt ?? null,
    fills: 0,
  };
  const working = workingOf(row, instrument.lot, live.enteredAt);
  working.triggeredAt = await triggeredAt(stocks, row, now);
  const events = matchOrder(
    working,
    await context.windowOf(row, from),
    rulesOf(live, instrument.lot),
  );
  for (const event of events) {
    if (event.kind === 'enter') await enter(db, live, event.at);
    else if (event.kind === 'fill') await postFill(db, live, event);
    else
      await finish(
        db,
        live,
        endStatusOf(event.reason, toDecimal(live.row.filledQuantity)),
        event.at,
      );
  }
  await saveMatchState(db, { stockOrderId: row.id, enteredAt: live.enteredAt, matchedUntil: now });
  return live.fills;
}
