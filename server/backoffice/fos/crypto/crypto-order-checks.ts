import Decimal from 'decimal.js';
import type { CryptoPair, CryptoQuote } from '../../../../shared/contracts/crypto-market';
import { cryptoOrderResultCode as code } from '../../../../shared/domain/crypto-order-result';
import { decimalPlaces, isDecimalString, toDecimal } from '../../../../shared/domain/decimal';
import type { CryptoOrderTerms } from '../../ports/fos-crypto.port';
import { decimalsOf, feeOf, roundAsset, restingBuyHold } from './crypto-books';

/**
 * A crypto order's checks (issue 23 §3), in this order, each with its code
 * (shared/domain/crypto-order-result.ts): 8901 unknown pair, 8902 suspended, 8908 a limit
 * without a positive price, 8903 quantity or amount not positive, 8904 too many decimals (a
 * quantity beyond the asset's places, an amount beyond the currency's, a price beyond the pair's),
 * 8906 a price off the tick, 8905 below the pair's minimum quantity or amount, and (with the
 * books, `balanceRefusal`) 8907 not enough available, fee included.
 *
 * How an order executes, decided here once for preview and placement:
 * - a market order trades at once at the ask (buy) or bid (sell) of the quote at the clock's
 *   instant, as a taker; a limit buy at or above the ask (sell at or below the bid) crosses and
 *   does the same at the quote; any other limit rests at its price and fills later as a maker;
 * - sizing by amount: for a buy the amount is everything the client spends, fee included, so the
 *   quantity is `floor(amount / (price × (1 + fee rate)))` at the asset's places and the amount
 *   traded plus its fee never exceed it; for a sell the amount is the gross proceeds wanted, the
 *   quantity `floor(amount / price)`;
 * - amounts are `quantity × price` rounded half up to the quote currency, a resting buy's hold
 *   its amount rounded up; fees `amount × rate` rounded up.
 */

/** What an order will do once placed, priced at the quote (taker) or its limit (maker). */
export type CryptoPlan = {
  pair: CryptoPair;
  liquidity: 'maker' | 'taker';
  price: string;
  quantity: string;
  amount: string;
  feeRate: string;
  fee: string;
  /** Buy: amount + fee; sell: amount − fee. */
  total: string;
  /** A resting order's hold (fiat for a buy, the asset for a sell); 0 when it trades at once. */
  holdAmount: string;
};

/** The checks' answer: the first failing code (0: none) and the plan when every check passed. */
export type CryptoCheckOutcome = { result: number; plan: CryptoPlan | null; pair?: CryptoPair };

const positive = (text: string | undefined) =>
  text !== undefined && isDecimalString(text) && toDecimal(text).gt(0);

const tooPrecise = (text: string | undefined, places: number) =>
  text !== undefined && decimalPlaces(text) > places;

/** The price an order executes at and its fee rate: the quote's side, or its limit. */
function executionOf(terms: CryptoOrderTerms, pair: CryptoPair, quote: CryptoQuote) {
  const touch = terms.side === 'B' ? quote.ask : quote.bid;
  const crosses =
    terms.orderType === 'market' ||
    (terms.side === 'B'
      ? toDecimal(terms.price ?? '0').gte(touch)
      : toDecimal(terms.price ?? '0').lte(touch));
  return crosses
    ? { liquidity: 'taker' as const, price: touch, feeRate: pair.takerFeeRate }
    : { liquidity: 'maker' as const, price: terms.price ?? touch, feeRate: pair.makerFeeRate };
}

/** The quantity an amount buys or sells at a price (see the rules above). */
function quantityFor(terms: CryptoOrderTerms, pair: CryptoPair, price: string, rate: string) {
  const amount = toDecimal(terms.amount ?? '0');
  const unit =
    terms.side === 'B' ? toDecimal(price).mul(toDecimal('1').add(rate)) : toDecimal(price);
  let quantity = amount.div(unit).toDecimalPlaces(pair.quantityDecimals, Decimal.ROUND_DOWN);
  // Rounding the amount and the fee up may still pass the asked amount by a unit: one step back.
  const step = toDecimal('1').div(toDecimal('10').pow(pair.quantityDecimals));
  while (terms.side === 'B' && quantity.gt(0)) {
    const traded = roundAsset(quantity.mul(price), pair.quoteCurrency, 'normal');
    if (
      toDecimal(traded)
        .add(feeOf(traded, rate, pair.quoteCurrency))
        .lte(amount)
    )
      break;
    quantity = quantity.sub(step);
  }
  return quantity.toFixed();
}

/** Runs the checks that need no books; `plan` is set when they all pass. */
export function checkCryptoOrder(
  terms: CryptoOrderTerms,
  pair: CryptoPair | undefined,
  quote: CryptoQuote | undefined,
): CryptoCheckOutcome {
  if (!pair || !quote) return { result: code('unknownPair'), plan: null };
  const refuse = (name: Parameters<typeof code>[0]) => ({ result: code(name), plan: null, pair });
  if (pair.isSuspended || quote.isSuspended) return refuse('pairSuspended');
  if (terms.orderType === 'limit' && !positive(terms.price)) return refuse('priceNotPositive');
  const sized = terms.sizing === 'quantity' ? terms.quantity : terms.amount;
  if (!positive(sized)) return refuse('quantityNotPositive');
  if (
    tooPrecise(terms.sizing === 'quantity' ? terms.quantity : undefined, pair.quantityDecimals) ||
    tooPrecise(
      terms.sizing === 'amount' ? terms.amount : undefined,
      decimalsOf(pair.quoteCurrency),
    ) ||
    tooPrecise(terms.orderType === 'limit' ? terms.price : undefined, pair.priceDecimals)
  ) {
    return refuse('tooManyDecimals');
  }
  if (
    terms.orderType === 'limit' &&
    !toDecimal(terms.price ?? '0')
      .mod(pair.priceTick)
      .isZero()
  ) {
    return refuse('priceOffTick');
  }
  const execution = executionOf(terms, pair, quote);
  const quantity =
    terms.sizing === 'quantity'
      ? toDecimal(terms.quantity ?? '0').toFixed()
      : quantityFor(terms, pair, execution.price, execution.feeRate);
  const amount = roundAsset(toDecimal(quantity).mul(execution.price), pair.quoteCurrency, 'normal');
  if (toDecimal(quantity).lt(pair.minQuantity) || toDecimal(amount).lt(pair.minAmount)) {
    return refuse('belowMinimum');
  }
  const fee = feeOf(amount, execution.feeRate, pair.quoteCurrency);
  const isBuy = terms.side === 'B';
  const holdAmount =
    execution.liquidity === 'taker'
      ? '0'
      : isBuy
        ? restingBuyHold(quantity, execution.price, execution.feeRate, pair.quoteCurrency)
        : quantity;
  return {
    result: 0,
    pair,
    plan: {
      pair,
      ...execution,
      quantity,
      amount,
      fee,
      total: (isBuy ? toDecimal(amount).add(fee) : toDecimal(amount).sub(fee)).toFixed(),
      holdAmount,
    },
  };
}

/** Available fiat of the quote currency and the available asset, as the books hold them. */
export type CryptoBalances = { cash: string; asset: string };

/** What the order takes from the available balance: a buy's cost or hold, a sell's quantity. */
export function neededOf(plan: CryptoPlan, side: 'B' | 'S'): string {
  if (side === 'S') return plan.quantity;
  return plan.liquidity === 'taker' ? plan.total : plan.holdAmount;
}

/** 8907 when the available balance does not cover the order (fee included), else 0. */
export function balanceRefusal(plan: CryptoPlan, side: 'B' | 'S', balances: CryptoBalances) {
  const available = side === 'B' ? balances.cash : balances.asset;
  return toDecimal(neededOf(plan, side)).gt(available) ? code('insufficientBalance') : 0;
}

/** The most a client could buy at the plan's price and rate with its available fiat. */
export function maxBuyQuantity(plan: Pick<CryptoPlan, 'pair' | 'price' | 'feeRate'>, cash: string) {
  return quantityFor(
    { pair: plan.pair.pair, side: 'B', orderType: 'market', sizing: 'amount', amount: cash },
    plan.pair,
    plan.price,
    plan.feeRate,
  );
}
