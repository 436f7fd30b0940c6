import Decimal from 'decimal.js';
import { toDecimal } from '../../../../shared/domain/decimal';
import { roundDecimal } from '../../../../shared/domain/rounding';
import { STOCK_FEE_NAMES } from '../../../../shared/domain/stock-fees';
import { clientBook, firmBook, type BookRef, type Movement } from '../../core/books/ledger';
import type { Hold } from '../../core/dealing/holds';
import type { StockFees } from '../../ports/gateway-stocks.port';

/**
 * The books' rules of stock trading in one place (docs/DECISIONS.md §5, issue 11 §8). Everything
 * that moves a stock order's money or shares is built here as `Movement[]` (posted with
 * books/ledger.ts `postJournal` / `journalWrites`, with `stockOrderId` on the journal), and both
 * the order commands of this folder (place, modify, cancel) and the simulated exchange
 * (stocks/exchange/: fills, expiry, settlement) call these builders, never their own movements.
 *
 * The accounts (books/ledger.ts kinds):
 * - client cash by currency: `cash` (available), `cashHeld` (held by working buys),
 *   `cashPending` (sell proceeds not settled yet);
 * - client shares by symbol: `shares` (available; its `bookCost` is the position's cost),
 *   `sharesFrozen` (frozen by working sells), `sharesPending` (bought, not settled yet; HK has no
 *   T+1 sell restriction, so pending shares count as held and the portfolio shows them);
 * - the firm: `market` (the exchange / CCASS counterparty, cash by currency and shares by
 *   symbol), `fees` (cash by currency), `clearing` (the seed's opening positions).
 *
 * The life of an order on the books:
 * - place a buy: `holdCash` moves consideration + fees (at the order's hold price) from `cash`
 *   to `cashHeld`; the order's `held_amount` is what it still holds;
 * - place a sell: `freezeShares` moves the quantity from `shares` to `sharesFrozen`;
 * - a buy fill: `buyFillMovements` pays the consideration to `market` and the fees to `fees`
 *   out of `cashHeld`, the shares come from `market` into `sharesPending`; the position's book
 *   cost grows by consideration + fees (`changeBookCost(..., 'shares')`);
 *   then `excessHold` says how much of what is still held the rest of the order no longer needs
 *   (a fill below the limit price), released by `releaseCash`;
 * - a sell fill: `sellFillMovements` gives the shares from `sharesFrozen` to `market`, the
 *   proceeds net of fees come from `market` into `cashPending` and the fees into `fees`; the
 *   book cost shrinks by the average cost of the shares sold (books/ledger.ts `averageCostOf`);
 * - settlement (T+2 HKEX, T+1 US): `settleBuyMovements` moves `sharesPending` to `shares`,
 *   `settleSellMovements` moves `cashPending` to `cash`;
 * - the end of an order (cancel, expiry, rejection, fully filled): `releaseCash` gives back all
 *   its `held_amount`, `releaseShares` unfreezes its unfilled quantity. Each happens on a status
 *   move out of a working status under the order's row lock, so exactly once.
 * Fees are charged per order, not per fill: a fill's fees are the order's fees on its cumulative
 * consideration minus those already charged (`feesOfFill`), so the total is what was held for.
 */

/** Client and firm accounts of one order's currency and symbol. */
export const stockBooks = (ownerAccountId: number, currency: string, symbol: string) => ({
  cash: clientBook('cash', ownerAccountId, currency),
  cashHeld: clientBook('cashHeld', ownerAccountId, currency),
  cashPending: clientBook('cashPending', ownerAccountId, currency),
  shares: clientBook('shares', ownerAccountId, symbol),
  sharesFrozen: clientBook('sharesFrozen', ownerAccountId, symbol),
  sharesPending: clientBook('sharesPending', ownerAccountId, symbol),
  marketCash: firmBook('market', 'cash', currency),
  marketShares: firmBook('market', 'shares', symbol),
  fees: firmBook('fees', 'cash', currency),
});

/** What the builders need of an order. */
export type StockOrderBooksRef = {
  accountId: number;
  currency: string;
  symbol: string;
};

const booksOf = (order: StockOrderBooksRef) =>
  stockBooks(order.accountId, order.currency, order.symbol);

/** The client accounts an order's checks and holds read and move (to lock first). */
export function clientBooksOf(order: StockOrderBooksRef): BookRef[] {
  const books = booksOf(order);
  return [
    books.cash,
    books.cashHeld,
    books.cashPending,
    books.shares,
    books.sharesFrozen,
    books.sharesPending,
  ];
}

/** A buy's cash hold as a dealing-core hold (cash → cashHeld). */
export const cashHold = (order: StockOrderBooksRef, amount: string): Hold => ({
  ownerAccountId: order.accountId,
  asset: order.currency,
  amount,
  available: 'cash',
  held: 'cashHeld',
});

/** A sell's share freeze as a dealing-core hold (shares → sharesFrozen). */
export const shareHold = (order: StockOrderBooksRef, quantity: string): Hold => ({
  ownerAccountId: order.accountId,
  asset: order.symbol,
  amount: quantity,
  available: 'shares',
  held: 'sharesFrozen',
});

/** Holds `amount` more cash for a buy. */
export const holdCash = (order: StockOrderBooksRef, amount: string): Movement[] => {
  const books = booksOf(order);
  return [{ from: books.cash, to: books.cashHeld, amount }];
};

/** Gives back `amount` of a buy's held cash. */
export const releaseCash = (order: StockOrderBooksRef, amount: string): Movement[] => {
  const books = booksOf(order);
  return [{ from: books.cashHeld, to: books.cash, amount }];
};

/** Freezes `quantity` more shares for a sell. */
export const freezeShares = (order: StockOrderBooksRef, quantity: string): Movement[] => {
  const books = booksOf(order);
  return [{ from: books.shares, to: books.sharesFrozen, amount: quantity }];
};

/** Unfreezes `quantity` of a sell's frozen shares. */
export const releaseShares = (order: StockOrderBooksRef, quantity: string): Movement[] => {
  const books = booksOf(order);
  return [{ from: books.sharesFrozen, to: books.shares, amount: quantity }];
};

/** A fill as the builders take it. */
export type StockFillTerms = { quantity: string; consideration: string; fees: StockFees };

/** A buy fill: cash held pays the market and the fees; the shares arrive pending settlement. */
export function buyFillMovements(order: StockOrderBooksRef, fill: StockFillTerms): Movement[] {
  const books = booksOf(order);
  return [
    { from: books.cashHeld, to: books.marketCash, amount: fill.consideration },
    { from: books.cashHeld, to: books.fees, amount: fill.fees.total },
    { from: books.marketShares, to: books.sharesPending, amount: fill.quantity },
  ];
}

/** A sell fill: frozen shares go to the market; proceeds net of fees wait for settlement. */
export function sellFillMovements(order: StockOrderBooksRef, fill: StockFillTerms): Movement[] {
  const books = booksOf(order);
  const net = toDecimal(fill.consideration).sub(fill.fees.total);
  if (net.isNegative()) throw new RangeError('A sell fill costs more in fees than it brings');
  return [
    { from: books.sharesFrozen, to: books.marketShares, amount: fill.quantity },
    { from: books.marketCash, to: books.cashPending, amount: net.toFixed() },
    { from: books.marketCash, to: books.fees, amount: fill.fees.total },
  ];
}

/** Settles a buy fill: its pending shares become available. */
export function settleBuyMovements(order: StockOrderBooksRef, quantity: string): Movement[] {
  const books = booksOf(order);
  return [{ from: books.sharesPending, to: books.shares, amount: quantity }];
}

/** Settles a sell fill: its pending proceeds (net of fees) become available cash. */
export function settleSellMovements(order: StockOrderBooksRef, netProceeds: string): Movement[] {
  const books = booksOf(order);
  return [{ from: books.cashPending, to: books.cash, amount: netProceeds }];
}

const FEE_KEYS = [...STOCK_FEE_NAMES, 'total'] as const satisfies readonly (keyof StockFees)[];

/** Fees minus fees, component by component (never below zero). */
export function subtractFees(after: StockFees, before: StockFees): StockFees {
  const entries = FEE_KEYS.map((key) => {
    const value = Decimal.max(toDecimal(after[key]).sub(before[key]), '0');
    return [key, value.toFixed()] as const;
  });
  return Object.fromEntries(entries) as StockFees;
}

/** Zero fees. */
export const NO_FEES: StockFees = {
  brokerage: '0',
  sfcLevy: '0',
  afrcLevy: '0',
  tradingFee: '0',
  stampDuty: '0',
  ccass: '0',
  secFee: '0',
  total: '0',
};

/** How fees are computed for one exchange and side (shared/domain/stock-fees.ts `feesFor`). */
export type FeesOf = (consideration: string, quantity: string) => StockFees;

/**
 * The fees of one fill: the order's fees on its cumulative consideration (earlier fills plus
 * this one) minus the fees of the earlier fills, so minimums and rounding apply once per order.
 */
export function feesOfFill(
  feesOf: FeesOf,
  before: { quantity: string; consideration: string },
  fill: { quantity: string; consideration: string },
): StockFees {
  const afterConsideration = toDecimal(before.consideration).add(fill.consideration).toFixed();
  const afterQuantity = toDecimal(before.quantity).add(fill.quantity).toFixed();
  const earlier = toDecimal(before.quantity).isZero()
    ? NO_FEES
    : feesOf(before.consideration, before.quantity);
  return subtractFees(feesOf(afterConsideration, afterQuantity), earlier);
}

/**
 * The cash a buy needs held for what is left of it: the order's total (what is filled at its
 * fill prices plus what is left at the hold price) with the fees on that total, minus what the
 * fills have already paid (their consideration and fees).
 */
export function requiredBuyHold(
  feesOf: FeesOf,
  order: {
    quantity: string;
    filledQuantity: string;
    filledConsideration: string;
    /** The price the rest is held at (the limit, or a price-less order's reference price). */
    holdPrice: string;
    precision: number;
  },
): string {
  const remaining = toDecimal(order.quantity).sub(order.filledQuantity);
  if (remaining.lte(0)) return '0';
  const rest = toDecimal(roundDecimal(remaining.mul(order.holdPrice), order.precision, 'up'));
  const total = rest.add(order.filledConsideration);
  const feesTotal = toDecimal(feesOf(total.toFixed(), order.quantity).total);
  const paidFees = toDecimal(order.filledQuantity).isZero()
    ? toDecimal('0')
    : toDecimal(feesOf(order.filledConsideration, order.filledQuantity).total);
  return Decimal.max(rest.add(feesTotal).sub(paidFees), '0').toFixed();
}

/** How much of `held` a buy no longer needs once `required` is all the rest needs. */
export function excessHold(held: string, required: string): string {
  return Decimal.max(toDecimal(held).sub(required), '0').toFixed();
}
