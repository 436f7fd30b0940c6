import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../shared/domain/decimal';
import { LANGUAGES } from '../../shared/i18n/languages';
import type { CryptoBar } from './crypto-feed';
import { SIMULATION_SEED } from './simulated-feed-context';
import { createSimulatedCryptoFeed } from './simulated-crypto';
import { MAX_TAPE_TRADES } from './simulated-crypto-bars';
import { SIMULATED_USD_HKD_RATE } from './simulated-crypto-pairs';

const feed = createSimulatedCryptoFeed({ seed: SIMULATION_SEED });
/** An instant in Hong Kong time (UTC+8, no daylight saving). */
const hkt = (local: string) => new Date(`${local}+08:00`);
const dec = toDecimal;

const USD_PAIRS = ['BTC-USD', 'ETH-USD', 'USDT-USD'] as const;
const PAIRS = [...USD_PAIRS, 'BTC-HKD', 'ETH-HKD', 'USDT-HKD'] as const;

/** Whether a price is a whole number of ticks. */
const isOnTick = (price: string, tick: string) => dec(price).mod(tick).isZero();

function expectBarConsistent(bar: CryptoBar, label: string) {
  expect(dec(bar.high).gte(dec(bar.open)) && dec(bar.high).gte(dec(bar.close)), label).toBe(true);
  expect(dec(bar.low).lte(dec(bar.open)) && dec(bar.low).lte(dec(bar.close)), label).toBe(true);
}

async function lastOf(pair: string, at: Date): Promise<string> {
  const quote = await feed.quote(pair, at);
  if (!quote) throw new Error(`no quote of ${pair}`);
  return quote.last;
}

describe('the simulated crypto pairs', () => {
  it('lists BTC, ETH and USDT against USD, then against HKD, with their rules as data', async () => {
    const pairs = await feed.pairs();
    expect(pairs.map((pair) => pair.pair)).toEqual(PAIRS);
    const btc = pairs[0];
    expect(btc).toMatchObject({
      priceTick: '0.01',
      quantityDecimals: 8,
      minQuantity: '0.0001',
      minAmount: '10',
      makerFeeRate: '0.001',
      takerFeeRate: '0.0015',
      isSuspended: false,
    });
    expect(btc?.name).toEqual({ en: 'Bitcoin', 'zh-HK': '比特幣', 'zh-CN': '比特币' });
    const usdtHkd = await feed.pair('USDT-HKD');
    expect(usdtHkd).toMatchObject({ priceTick: '0.0001', quantityDecimals: 6, minAmount: '80' });
    expect((await feed.pair('ETH-USD'))?.minQuantity).toBe('0.001');
    for (const pair of pairs) {
      for (const language of LANGUAGES) expect(pair.name[language], pair.pair).not.toBe('');
      expect(pair.isSuspended).toBe(false);
    }
  });

  it('suspends the pairs its options name, and only those', async () => {
    const suspended = createSimulatedCryptoFeed({
      seed: SIMULATION_SEED,
      suspendedPairs: ['ETH-HKD'],
    });
    const at = hkt('2026-11-24T10:00:00');
    expect((await suspended.pair('ETH-HKD'))?.isSuspended).toBe(true);
    expect((await suspended.pair('ETH-USD'))?.isSuspended).toBe(false);
    expect((await suspended.quote('ETH-HKD', at))?.isSuspended).toBe(true);
    expect((await suspended.depth('ETH-HKD', at))?.bids).toEqual([]);
    expect(await suspended.tape('ETH-HKD', new Date(at.getTime() - 600_000), at)).toEqual([]);
  });

  it('answers undefined or nothing for an unknown pair', async () => {
    const at = hkt('2026-11-24T10:00:00');
    expect(await feed.pair('DOGE-USD')).toBeUndefined();
    expect(await feed.quote('DOGE-USD', at)).toBeUndefined();
    expect(await feed.depth('BTC-EUR', at)).toBeUndefined();
    expect(await feed.minuteBars('DOGE-USD', at)).toEqual([]);
    expect(await feed.dailyBars('DOGE-USD', at)).toEqual([]);
    expect(await feed.tape('DOGE-USD', new Date(at.getTime() - 60_000), at)).toEqual([]);
    expect(await feed.usdPrice('DOGE', at)).toBeUndefined();
  });
});

describe('the simulated crypto quotes', () => {
  it('gives the same quote for the same instant, from a fresh feed too', async () => {
    const at = hkt('2026-11-24T10:17:23.456');
    const again = createSimulatedCryptoFeed({ seed: SIMULATION_SEED });
    for (const pair of PAIRS) {
      const quote = await feed.quote(pair, at);
      expect(await again.quote(pair, at)).toEqual(quote);
      expect(await feed.quote(pair, at)).toEqual(quote);
      expect(quote?.at).toBe(at.toISOString());
    }
    const otherSeed = createSimulatedCryptoFeed({ seed: SIMULATION_SEED + 1 });
    expect((await otherSeed.quote('BTC-USD', at))?.last).not.toBe(await lastOf('BTC-USD', at));
  });

  it('keeps prices on the tick, the touch around the last, and the levels realistic', async () => {
    const at = hkt('2026-11-24T10:00:00');
    const ranges: Record<string, [string, string]> = {
      BTC: ['60000', '100000'],
      ETH: ['2000', '4000'],
      USDT: ['0.998', '1.002'],
    };
    for (const pair of await feed.pairs()) {
      const quote = await feed.quote(pair.pair, at);
      if (!quote) throw new Error(pair.pair);
      const prices = [quote.last, quote.bid, quote.ask, quote.open24h, quote.high24h, quote.low24h];
      for (const price of prices) expect(isOnTick(price, pair.priceTick), price).toBe(true);
      expect(dec(quote.bid).lt(quote.last) && dec(quote.last).lt(quote.ask)).toBe(true);
      expect(dec(quote.low24h).lte(quote.last) && dec(quote.last).lte(quote.high24h)).toBe(true);
      expect(dec(quote.change24h).eq(dec(quote.last).minus(quote.open24h))).toBe(true);
      expect(dec(quote.volume24h).gt(0)).toBe(true);
      if (pair.quoteCurrency === 'USD') {
        const [low, high] = ranges[pair.base] ?? ['0', '0'];
        expect(dec(quote.last).gte(low) && dec(quote.last).lte(high), quote.last).toBe(true);
      }
    }
    expect(await feed.usdPrice('BTC', at)).toBe(await lastOf('BTC-USD', at));
    expect(await feed.usdPrice('USDT', at)).toBe(await lastOf('USDT-USD', at));
  });

  it('prices each HKD pair as its USD pair times the USD/HKD rate, within half a tick', async () => {
    for (const at of [hkt('2026-11-24T10:00:00'), hkt('2026-12-25T03:33:33')]) {
      for (const base of ['BTC', 'ETH', 'USDT']) {
        const usd = await feed.quote(`${base}-USD`, at);
        const hkd = await feed.quote(`${base}-HKD`, at);
        const tick = (await feed.pair(`${base}-HKD`))?.priceTick ?? '';
        for (const field of ['last', 'bid', 'ask', 'open24h'] as const) {
          const expected = dec(usd?.[field] ?? '0').times(SIMULATED_USD_HKD_RATE);
          const gap = dec(hkd?.[field] ?? '0')
            .minus(expected)
            .abs();
          expect(gap.lte(dec(tick).div(2)), `${base} ${field}`).toBe(true);
        }
      }
    }
  });

  it('moves around the clock: across a weekend and on a Hong Kong holiday', async () => {
    const instants = [
      hkt('2026-11-28T03:00:00'), // a Saturday night
      hkt('2026-11-29T15:00:00'), // a Sunday afternoon
      hkt('2026-12-25T12:00:00'), // Christmas Day, a Hong Kong holiday
      hkt('2026-12-25T12:00:05'),
      hkt('2026-12-25T12:00:10'),
      hkt('2026-12-25T23:59:00'),
    ];
    for (const pair of ['BTC-USD', 'ETH-HKD']) {
      const prices = await Promise.all(instants.map((at) => lastOf(pair, at)));
      expect(new Set(prices).size, pair).toBe(instants.length);
    }
    const holiday = hkt('2026-12-25T12:00:00');
    expect((await feed.minuteBars('BTC-USD', holiday)).at(-1)?.time).toBe(
      new Date(holiday.getTime()).toISOString(),
    );
  });
});

describe('the simulated crypto depth, bars and tape', () => {
  it('has ten levels each side, best first, around the touch, the same for the same instant', async () => {
    const at = hkt('2026-11-24T10:00:00');
    for (const pair of PAIRS) {
      const depth = await feed.depth(pair, at);
      const quote = await feed.quote(pair, at);
      if (!depth || !quote) throw new Error(pair);
      expect(depth.bids).toHaveLength(10);
      expect(depth.asks).toHaveLength(10);
      expect(depth.bids[0]?.price).toBe(quote.bid);
      expect(depth.asks[0]?.price).toBe(quote.ask);
      const bids = depth.bids.map((level) => dec(level.price));
      const asks = depth.asks.map((level) => dec(level.price));
      for (let index = 1; index < 10; index += 1) {
        expect(bids[index]?.lt(bids[index - 1] ?? 0), pair).toBe(true);
        expect(asks[index]?.gt(asks[index - 1] ?? 0), pair).toBe(true);
      }
      for (const level of [...depth.bids, ...depth.asks]) {
        expect(dec(level.quantity).gt(0)).toBe(true);
        expect(level.orders).toBeGreaterThan(0);
      }
      expect(await feed.depth(pair, at)).toEqual(depth);
    }
  });

  it('draws 24 hours of minute bars up to the instant, each containing its closes', async () => {
    const at = hkt('2026-12-25T12:34:56');
    const bars = await feed.minuteBars('ETH-USD', at);
    expect(bars).toHaveLength(1440);
    expect(bars.at(-1)?.time).toBe(hkt('2026-12-25T12:34:00').toISOString());
    expect(bars.at(-1)?.close).toBe(await lastOf('ETH-USD', at));
    expect(bars[0]?.time).toBe(hkt('2026-12-24T12:35:00').toISOString());
    bars.forEach((bar, index) => expectBarConsistent(bar, `${index}`));
    const later = await feed.minuteBars('ETH-USD', new Date(at.getTime() + 60_000));
    expect(later[later.length - 3]).toEqual(bars[bars.length - 2]);
  });

  it('draws a year of Hong Kong daily bars by default, and a range when asked', async () => {
    const at = hkt('2026-11-24T10:00:00');
    const bars = await feed.dailyBars('BTC-HKD', at);
    expect(bars.at(-1)?.time).toBe(hkt('2026-11-24T00:00:00').toISOString());
    expect(bars[0]?.time).toBe(hkt('2025-11-24T00:00:00').toISOString());
    expect(bars.at(-1)?.close).toBe(await lastOf('BTC-HKD', at));
    bars.forEach((bar) => expectBarConsistent(bar, bar.time));
    const range = await feed.dailyBars('BTC-HKD', at, { from: '2026-10-01', to: '2026-10-07' });
    expect(range.map((bar) => bar.time)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((day) => hkt(`2026-10-0${day}T00:00:00`).toISOString()),
    );
    expect(range[0]).toEqual(bars.find((bar) => bar.time === range[0]?.time));
  });

  it('prints a few trades a minute in (from, to], at the walk’s prices', async () => {
    const to = hkt('2026-12-25T12:00:00');
    const from = new Date(to.getTime() - 10 * 60_000);
    for (const pair of ['BTC-USD', 'USDT-HKD']) {
      const tape = await feed.tape(pair, from, to);
      expect(tape.length, pair).toBeGreaterThanOrEqual(20);
      expect(tape.length, pair).toBeLessThanOrEqual(50);
      const definition = await feed.pair(pair);
      for (const [index, trade] of tape.entries()) {
        expect(trade.at > from && trade.at <= to).toBe(true);
        if (index > 0) expect(trade.at > (tape[index - 1]?.at ?? to)).toBe(true);
        expect(trade.price).toBe(await lastOf(pair, trade.at));
        expect(dec(trade.quantity).gt(0)).toBe(true);
        expect(dec(trade.quantity).decimalPlaces()).toBeLessThanOrEqual(
          definition?.quantityDecimals ?? 0,
        );
      }
      // The bounds: a trade at `to` is in, one at `from` is not.
      const last = tape.at(-1);
      if (!last) throw new Error('empty tape');
      expect((await feed.tape(pair, new Date(last.at.getTime() - 1), last.at)).at(-1)).toEqual(
        last,
      );
      expect(await feed.tape(pair, last.at, new Date(last.at.getTime() + 999))).toEqual([]);
    }
  });

  it('answers at most the latest MAX_TAPE_TRADES of a long range', async () => {
    const to = hkt('2026-11-24T10:00:00');
    const tape = await feed.tape('ETH-USD', new Date(to.getTime() - 7 * 86_400_000), to);
    expect(tape).toHaveLength(MAX_TAPE_TRADES);
    const recent = await feed.tape('ETH-USD', new Date(to.getTime() - 10 * 60_000), to);
    expect(tape.slice(-recent.length)).toEqual(recent);
  });
});
