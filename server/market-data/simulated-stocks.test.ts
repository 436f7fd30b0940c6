import { describe, expect, it } from 'vitest';
import { isDecimalString } from '../../shared/domain/decimal';
import { isOnTick, stepPrice } from '../../shared/domain/stock-spread';
import { LANGUAGES } from '../../shared/i18n/languages';
import type { PriceBar, StockFeed, StockInstrument } from './stock-feed';
import { SIMULATION_SEED } from './simulated-feed-context';
import { ladderOf, toUnits } from './simulated-stock-ladder';
import { createSimulatedStockFeed } from './simulated-stocks';

const feed = createSimulatedStockFeed({ seed: SIMULATION_SEED });
/** An instant in Hong Kong time (UTC+8, no daylight saving). */
const hkt = (local: string) => new Date(`${local}+08:00`);
/** An instant in New York time in November (EST, UTC-5). */
const nyt = (local: string) => new Date(`${local}-05:00`);

const withoutAt = <T extends { at: string }>(value: T | undefined): Omit<T, 'at'> => {
  if (!value) throw new Error('no value');
  return { ...value, at: undefined };
};

async function tradable(): Promise<StockInstrument[]> {
  return (await feed.list()).filter((stock) => stock.status === 'active' && !stock.isSuspended);
}

function expectBarConsistent(bar: PriceBar, label: string) {
  const [open, high, low, close] = [bar.open, bar.high, bar.low, bar.close].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  expect(high, label).toBeGreaterThanOrEqual(Math.max(open, close));
  expect(low, label).toBeLessThanOrEqual(Math.min(open, close));
  expect(Number(bar.volume), label).toBeGreaterThan(0);
}

describe('the simulated stock universe', () => {
  it('has 20+ HKEX instruments with real lots and tables, the US pair, and three languages', async () => {
    const stocks = await feed.list();
    const hkex = stocks.filter((stock) => stock.exchange === 'HKEX' && stock.status === 'active');
    expect(hkex.length).toBeGreaterThanOrEqual(20);
    const bySymbol = new Map(stocks.map((stock) => [stock.symbol, stock]));
    expect(bySymbol.get('00700')?.boardLot).toBe(100);
    expect(bySymbol.get('00005')?.boardLot).toBe(400);
    expect(bySymbol.get('00388')?.boardLot).toBe(100);
    expect(bySymbol.get('02800')).toMatchObject({ boardLot: 500, spreadTable: 'ETP', kind: 'etf' });
    expect(bySymbol.get('00823')?.kind).toBe('reit');
    expect(bySymbol.get('AAPL')).toMatchObject({ boardLot: 1, spreadTable: 'US', currency: 'USD' });
    expect(bySymbol.get('MSFT')?.exchange).toBe('US');
    expect(stocks.some((stock) => stock.isSuspended)).toBe(true);
    for (const stock of stocks) {
      for (const language of LANGUAGES) expect(stock.name[language], stock.symbol).not.toBe('');
      expect(stock.name['zh-HK'], stock.symbol).not.toBe(stock.name.en);
    }
    const exchanges = await feed.exchanges();
    expect(exchanges.map((exchange) => [exchange.code, exchange.tradePriceDecimalPoint])).toEqual([
      ['HKEX', 3],
      ['US', 2],
    ]);
  });

  it('finds stocks by code (with or without zeros) and by name in any language', async () => {
    const symbols = async (query: string, options?: Parameters<StockFeed['search']>[1]) =>
      (await feed.search(query, options)).map((stock) => stock.symbol);
    expect((await symbols('700'))[0]).toBe('00700');
    expect((await symbols('00700'))[0]).toBe('00700');
    expect(await symbols('tencent')).toEqual(['00700']);
    expect(await symbols('騰訊')).toEqual(['00700']);
    expect(await symbols('腾讯')).toEqual(['00700']);
    expect(await symbols('aapl')).toEqual(['AAPL']);
    expect(await symbols('銀行')).toEqual(expect.arrayContaining(['00011', '00939', '01398']));
    expect(await symbols('Kowloon Pearl')).toEqual([]);
    expect(await symbols('', { exchange: 'US' })).toEqual(['AAPL', 'MSFT']);
    expect(await symbols('', { limit: 3 })).toHaveLength(3);
  });
});

describe('the ladder', () => {
  it('steps as the domain spread tables do', () => {
    for (const [table, prices] of [
      ['A', ['0.24', '0.25', '9.99', '10', '19.98', '20', '49.98', '50', '99.95', '100', '500']],
      ['ETP', ['0.999', '1', '4.998', '5', '20', '25.5', '100']],
      ['US', ['1', '231.45', '999.99']],
    ] as const) {
      const ladder = ladderOf(table);
      for (const price of prices) {
        const rung = ladder.nearestRung(toUnits(price));
        expect(ladder.unitsAt(rung), `${table} ${price}`).toBe(toUnits(price));
        expect(ladder.unitsAt(rung + 1), `${table} ${price} up`).toBe(
          toUnits(stepPrice(table, price, 1)),
        );
        expect(ladder.unitsAt(rung - 1), `${table} ${price} down`).toBe(
          toUnits(stepPrice(table, price, -1)),
        );
      }
    }
  });
});

describe('simulated quotes', () => {
  it('gives the same quote for the same instant, from any feed instance', async () => {
    const other = createSimulatedStockFeed({ seed: SIMULATION_SEED });
    const at = hkt('2026-11-24T10:15:33');
    for (const symbol of ['00700', '02800', 'AAPL']) {
      expect(await other.quote(symbol, at)).toEqual(await feed.quote(symbol, at));
      expect(await other.depth(symbol, at)).toEqual(await feed.depth(symbol, at));
    }
    expect(await feed.quote('99999', at)).toBeUndefined();
  });

  it('moves during continuous trading, on the spread table, with bid and ask a tick apart', async () => {
    const stocks = await tradable();
    const instants = ['2026-11-24T09:45:00', '2026-11-24T11:59:55', '2026-11-24T14:30:10'].map(hkt);
    let moved = 0;
    for (const stock of stocks.filter((candidate) => candidate.exchange === 'HKEX')) {
      const quotes = await Promise.all(instants.map((at) => feed.quote(stock.symbol, at)));
      if (new Set(quotes.map((quote) => quote?.last)).size > 1) moved += 1;
      for (const quote of quotes) {
        if (!quote) throw new Error(stock.symbol);
        for (const price of [quote.last, quote.open, quote.high, quote.low, quote.bid, quote.ask]) {
          expect(price !== null && isOnTick(stock.spreadTable, price), stock.symbol).toBe(true);
        }
        expect(isOnTick(stock.spreadTable, quote.previousClose)).toBe(true);
        expect(Number(quote.bid)).toBe(Number(stepPrice(stock.spreadTable, quote.last, -1)));
        expect(Number(quote.ask)).toBe(Number(stepPrice(stock.spreadTable, quote.last, 1)));
        expect(Number(quote.high)).toBeGreaterThanOrEqual(Number(quote.last));
        expect(Number(quote.low)).toBeLessThanOrEqual(Number(quote.last));
        for (const amount of [quote.change, quote.changePercent, quote.volume, quote.turnover]) {
          expect(isDecimalString(amount)).toBe(true);
        }
        expect(quote.session).not.toBe('closed');
      }
    }
    expect(moved).toBeGreaterThan(15);
  });

  it('shows the previous close with no open before the opening auction', async () => {
    const quote = await feed.quote('00700', hkt('2026-11-24T09:10:00'));
    expect(quote).toMatchObject({
      session: 'preOpeningInput',
      open: null,
      high: null,
      low: null,
      volume: '0',
      change: '0.000',
    });
    expect(quote?.last).toBe(quote?.previousClose);
    const afterAuction = await feed.quote('00700', hkt('2026-11-24T09:25:00'));
    expect(afterAuction?.open).toBe(afterAuction?.last);
    expect(afterAuction?.open).toBe(
      await feed.auctionPrice('00700', '2026-11-24', 'opening', hkt('2026-11-24T09:25:00')),
    );
    expect(
      await feed.auctionPrice('00700', '2026-11-24', 'opening', hkt('2026-11-24T09:21:00')),
    ).toBeUndefined();
  });

  it('freezes in the lunch break, after the close and on holidays', async () => {
    const frozen = async (symbol: string, first: Date, second: Date) =>
      expect(withoutAt(await feed.quote(symbol, second))).toEqual(
        withoutAt(await feed.quote(symbol, first)),
      );
    await frozen('00700', hkt('2026-11-24T12:00:30'), hkt('2026-11-24T12:59:59'));
    await frozen('00700', hkt('2026-11-24T16:10:00'), hkt('2026-11-24T23:59:00'));
    // Thursday 24 Dec is a half day (close 12:10); Friday 25 Dec is Christmas.
    const evening = await feed.quote('00005', hkt('2026-12-24T18:00:00'));
    const christmas = await feed.quote('00005', hkt('2026-12-25T11:00:00'));
    expect(withoutAt(christmas)).toEqual({ ...withoutAt(evening), session: 'closed' });
    expect(christmas?.volume).not.toBe('0');
    await frozen('AAPL', nyt('2026-11-24T20:00:00'), nyt('2026-11-25T03:59:00'));
    // Thanksgiving: the US market stays shut.
    await frozen('AAPL', nyt('2026-11-26T10:00:00'), nyt('2026-11-26T15:00:00'));
  });

  it('trades in US pre-market, and the close becomes the next day previous close', async () => {
    const early = await feed.quote('AAPL', nyt('2026-11-24T04:30:00'));
    const later = await feed.quote('AAPL', nyt('2026-11-24T08:30:00'));
    expect(early?.session).toBe('preMarket');
    expect(Number(later?.volume)).toBeGreaterThan(Number(early?.volume));
    const closing = await feed.quote('AAPL', nyt('2026-11-24T21:00:00'));
    const next = await feed.quote('AAPL', nyt('2026-11-25T05:00:00'));
    expect(next?.previousClose).toBe(closing?.last);
    const hkClose = await feed.quote('00700', hkt('2026-11-24T17:00:00'));
    expect(hkClose?.last).toBe(
      await feed.auctionPrice('00700', '2026-11-24', 'closing', hkt('2026-11-24T17:00:00')),
    );
    expect((await feed.quote('00700', hkt('2026-11-25T10:00:00')))?.previousClose).toBe(
      hkClose?.last,
    );
  });

  it('keeps a suspended stock still, with no depth, bars or tape', async () => {
    const at = hkt('2026-11-24T10:00:00');
    const first = await feed.quote('08266', at);
    expect(first).toMatchObject({ isSuspended: true, bid: null, ask: null, volume: '0' });
    expect(withoutAt(await feed.quote('08266', hkt('2026-11-24T15:00:00')))).toEqual({
      ...withoutAt(first),
      session: 'afternoon',
    });
    expect((await feed.depth('08266', at))?.bids).toEqual([]);
    expect(await feed.minuteBars('08266', at)).toEqual([]);
    expect(await feed.tape('08266', hkt('2026-11-24T09:00:00'), at)).toEqual([]);
  });
});

describe('simulated depth', () => {
  it('has ten levels each side, best first, on the table and in board lots', async () => {
    for (const stock of await tradable()) {
      const at = stock.exchange === 'US' ? nyt('2026-11-24T11:00:07') : hkt('2026-11-24T11:00:07');
      const depth = await feed.depth(stock.symbol, at);
      const quote = await feed.quote(stock.symbol, at);
      if (!depth || !quote) throw new Error(stock.symbol);
      expect(depth.bids).toHaveLength(10);
      expect(depth.asks).toHaveLength(10);
      expect(depth.bids[0]?.price).toBe(quote.bid);
      expect(depth.asks[0]?.price).toBe(quote.ask);
      const bidPrices = depth.bids.map((level) => Number(level.price));
      const askPrices = depth.asks.map((level) => Number(level.price));
      expect(bidPrices).toEqual([...bidPrices].sort((a, b) => b - a));
      expect(askPrices).toEqual([...askPrices].sort((a, b) => a - b));
      for (const level of [...depth.bids, ...depth.asks]) {
        expect(isOnTick(stock.spreadTable, level.price)).toBe(true);
        expect(Number(level.quantity) % stock.boardLot).toBe(0);
        expect(Number(level.quantity)).toBeGreaterThan(0);
        expect(level.orders).toBeGreaterThan(0);
      }
    }
  });
});

describe('simulated bars and tape', () => {
  it('builds minute bars up to the instant that add up to the quote', async () => {
    const at = hkt('2026-11-24T14:03:20');
    const bars = await feed.minuteBars('00700', at);
    const quote = await feed.quote('00700', at);
    expect(bars[0]?.time).toBe(hkt('2026-11-24T09:22:00').toISOString());
    expect(bars.at(-1)?.time).toBe(hkt('2026-11-24T14:03:00').toISOString());
    expect(bars.some((bar) => bar.time === hkt('2026-11-24T12:30:00').toISOString())).toBe(false);
    bars.forEach((bar) => expectBarConsistent(bar, bar.time));
    expect(bars.reduce((sum, bar) => sum + Number(bar.volume), 0)).toBe(Number(quote?.volume));
    expect(bars.at(-1)?.close).toBe(quote?.last);
    expect(Math.max(...bars.map((bar) => Number(bar.high)))).toBe(Number(quote?.high));
    // Before the day's first trade the chart shows the last trade date.
    const early = await feed.minuteBars('00700', hkt('2026-11-24T09:05:00'));
    expect(early.at(-1)?.time).toBe(hkt('2026-11-23T16:10:00').toISOString());
  });

  it('gives three years of daily bars of closed dates that match their minutes', async () => {
    const at = hkt('2026-11-24T14:00:00');
    const daily = await feed.dailyBars('00700', at);
    expect(daily.length).toBeGreaterThan(700);
    expect(daily[0]?.time.slice(0, 4)).toBe('2023');
    expect(daily.at(-1)?.time).toBe(hkt('2026-11-23T00:00:00').toISOString());
    daily.forEach((bar) => expectBarConsistent(bar, bar.time));
    const minutes = await feed.minuteBars('00700', hkt('2026-11-24T09:05:00'));
    const monday = daily.at(-1) as PriceBar;
    expect(minutes[0]?.open).toBe(monday.open);
    expect(minutes.at(-1)?.close).toBe(monday.close);
    expect(Math.max(...minutes.map((bar) => Number(bar.high)))).toBe(Number(monday.high));
    expect(Math.min(...minutes.map((bar) => Number(bar.low)))).toBe(Number(monday.low));
    expect(minutes.reduce((sum, bar) => sum + Number(bar.volume), 0)).toBe(Number(monday.volume));
    const afterClose = await feed.dailyBars('00700', hkt('2026-11-24T16:10:00'));
    expect(afterClose.at(-1)?.time).toBe(hkt('2026-11-24T00:00:00').toISOString());
    const ranged = await feed.dailyBars('00700', at, { from: '2026-11-02', to: '2026-11-06' });
    expect(ranged).toHaveLength(5);
  });

  it('prints a tape that the minute bars are made of', async () => {
    // (from, to] = 10:00:00.000 to 10:01:59.999: the trades of the 10:00 and 10:01 bars.
    const from = new Date(hkt('2026-11-24T10:00:00').getTime() - 1);
    const to = new Date(hkt('2026-11-24T10:02:00').getTime() - 1);
    const tape = await feed.tape('00700', from, to);
    expect(tape.length).toBe(24);
    expect(tape[0]?.at.toISOString()).toBe(hkt('2026-11-24T10:00:00').toISOString());
    const bars = (await feed.minuteBars('00700', to)).slice(-2);
    expect(bars[0]?.time).toBe(hkt('2026-11-24T10:00:00').toISOString());
    const volume = bars.reduce((sum, bar) => sum + Number(bar.volume), 0);
    expect(tape.reduce((sum, trade) => sum + Number(trade.volume), 0)).toBe(volume);
    expect(tape[0]?.price).toBe(bars[0]?.open);
    expect(tape.at(-1)?.price).toBe(bars[1]?.close);
    const prices = tape.map((trade) => Number(trade.price));
    expect(Math.max(...prices)).toBe(Math.max(...bars.map((bar) => Number(bar.high))));
    for (const trade of tape) {
      expect(isOnTick('A', trade.price)).toBe(true);
      expect(Number(trade.volume) % 100).toBe(0);
    }
    expect(
      await feed.tape('00700', hkt('2026-11-24T12:10:00'), hkt('2026-11-24T12:50:00')),
    ).toEqual([]);
  });
});

describe('market states', () => {
  it('follows each exchange session', () => {
    expect(feed.marketState('HKEX', hkt('2026-11-24T12:30:00'))).toMatchObject({
      exchange: 'HKEX',
      session: 'lunch',
      tradeDate: '2026-11-24',
      isTradingDay: true,
      nextChangeAt: hkt('2026-11-24T13:00:00').toISOString(),
    });
    expect(feed.marketState('US', nyt('2026-11-24T10:00:00')).session).toBe('regular');
    expect(feed.marketState('HKEX', hkt('2026-12-25T10:00:00'))).toMatchObject({
      session: 'closed',
      isTradingDay: false,
    });
  });
});
