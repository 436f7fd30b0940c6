import type { Kysely } from 'kysely';
import { toDecimal } from '../../../../shared/domain/decimal';
import { STOCK_ORDER_RESULT } from '../../../../shared/domain/stock-order-result';
import type { Database } from '../../../db/schema';
import { insertedId, insertTogether } from '../../../db/write-together';
import type {
  PlaceStockOrderRequest,
  StockOrderOutcome,
  StockOrderPreview,
  StockOrderTerms,
} from '../../ports/gateway-stocks.port';
import type { ClientRef } from '../../ports/client-ref';
import { journalWrites, ledgerCode, lockBooks, type BookRef } from '../../core/books/ledger';
import { findLedgerAccountsOf, type LedgerAccount } from '../../core/books/ledger.repository';
import { placeUnderKey } from '../../core/dealing/keyed-placement';
import { holdMovement } from '../../core/dealing/holds';
import type { StockBookDeps } from './stock-book-deps';
import { cashHold, clientBooksOf, NO_FEES, shareHold, stockBooks } from './stock-books';
import {
  booksRefusal,
  checkOrder,
  maxBuyQuantity,
  maxSellQuantity,
  orderFees,
  type OrderBalances,
  type PlannedOrder,
} from './stock-order-checks';
import { stockPlacementWrite } from './stock-order-lifecycle';
import { toStockOrderRecord } from './stock-order-record';
import {
  findStockOrdersByKey,
  insertStockOrderWrite,
  sumDailyBuys,
  type StockOrderRow,
} from './stock-order.repository';
import { storedPermission } from './trading-permission';

/** Reads what the checks need: the instrument, its quote now, the client's permission. */
async function checked(
  deps: StockBookDeps,
  client: ClientRef,
  terms: StockOrderTerms,
  now: Date,
  isFarPriceConfirmed: boolean,
) {
  const instrument = await deps.stocks.get(terms.symbol);
  const quote = instrument ? await deps.stocks.quote(terms.symbol, now) : undefined;
  const permission = await storedPermission(
    deps.db,
    client.accountId,
    instrument?.exchange ?? 'HKEX',
  );
  return {
    outcome: checkOrder({
      terms,
      instrument,
      quote,
      permission,
      brand: deps.brand,
      now,
      isFarPriceConfirmed,
    }),
    permission,
  };
}

const refusal = (result: number): StockOrderOutcome => ({ result, order: null, isReplay: false });

/** The client's available cash and shares of the order's currency and symbol. */
function balancesOf(
  accounts: ReadonlyMap<string, Pick<LedgerAccount, 'balance'>>,
  ownerAccountId: number,
  plan: Pick<PlannedOrder, 'currency' | 'instrument'>,
): OrderBalances {
  const books = stockBooks(ownerAccountId, plan.currency, plan.instrument.symbol);
  const balance = (ref: BookRef) =>
    toDecimal(accounts.get(ledgerCode(ref))?.balance ?? '0').toFixed();
  return { cash: balance(books.cash), shares: balance(books.shares) };
}

async function placeInTransaction(
  deps: StockBookDeps,
  request: PlaceStockOrderRequest,
): Promise<StockOrderOutcome> {
  const { db } = deps;
  const { client, terms, now } = request;
  const isFarPriceConfirmed = request.isFarPriceConfirmed === true;
  const { outcome, permission } = await checked(deps, client, terms, now, isFarPriceConfirmed);
  if (!outcome.plan) return refusal(outcome.result);
  const { plan } = outcome;
  const ownerAccountId = client.accountId;
  const orderBooks = {
    accountId: ownerAccountId,
    currency: plan.currency,
    symbol: plan.instrument.symbol,
  };
  // Locking the client's accounts first serialises concurrent orders on the same money.
  const accounts = await lockBooks(db, clientBooksOf(orderBooks));
  const daily =
    terms.side === 'B' && permission.dailyBuyLimit !== null
      ? await sumDailyBuys(db, ownerAccountId, plan.exchange, plan.tradeDate)
      : '0';
  const books = booksRefusal(plan, balancesOf(accounts, ownerAccountId, plan), {
    used: daily,
    limit: permission.dailyBuyLimit,
  });
  if (books !== 0) return refusal(books);
  const quantity = toDecimal(terms.quantity).toFixed();
  const newRow = insertStockOrderWrite(db, {
    accountId: ownerAccountId,
    idempotencyKey: request.idempotencyKey,
    requestHash: request.requestHash,
    symbol: plan.instrument.symbol,
    exchange: plan.exchange,
    currency: plan.currency,
    side: terms.side,
    orderType: terms.orderType,
    condition: terms.condition,
    triggerPrice:
      terms.condition === 'stopGain' || terms.condition === 'stopLoss'
        ? (terms.triggerPrice ?? null)
        : null,
    triggerVolume: terms.condition === 'volumeTrigger' ? (terms.triggerVolume ?? null) : null,
    goodTillDate: plan.goodTillDate,
    tradingSession: plan.exchange === 'US' ? (terms.tradingSession ?? 'regularTradingHours') : null,
    price: plan.price,
    quantity,
    heldAmount: plan.holdAmount,
    holdPrice: plan.holdPrice,
    remark: terms.remark,
    status: plan.startStatus,
    tradeDate: plan.tradeDate,
    placedByAccountId: request.placedByAccountId,
    placedAt: now,
    updatedAt: now,
  });
  const hold =
    terms.side === 'B' ? cashHold(orderBooks, plan.holdAmount) : shareHold(orderBooks, quantity);
  // The order row, its history's first row and the hold go in one statement, on the accounts
  // locked above: the history and the hold's entries read the new order's id in it.
  const [row] = await insertTogether<StockOrderRow>(db, newRow, [
    stockPlacementWrite(db, plan.startStatus, now),
    ...journalWrites(
      db,
      [
        {
          reason: 'hold',
          stockOrderId: insertedId,
          postedAt: now,
          movements: [holdMovement(hold)],
        },
      ],
      accounts,
    ),
  ]);
  if (!row) throw new Error('The order insert answered no row');
  return {
    result: STOCK_ORDER_RESULT.success,
    order: toStockOrderRecord(row, deps.brand, now),
    isReplay: false,
  };
}

/**
 * Places a stock order on the books (issue 11 §5-6) on the dealing core: in one transaction that
 * first reads the idempotency key (the same request again answers the first order, other content
 * 8247), runs the checks (stock-order-checks.ts), locks the client's accounts, checks the books,
 * inserts the order `pending` (or `overriding`, recorded as its first status), and holds the
 * cash of a buy (consideration + fees) or freezes the shares of a sell. The simulated exchange
 * (stocks/exchange/) takes pending orders to the market.
 */
export function placeStockOrder(
  deps: StockBookDeps,
  request: PlaceStockOrderRequest,
): Promise<StockOrderOutcome> {
  const { client, idempotencyKey, requestHash, now } = request;
  return placeUnderKey<StockOrderRow, StockOrderOutcome>(deps.db, {
    requestHash,
    findByKey: (db) => findStockOrdersByKey(db, client.accountId, idempotencyKey),
    replay: (rows) => ({
      result: STOCK_ORDER_RESULT.success,
      order: toStockOrderRecord(rows[0] as StockOrderRow, deps.brand, now),
      isReplay: true,
    }),
    conflict: () => refusal(STOCK_ORDER_RESULT.duplicateOrderReference),
    place: (db) => placeInTransaction({ ...deps, db }, request),
    isRefusal: (outcome) => outcome.order === null,
  });
}

/**
 * What an order would cost (issue 11 §12): the checks' first failing code (books included, no
 * hold), consideration, fees and total, purchasing power, max buy and max sell. Reads only.
 */
export async function previewStockOrder(
  deps: StockBookDeps,
  client: ClientRef,
  terms: StockOrderTerms,
  now: Date,
): Promise<StockOrderPreview> {
  // The ticket asks for a far price's confirmation itself: the preview does not refuse it.
  const { outcome, permission } = await checked(deps, client, terms, now, true);
  const plan = outcome.plan ?? outcome.partial;
  const currency = plan?.currency ?? '';
  const accounts = await readBalances(deps.db, client.accountId);
  const balances =
    plan?.instrument && plan.currency
      ? balancesOf(accounts, client.accountId, {
          currency: plan.currency,
          instrument: plan.instrument,
        })
      : { cash: '0', shares: '0' };
  const showPower = deps.brand.features.purchasingPower;
  if (!outcome.plan) {
    return {
      result: outcome.result,
      currency,
      consideration: '0',
      fees: NO_FEES,
      total: '0',
      purchasingPower: showPower ? balances.cash : '0',
      maxBuyQuantity: '0',
      maxSellQuantity: plan?.instrument
        ? maxSellQuantity(plan.instrument, terms.orderType, balances.shares)
        : '0',
    };
  }
  const full = outcome.plan;
  const daily =
    terms.side === 'B' && permission.dailyBuyLimit !== null
      ? await sumDailyBuys(deps.db, client.accountId, full.exchange, full.tradeDate)
      : '0';
  const result = booksRefusal(full, balances, { used: daily, limit: permission.dailyBuyLimit });
  const consideration = toDecimal(full.consideration);
  const total =
    terms.side === 'B' ? consideration.add(full.fees.total) : consideration.sub(full.fees.total);
  const buyPlan = {
    ...full,
    holdPrice: full.holdPrice ?? full.valuationPrice,
    feesOf: orderFees(full.exchange, 'B', full.instrument.kind),
  };
  return {
    result,
    currency: full.currency,
    consideration: full.consideration,
    fees: full.fees,
    total: total.toFixed(),
    purchasingPower: showPower ? balances.cash : '0',
    maxBuyQuantity: showPower ? maxBuyQuantity(buyPlan, balances.cash) : '0',
    maxSellQuantity: maxSellQuantity(full.instrument, terms.orderType, balances.shares),
  };
}

/** The client's ledger accounts by code (a plain read, no locks). */
async function readBalances(db: Kysely<Database>, ownerAccountId: number) {
  const rows = await findLedgerAccountsOf(db, ownerAccountId);
  return new Map(rows.map((row) => [row.code, row]));
}
