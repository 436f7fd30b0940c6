import type { CryptoDepth, CryptoPair, CryptoQuote } from '../../shared/contracts/crypto-market';
import { addCalendarDays, hongKongDate } from '../../shared/domain/business-calendar';
import { toDecimal } from '../../shared/domain/decimal';
import { roundDecimal } from '../../shared/domain/rounding';
import type { CryptoBar, CryptoFeed } from './crypto-feed';
import { createAssetBars, type AssetBars, type TickBar } from './simulated-crypto-bars';
import {
  CRYPTO_ASSET_WALKS,
  SIMULATED_CRYPTO_PAIRS,
  SIMULATED_USD_HKD_RATE,
} from './simulated-crypto-pairs';
import {
  DAY_MS,
  createAssetWalk,
  seededUint32,
  unitsToDecimal,
  type AssetWalk,
} from './simulated-crypto-walk';

/**
 * The simulated crypto feed (issue 23 §2): BTC, ETH and USDT against USD, each on its own walk
 * from the seed (simulated-crypto-walk.ts), and the same three against HKD, priced from the USD
 * pair through the USD/HKD rate of the HKD pivot. Crypto trades 24 hours a day, 7 days a week:
 * every answer is a pure function of the seed and the instant, with no sessions or holidays.
 *
 * The parts: simulated-crypto-pairs.ts (the pairs and their rules, the walks' data),
 * simulated-crypto-walk.ts (the price at an instant, the trades of a minute),
 * simulated-crypto-bars.ts (bars and tape); this file composes them and prices the HKD pairs.
 */

/** Options of the simulated crypto feed: its seed, and the pairs it shows as suspended. */
export type SimulatedCryptoOptions = { seed: number; suspendedPairs?: readonly string[] };

/** A pair as the feed prices it: its asset's walk and bars, and USD ticks → the pair's ticks. */
type PairState = {
  pair: CryptoPair;
  asset: AssetWalk;
  bars: AssetBars;
  toPairTicks(usdTicks: number): number;
};

/** The most daily bars one call answers (three years): a range reaching further is cut. */
const MAX_DAILY_BARS = 1096;

/** Half the bid-ask spread: 0.005 % of the price, at least one tick. */
const HALF_SPREAD = 0.00005;

/** USD ticks → HKD ticks at `rate`, half up, in integers (BigInt: no float touches the rate). */
function throughRate(rate: string, usdDecimals: number, pairDecimals: number) {
  const [whole = '0', fraction = ''] = rate.split('.');
  const numerator = BigInt(`${whole}${fraction}`) * 10n ** BigInt(pairDecimals);
  const denominator = 10n ** BigInt(fraction.length + usdDecimals);
  return (usdTicks: number): number =>
    Number((2n * BigInt(usdTicks) * numerator + denominator) / (2n * denominator));
}

/** `change / open × 100` to two decimals, half away from zero. */
const percentOf = (change: string, open: string): string =>
  toDecimal(open).isZero() ? '0.00' : roundDecimal(toDecimal(change).div(open).times(100), 2);

/** The embedded crypto feed over the six simulated pairs. */
export function createSimulatedCryptoFeed(options: SimulatedCryptoOptions): CryptoFeed {
  const suspended = new Set(options.suspendedPairs ?? []);
  const pairs = SIMULATED_CRYPTO_PAIRS.map((pair) => ({
    ...pair,
    isSuspended: pair.isSuspended || suspended.has(pair.pair),
  }));
  const assets = new Map(
    CRYPTO_ASSET_WALKS.map((walk) => {
      const usdPair = pairs.find(
        (pair) => pair.base === walk.asset && pair.quoteCurrency === 'USD',
      );
      const asset = createAssetWalk(walk, options.seed, usdPair?.priceDecimals ?? 2);
      return [walk.asset, { asset, bars: createAssetBars(asset) }] as const;
    }),
  );
  const states = new Map<string, PairState>();
  for (const pair of pairs) {
    const walked = assets.get(pair.base);
    if (!walked) continue;
    const toPairTicks =
      pair.quoteCurrency === 'USD'
        ? (ticks: number) => ticks
        : throughRate(SIMULATED_USD_HKD_RATE, walked.asset.priceDecimals, pair.priceDecimals);
    states.set(pair.pair, { pair, ...walked, toPairTicks });
  }

  const priceOf = (state: PairState, usdTicks: number) =>
    unitsToDecimal(state.toPairTicks(usdTicks), state.pair.priceDecimals);
  const quantityOf = (state: PairState, units: number) =>
    unitsToDecimal(units, state.pair.quantityDecimals);
  const barOf = (state: PairState, bar: TickBar): CryptoBar => ({
    time: new Date(bar.start).toISOString(),
    open: priceOf(state, bar.open),
    high: priceOf(state, bar.high),
    low: priceOf(state, bar.low),
    close: priceOf(state, bar.close),
    volume: quantityOf(state, bar.units),
  });
  /** Last, bid and ask in USD ticks at an instant. */
  const touchOf = (state: PairState, time: number) => {
    const last = state.asset.ticksAt(time);
    const half = Math.max(1, Math.round(last * HALF_SPREAD));
    return { last, bid: last - half, ask: last + half, half };
  };

  const quoteOf = (state: PairState, at: Date): CryptoQuote => {
    const time = at.getTime();
    const touch = touchOf(state, time);
    const openTicks = state.asset.ticksAt(time - DAY_MS);
    let high = Math.max(openTicks, touch.last);
    let low = Math.min(openTicks, touch.last);
    let units = 0;
    for (const bar of state.bars.minuteBars(time)) {
      high = Math.max(high, bar.high);
      low = Math.min(low, bar.low);
      units += bar.units;
    }
    const last = priceOf(state, touch.last);
    const open24h = priceOf(state, openTicks);
    const change = toDecimal(last).minus(open24h).toFixed(state.pair.priceDecimals);
    return {
      pair: state.pair.pair,
      base: state.pair.base,
      quoteCurrency: state.pair.quoteCurrency,
      last,
      open24h,
      high24h: priceOf(state, high),
      low24h: priceOf(state, low),
      change24h: change,
      changePercent24h: percentOf(change, open24h),
      volume24h: quantityOf(state, units),
      bid: priceOf(state, touch.bid),
      ask: priceOf(state, touch.ask),
      isSuspended: state.pair.isSuspended,
      at: at.toISOString(),
    };
  };

  const depthOf = (state: PairState, at: Date): CryptoDepth => {
    const time = at.getTime();
    if (state.pair.isSuspended) {
      return { pair: state.pair.pair, bids: [], asks: [], at: at.toISOString() };
    }
    const touch = touchOf(state, time);
    const step = Math.max(1, Math.round(touch.half / 2));
    const second = Math.floor(time / 1000);
    const { min, max } = state.asset.walk.tradeUnits;
    const level = (side: number, index: number, ticks: number) => {
      const draw = seededUint32(state.asset.seed, 300 + side * 10 + index, second);
      const units = min + Math.floor(((max - min) * (draw % 10_000)) / 10_000);
      return {
        price: priceOf(state, ticks),
        quantity: quantityOf(state, units * (1 + index)),
        orders: 1 + (draw % 12),
      };
    };
    const levels = Array.from({ length: 10 }, (_, index) => index);
    return {
      pair: state.pair.pair,
      bids: levels.map((index) => level(0, index, touch.bid - index * step)),
      asks: levels.map((index) => level(1, index, touch.ask + index * step)),
      at: at.toISOString(),
    };
  };

  return {
    pairs: () => Promise.resolve(pairs),
    pair: (pair) => Promise.resolve(states.get(pair)?.pair),
    quote: (pair, at) => {
      const state = states.get(pair);
      return Promise.resolve(state && quoteOf(state, at));
    },
    depth: (pair, at) => {
      const state = states.get(pair);
      return Promise.resolve(state && depthOf(state, at));
    },
    minuteBars: (pair, at) => {
      const state = states.get(pair);
      if (!state) return Promise.resolve([]);
      return Promise.resolve(state.bars.minuteBars(at.getTime()).map((bar) => barOf(state, bar)));
    },
    dailyBars: (pair, at, range = {}) => {
      const state = states.get(pair);
      if (!state) return Promise.resolve([]);
      const today = hongKongDate(at);
      const to = range.to !== undefined && range.to < today ? range.to : today;
      const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
      const earliest = addCalendarDays(to, -MAX_DAILY_BARS + 1);
      const from = [range.from ?? yearAgo, earliest].sort().at(-1) as string;
      const bars: CryptoBar[] = [];
      for (let date = from; date <= to; date = addCalendarDays(date, 1)) {
        bars.push(barOf(state, state.bars.dayBar(date, at.getTime())));
      }
      return Promise.resolve(bars);
    },
    tape: (pair, from, to) => {
      const state = states.get(pair);
      if (!state || state.pair.isSuspended) return Promise.resolve([]);
      const trades = state.bars.tape(from.getTime(), to.getTime());
      return Promise.resolve(
        trades.map((trade) => ({
          at: new Date(trade.time),
          price: priceOf(state, trade.ticks),
          quantity: quantityOf(state, trade.units),
        })),
      );
    },
    usdPrice: (asset, at) => {
      const state = states.get(`${asset}-USD`);
      return Promise.resolve(state && priceOf(state, state.asset.ticksAt(at.getTime())));
    },
  };
}
