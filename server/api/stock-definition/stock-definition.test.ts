import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName } from '../../../shared/contracts/index';
import { createSimulatedMarketData } from '../../areas/simulated-market-data';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

/** The stock-definition calls through HTTP, as a signed-in client, on a moved clock. */

const hkt = (local: string) => new Date(`${local}+08:00`);
let t: AuthTestApp;
let session: BrowserSession;

async function call(name: CallName, payload: object = {}) {
  const reply = await post(t.app, name, payload, session);
  return { status: reply.statusCode, body: reply.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  t = await createAuthTestApp();
  t.clock.now = hkt('2026-11-24T10:30:00');
  session = await signIn(t.app, 'C10001');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('stock-definition', () => {
  it('needs a session', async () => {
    const reply = await post(t.app, 'stock-definition/searchExchanges', {});
    expect(reply.statusCode).toBe(401);
  });

  it('lists the exchanges (spec §7 searchExchanges)', async () => {
    const { status, body } = await call('stock-definition/searchExchanges');
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({ _id: 'exchange-hkex', code: 'HKEX', tradePriceDecimalPoint: 3 }),
      expect.objectContaining({ _id: 'exchange-us', code: 'US', tradePriceDecimalPoint: 2 }),
    ]);
  });

  it('searches by code and by name in any language, active stocks only', async () => {
    const symbols = async (payload: object) =>
      (
        (await call('stock-definition/searchStocks', payload)).body.stocks as { symbol: string }[]
      ).map((stock) => stock.symbol);
    expect(await symbols({ query: '騰訊' })).toEqual(['00700']);
    expect(await symbols({ query: 'hsbc' })).toEqual(['00005']);
    expect((await symbols({ query: '5' }))[0]).toBe('00005');
    expect(await symbols({ query: 'apple' })).toEqual(['AAPL']);
    expect(await symbols({ query: '', exchange: 'US' })).toEqual(['AAPL', 'MSFT']);
    expect(await symbols({ query: '08267' })).toEqual([]);
    expect(await symbols({ limit: 5 })).toHaveLength(5);
    expect((await call('stock-definition/searchStocks', { limit: 51 })).status).toBe(400);
  });

  it('loads one stock, or null for an unknown symbol', async () => {
    expect(
      (await call('stock-definition/loadStock', { symbol: '02800' })).body.stock,
    ).toMatchObject({
      boardLot: 500,
      spreadTable: 'ETP',
    });
    expect((await call('stock-definition/loadStock', { symbol: '99999' })).body).toEqual({
      stock: null,
    });
    expect((await call('stock-definition/loadStock', { symbol: 'bad symbol' })).status).toBe(400);
  });

  it('answers quotes at the server clock, leaving unknown symbols out', async () => {
    const feed = createSimulatedMarketData({ clock: t.clock.read }).stocks;
    const { status, body } = await call('stock-definition/loadQuotes', {
      symbols: ['00700', '99999', 'AAPL', '00700'],
    });
    expect(status).toBe(200);
    expect(body.quotes).toEqual([
      await feed.quote('00700', t.clock.now),
      await feed.quote('AAPL', t.clock.now),
    ]);
    const many = Array.from({ length: 51 }, () => '00700');
    expect((await call('stock-definition/loadQuotes', { symbols: many })).status).toBe(400);
  });

  it('answers ten levels of depth, 404 for an unknown symbol', async () => {
    const { body } = await call('stock-definition/loadDepth', { symbol: '00005' });
    expect((body.bids as unknown[]).length).toBe(10);
    expect((body.asks as unknown[]).length).toBe(10);
    const unknown = await call('stock-definition/loadDepth', { symbol: '99999' });
    expect(unknown).toEqual({ status: 404, body: { code: 'not_found' } });
  });

  it('answers minute bars of the day and daily bars of a range', async () => {
    const minutes = (
      await call('stock-definition/loadBars', { symbol: '00700', interval: 'minute' })
    ).body.bars as { time: string }[];
    expect(minutes[0]?.time).toBe(hkt('2026-11-24T09:22:00').toISOString());
    expect(minutes.at(-1)?.time).toBe(hkt('2026-11-24T10:30:00').toISOString());
    const days = (
      await call('stock-definition/loadBars', {
        symbol: '00700',
        interval: 'day',
        from: '2026-11-16',
        to: '2026-11-30',
      })
    ).body.bars as unknown[];
    expect(days).toHaveLength(6);
    const all = (await call('stock-definition/loadBars', { symbol: 'AAPL', interval: 'day' })).body
      .bars as unknown[];
    expect(all.length).toBeGreaterThan(700);
  });

  it('answers both market states', async () => {
    const { body } = await call('stock-definition/loadMarketStates');
    expect(body.markets).toEqual([
      expect.objectContaining({ exchange: 'HKEX', session: 'morning', isTradingDay: true }),
      expect.objectContaining({ exchange: 'US', session: 'closed' }),
    ]);
  });
});
