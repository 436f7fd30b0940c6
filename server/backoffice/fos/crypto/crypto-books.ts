import Decimal from 'decimal.js';
import { currencyFor } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import { roundDecimal } from '../../../../shared/domain/rounding';
import { clientBook, firmBook, type BookRef, type Movement } from '../../core/books/ledger';
import type { Hold } from '../../core/dealing/holds';

/**
 * The books' rules of crypto trading in one place (issue 23 §1), as `Movement[]` posted with the
 * core's `postJournal` / `journalWrites`; placement, cancel and the matching job call these
 * builders, never their own movements.
 *
 * The accounts (books/ledger.ts kinds), all of the Fos client's own, never a Gateway account:
 * - fiat by currency (USD, HKD): `cash` (available), `cashHeld` (held by resting buys); their
 *   net moves are the Fos account's cash movements, as for any client;
 * - virtual assets by asset (BTC, ETH, USDT): `crypto` (available), `cryptoHeld` (held by
 *   resting sells); asset type `crypto`, never counted as cash;
 * - the firm's Fos side: `fosMarket` (the venue: fiat and assets of every fill), `fosFees`
 *   (fees, in the quote currency), `fosClearing` (opening balances of the demo book).
 *
 * Every amount is at its asset's precision: BTC and ETH 8 places, USDT 6, fiat the currency's
 * (shared/domain/currency.ts). The life of an order on the books:
 * - a market order, or a limit that crosses the quote when placed, fills at once from the
 *   available kinds (`takerFillMovements`), holding nothing;
 * - a resting buy holds its limit amount plus the maker fee (`cash` → `cashHeld`); a resting
 *   sell holds its quantity (`crypto` → `cryptoHeld`);
 * - a fill of a resting order pays from the held kinds (`makerFillMovements`);
 * - its end (filled, cancelled) gives back what is still held, once, on the status move out of a
 *   working status under the order's row lock.
 */

/** Fraction digits of an asset or currency (BTC, ETH 8; USDT 6; fiat its precision). */
export const decimalsOf = (asset: string): number => currencyFor(asset).precision;

/** Rounds an amount of an asset or currency to its precision. */
export const roundAsset = (value: Decimal.Value, asset: string, mode: 'up' | 'down' | 'normal') =>
  roundDecimal(toDecimal(String(value)), decimalsOf(asset), mode);

/** What the builders need of an order. */
export type CryptoOrderBooksRef = { accountId: number; base: string; quoteCurrency: string };

/** Client and firm accounts of one order's asset and quote currency. */
export const cryptoBooks = (order: CryptoOrderBooksRef) => ({
  cash: clientBook('cash', order.accountId, order.quoteCurrency),
  cashHeld: clientBook('cashHeld', order.accountId, order.quoteCurrency),
  asset: clientBook('crypto', order.accountId, order.base),
  assetHeld: clientBook('cryptoHeld', order.accountId, order.base),
  marketCash: firmBook('fosMarket', 'cash', order.quoteCurrency),
  marketAsset: firmBook('fosMarket', 'crypto', order.base),
  fees: firmBook('fosFees', 'cash', order.quoteCurrency),
});

/** The client accounts an order's checks and holds read and move (to lock first). */
export function clientCryptoBooksOf(order: CryptoOrderBooksRef): BookRef[] {
  const books = cryptoBooks(order);
  return [books.cash, books.cashHeld, books.asset, books.assetHeld];
}

/** A resting order's hold: the quote currency of a buy, the asset of a sell. */
export function cryptoHold(order: CryptoOrderBooksRef & { side: 'B' | 'S' }, amount: string): Hold {
  return order.side === 'B'
    ? {
        ownerAccountId: order.accountId,
        asset: order.quoteCurrency,
        amount,
        available: 'cash',
        held: 'cashHeld',
      }
    : {
        ownerAccountId: order.accountId,
        asset: order.base,
        amount,
        available: 'crypto',
        held: 'cryptoHeld',
      };
}

/** One execution as the builders take it. */
export type CryptoFillTerms = { quantity: string; amount: string; fee: string };

function fillMovements(
  order: CryptoOrderBooksRef & { side: 'B' | 'S' },
  fill: CryptoFillTerms,
  fromHeld: boolean,
): Movement[] {
  const books = cryptoBooks(order);
  if (order.side === 'B') {
    const payer = fromHeld ? books.cashHeld : books.cash;
    return [
      { from: payer, to: books.marketCash, amount: fill.amount },
      { from: payer, to: books.fees, amount: fill.fee },
      { from: books.marketAsset, to: books.asset, amount: fill.quantity },
    ];
  }
  const net = toDecimal(fill.amount).sub(fill.fee);
  if (net.isNegative()) throw new RangeError('A sell fill costs more in fees than it brings');
  return [
    {
      from: fromHeld ? books.assetHeld : books.asset,
      to: books.marketAsset,
      amount: fill.quantity,
    },
    { from: books.marketCash, to: books.cash, amount: net.toFixed() },
    { from: books.marketCash, to: books.fees, amount: fill.fee },
  ];
}

/** A fill within the placement (market, or a limit crossing the quote): from the available kinds. */
export const takerFillMovements = (
  order: CryptoOrderBooksRef & { side: 'B' | 'S' },
  fill: CryptoFillTerms,
) => fillMovements(order, fill, false);

/** A fill of a resting order: from what it holds. */
export const makerFillMovements = (
  order: CryptoOrderBooksRef & { side: 'B' | 'S' },
  fill: CryptoFillTerms,
) => fillMovements(order, fill, true);

/** The fee on an amount at a rate, rounded up to the quote currency. */
export const feeOf = (amount: string, rate: string, currency: string): string =>
  roundAsset(toDecimal(amount).mul(rate), currency, 'up');

/**
 * The amount and fee of a resting order's fill at its limit price, as the order's cumulative
 * figures after the fill minus those before it: every fill is at the limit, so however the order
 * fills, its total is `round(quantity × limit) + fee`, never above what a buy holds.
 */
export function makerFillOf(
  order: { price: string; filledQuantity: string; filledAmount: string; fee: string },
  quantity: string,
  rate: string,
  currency: string,
): CryptoFillTerms {
  const cumulative = toDecimal(order.filledQuantity).add(quantity);
  const amountAfter = roundAsset(cumulative.mul(order.price), currency, 'normal');
  const feeAfter = feeOf(amountAfter, rate, currency);
  return {
    quantity: toDecimal(quantity).toFixed(),
    amount: toDecimal(amountAfter).sub(order.filledAmount).toFixed(),
    fee: Decimal.max(toDecimal(feeAfter).sub(order.fee), '0').toFixed(),
  };
}

/** What a resting buy holds: its limit amount rounded up, plus the maker fee on it. */
export function restingBuyHold(quantity: string, price: string, rate: string, currency: string) {
  const amount = roundAsset(toDecimal(quantity).mul(price), currency, 'up');
  return toDecimal(amount)
    .add(feeOf(amount, rate, currency))
    .toFixed();
}
