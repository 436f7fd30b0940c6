import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName } from '../../../shared/contracts/index';
import { toDecimal } from '../../../shared/domain/decimal';
import { createSimulatedMarketData } from '../../areas/simulated-market-data';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

/**
 * The crypto-market calls through HTTP, on a moved clock, for a Gateway session and a Fos
 * session alike (market data names no account).
 */

const hkt = (local: string) => new Date(`${local}+08:00`);
let t: AuthTestApp;
let gateway: BrowserSession;
let fos: BrowserSession;

async function call(name: CallName, payload: object = {}, session: BrowserSession = gateway) {
  const reply = await post(t.app, name, payload, session);
  return { status: reply.statusCode, body: reply.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  t = await createAuthTestApp();
  // Christmas Day: a Hong Kong holiday, and crypto trades all the same.
  t.clock.now = hkt('2026-12-25T10:30:00');
  gateway = await signIn(t.app, 'C10001');
  fos = await signIn(t.app, 'F20001', { source: 'fos' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('crypto-market', () => {
  it('needs a session', async () => {
    const reply = await post(t.app, 'crypto-market/listPairs', {});
    expect(reply.statusCode).toBe(401);
  });

  it('lists the six pairs, USD first, for either source', async () => {
    for (const session of [gateway, fos]) {
      const { status, body } = await call('crypto-market/listPairs', {}, session);
      expect(status).toBe(200);
      const pairs = body.pairs as { pair: string; priceTick: string }[];
      expect(pairs.map((pair) => pair.pair)).toEqual([
        'BTC-USD',
        'ETH-USD',
        'USDT-USD',
        'BTC-HKD',
        'ETH-HKD',
        'USDT-HKD',
      ]);
      expect(pairs[2]?.priceTick).toBe('0.0001');
    }
  });

  it('quotes the pairs asked, in order, once each, leaving unknown ones out (a Fos session)', async () => {
    const { status, body } = await call(
      'crypto-market/loadQuotes',
      { pairs: ['ETH-HKD', 'BTC-USD', 'DOGE-USD', 'ETH-HKD'] },
      fos,
    );
    expect(status).toBe(200);
    const quotes = body.quotes as { pair: string; last: string; at: string }[];
    expect(quotes.map((quote) => quote.pair)).toEqual(['ETH-HKD', 'BTC-USD']);
    const feed = createSimulatedMarketData({ clock: t.clock.read }).crypto;
    expect(quotes[1]?.last).toBe((await feed.quote('BTC-USD', t.clock.now))?.last);
    expect(quotes[1]?.at).toBe(t.clock.now.toISOString());
  });

  it('moves the quotes as the clock moves', async () => {
    const before = await call('crypto-market/loadQuotes', { pairs: ['BTC-USD'] });
    t.clock.advance(60_000);
    const after = await call('crypto-market/loadQuotes', { pairs: ['BTC-USD'] });
    const last = (body: Record<string, unknown>) => (body.quotes as { last: string }[])[0]?.last;
    expect(last(after.body)).not.toBe(last(before.body));
  });

  it('answers ten levels of depth, or null for an unknown pair', async () => {
    const { status, body } = await call('crypto-market/loadDepth', { pair: 'BTC-HKD' }, fos);
    expect(status).toBe(200);
    const depth = body.depth as { bids: { price: string }[]; asks: { price: string }[] };
    expect(depth.bids).toHaveLength(10);
    expect(depth.asks).toHaveLength(10);
    expect(toDecimal(depth.bids[0]?.price ?? '0').lt(depth.asks[0]?.price ?? '0')).toBe(true);
    expect((await call('crypto-market/loadDepth', { pair: 'DOGE-USD' })).body).toEqual({
      depth: null,
    });
  });

  it('answers minute bars of the last 24 hours and daily bars of a range', async () => {
    const minutes = await call('crypto-market/loadBars', { pair: 'ETH-USD', interval: 'minute' });
    expect(minutes.status).toBe(200);
    expect(minutes.body.bars).toHaveLength(1440);
    const days = await call('crypto-market/loadBars', {
      pair: 'ETH-USD',
      interval: 'day',
      from: '2026-12-01',
      to: '2026-12-10',
    });
    expect((days.body.bars as unknown[]).length).toBe(10);
    const unknown = await call('crypto-market/loadBars', { pair: 'DOGE-USD', interval: 'day' });
    expect(unknown.body).toEqual({ bars: [] });
  });

  it('refuses a malformed pair id with a coded 400', async () => {
    for (const [name, payload] of [
      ['crypto-market/loadDepth', { pair: 'btc-usd' }],
      ['crypto-market/loadQuotes', { pairs: ['BTC/USD'] }],
      ['crypto-market/loadQuotes', { pairs: [] }],
      ['crypto-market/loadBars', { pair: 'BTCUSD', interval: 'minute' }],
      ['crypto-market/loadBars', { pair: 'BTC-USD', interval: 'hour' }],
    ] as const) {
      const { status, body } = await call(name, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe('invalid_input');
    }
  });
});
