import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cryptoQuoteStreamEvents } from '../../shared/contracts/crypto-market';
import { quoteStreamEvents } from '../../shared/contracts/stock-definition';
import type { BrandConfig } from '../../brands/brand-config';
import { createSessionGate } from '../auth/session-gate';
import { createSimulatedMarketData } from '../areas/simulated-market-data';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../test/auth-client';
import { openSse, type SseClient } from '../test/sse-client';
import { handleError } from '../http/errors';
import type { QuoteHub } from './quote-hub';
import { quoteStreamRoutes } from './quote-stream';

/**
 * The quote stream through real HTTP (an SSE body never ends, so not `inject`): the stream plugin
 * on its own server beside the test app that signs people in, on one database and one moved
 * clock, with short hub intervals.
 */

const hkt = (local: string) => new Date(`${local}+08:00`);

let t: AuthTestApp;
let streamApp: FastifyInstance;
let base: string;
let hub: QuoteHub;
let session: BrowserSession;
const open: SseClient[] = [];

/** Opens the quote stream for `query`, as the signed-in session unless told otherwise. */
async function connect(
  query: string,
  options: { session?: BrowserSession | null; viaQuery?: boolean; withCookie?: boolean } = {},
): Promise<SseClient> {
  const { session: named, ...how } = options;
  const who = named === undefined ? session : named;
  const client = await openSse(base, `/portal/api/stream/quotes?${query}`, who, how);
  open.push(client);
  return client;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean) {
  for (let attempt = 0; attempt < 100 && !condition(); attempt += 1) await wait(20);
  expect(condition()).toBe(true);
}

/** The stream plugin on a server of its own, on the test app's database and clock. */
async function startStreamApp(
  brand: Pick<BrandConfig, 'features'> = t.config.brand,
): Promise<{ app: FastifyInstance; base: string; hub: QuoteHub }> {
  const marketData = createSimulatedMarketData({ clock: t.clock.read });
  const app = Fastify();
  app.setErrorHandler(handleError);
  await app.register(cookie);
  let built: QuoteHub | undefined;
  await app.register(quoteStreamRoutes, {
    prefix: '/portal/api/stream',
    sessionGate: createSessionGate(t.db, t.config),
    marketData,
    clock: t.clock.read,
    brand,
    hub: { tickMs: 20, cryptoTickMs: 40, heartbeatMs: 150 },
    sessionCheckMs: 100,
    onHub: (made) => (built = made),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  if (!built) throw new Error('the stream plugin built no hub');
  return {
    app,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    hub: built,
  };
}

beforeAll(async () => {
  t = await createAuthTestApp();
  ({ app: streamApp, base, hub } = await startStreamApp());
}, 120_000);

/** Sets the clock and signs in then (tokens last 15 minutes, the clock jumps hours). */
async function startAt(local: string) {
  t.clock.now = hkt(local);
  session = await signIn(t.app, 'C10001');
}

beforeEach(() => startAt('2026-11-24T10:00:00'));

afterEach(async () => {
  for (const client of open.splice(0)) client.close();
  await until(() => hub.stats().streams === 0);
});

afterAll(async () => {
  await streamApp?.close().catch(() => undefined);
  await t?.close();
});

describe('the quote stream', () => {
  it('sends a snapshot of the watched quotes and both markets first', async () => {
    const client = await connect('symbols=00700,AAPL');
    expect(client.status).toBe(200);
    const snapshot = await client.next('snapshot');
    expect(client.events[0]).toBe(snapshot);
    const data = quoteStreamEvents.snapshot.parse(snapshot.data);
    expect(data.quotes.map((quote) => quote.symbol)).toEqual(['00700', 'AAPL']);
    expect(data.quotes[0]?.session).toBe('morning');
    expect(data.markets.map((market) => market.exchange)).toEqual(['HKEX', 'US']);
  });

  it('sends quotes as the clock moves, only for the symbols watched', async () => {
    const client = await connect('symbols=00700');
    await client.next('snapshot');
    const marketData = createSimulatedMarketData({ clock: t.clock.read });
    t.clock.advance(30_000);
    const expected = await marketData.stocks.quote('00700', t.clock.now);
    const update = await client.next('quote', (data) => data.at === t.clock.now.toISOString());
    const quote = quoteStreamEvents.quote.parse(update.data);
    expect(quote.last).toBe(expected?.last);
    expect(quote.volume).toBe(expected?.volume);
    expect(
      client.events
        .filter((event) => event.event === 'quote')
        .every((event) => (event.data as { symbol: string }).symbol === '00700'),
    ).toBe(true);
    expect(hub.stats().watchedSymbols).toBe(1);
  });

  it('sends nothing new while the price stands still (lunch)', async () => {
    await startAt('2026-11-24T12:20:00');
    const client = await connect('symbols=00005');
    await client.next('snapshot');
    await wait(100);
    const before = client.events.filter((event) => event.event === 'quote').length;
    t.clock.advance(10 * 60_000);
    await wait(200);
    expect(client.events.filter((event) => event.event === 'quote').length).toBe(before);
    expect(before).toBeLessThanOrEqual(1);
  });

  it('announces a session change and heartbeats', async () => {
    await startAt('2026-11-24T11:59:50');
    const client = await connect('symbols=00700');
    await client.next('snapshot');
    await wait(60);
    t.clock.now = hkt('2026-11-24T12:00:05');
    const market = await client.next('market', (data) => data.exchange === 'HKEX');
    expect(quoteStreamEvents.market.parse(market.data).session).toBe('lunch');
    const heartbeat = await client.next('heartbeat');
    expect(quoteStreamEvents.heartbeat.parse(heartbeat.data).at).toBe(t.clock.now.toISOString());
  });

  it('computes nothing for symbols nobody watches, and cleans up on disconnect', async () => {
    expect(hub.stats()).toMatchObject({ streams: 0, watchedSymbols: 0 });
    const computed = hub.stats().quotesComputed;
    await wait(100);
    expect(hub.stats().quotesComputed).toBe(computed);
    const client = await connect('symbols=00700,00005,00700');
    await client.next('snapshot');
    expect(hub.stats()).toMatchObject({ streams: 1, watchedSymbols: 2 });
    client.close();
    await until(() => hub.stats().streams === 0 && hub.stats().watchedSymbols === 0);
  });

  it('takes the session from the query string, but never without its cookie', async () => {
    const byQuery = await connect('symbols=00700', { viaQuery: true });
    expect(byQuery.status).toBe(200);
    await byQuery.next('snapshot');
    const noCookie = await connect('symbols=00700', { viaQuery: true, withCookie: false });
    expect(noCookie.status).toBe(401);
    await noCookie.ended;
    expect(JSON.parse(noCookie.body)).toMatchObject({ code: 'unauthenticated' });
    const nobody = await connect('symbols=00700', { session: null });
    expect(nobody.status).toBe(401);
  });

  it('refuses unknown or malformed symbols with a coded 400', async () => {
    const unknown = await connect('symbols=00700,99999');
    expect(unknown.status).toBe(400);
    await unknown.ended;
    expect(JSON.parse(unknown.body)).toEqual({
      code: 'invalid_input',
      fields: { symbols: 'invalid_value' },
    });
    const malformed = await connect('symbols=not%20a%20symbol');
    expect(malformed.status).toBe(400);
    const none = await connect('');
    expect(none.status).toBe(400);
  });

  it('limits the streams of one session', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => connect('symbols=00700')));
    expect(clients.map((client) => client.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await connect('symbols=00700');
    expect(sixth.status).toBe(429);
    await sixth.ended;
    expect(JSON.parse(sixth.body)).toMatchObject({ code: 'rate_limited' });
    clients[0]?.close();
    await until(() => hub.stats().streams === 4);
    expect((await connect('symbols=00700')).status).toBe(200);
  });

  it('gives a reconnecting page a fresh snapshot', async () => {
    const first = await connect('symbols=00700');
    const before = quoteStreamEvents.snapshot.parse((await first.next('snapshot')).data);
    first.close();
    t.clock.advance(60_000);
    const again = await connect('symbols=00700');
    const after = quoteStreamEvents.snapshot.parse((await again.next('snapshot')).data);
    expect(after.quotes[0]?.at).toBe(t.clock.now.toISOString());
    expect(after.quotes[0]?.volume).not.toBe(before.quotes[0]?.volume);
  });

  it('streams crypto pairs beside stocks, around the clock (a Hong Kong holiday)', async () => {
    await startAt('2026-12-25T03:00:00');
    const client = await connect('symbols=BTC-USD,00700,ETH-HKD');
    expect(client.status).toBe(200);
    const snapshot = cryptoQuoteStreamEvents.snapshot.parse((await client.next('snapshot')).data);
    expect(snapshot.quotes.map((quote) => quote.symbol)).toEqual(['00700']);
    expect(snapshot.cryptoQuotes.map((quote) => quote.pair)).toEqual(['BTC-USD', 'ETH-HKD']);
    const marketData = createSimulatedMarketData({ clock: t.clock.read });
    t.clock.advance(5_000);
    const expected = await marketData.crypto.quote('ETH-HKD', t.clock.now);
    const update = await client.next(
      'cryptoQuote',
      (data) => data.pair === 'ETH-HKD' && data.at === t.clock.now.toISOString(),
    );
    expect(cryptoQuoteStreamEvents.cryptoQuote.parse(update.data)).toEqual(expected);
    // The stock stays on `quote`, the pairs on `cryptoQuote`.
    const names = (kind: string, field: string) =>
      new Set(
        client.events
          .filter((event) => event.event === kind)
          .map((event) => (event.data as Record<string, string>)[field]),
      );
    expect([...names('cryptoQuote', 'pair')].sort()).toEqual(['BTC-USD', 'ETH-HKD']);
    expect([...names('quote', 'symbol')].every((symbol) => symbol === '00700')).toBe(true);
    expect(hub.stats().watchedSymbols).toBe(3);
  });

  it('refuses an unknown pair, and pairs where the brand has no crypto', async () => {
    const unknown = await connect('symbols=BTC-USD,DOGE-USD');
    expect(unknown.status).toBe(400);
    await unknown.ended;
    expect(JSON.parse(unknown.body)).toEqual({
      code: 'invalid_input',
      fields: { symbols: 'invalid_value' },
    });
    const features = { ...t.config.brand.features, crypto: false };
    const noCrypto = await startStreamApp({ features });
    try {
      const refused = await openSse(
        noCrypto.base,
        '/portal/api/stream/quotes?symbols=BTC-USD',
        session,
      );
      expect(refused.status).toBe(400);
      await refused.ended;
    } finally {
      await noCrypto.app.close();
    }
  });

  it('ends the stream when the session logs out', async () => {
    const other = await signIn(t.app, 'C10001');
    const client = await connect('symbols=00700', { session: other });
    await client.next('snapshot');
    const logout = await post(
      t.app,
      'account/accountLogout',
      { sessionId: other.sessionId },
      other,
    );
    expect(logout.statusCode).toBe(200);
    await client.ended;
  });
});

describe('shutdown', () => {
  it('closes every open stream so the server can stop', async () => {
    // A server of its own: the other tests keep theirs open, whatever order they run in.
    const stopping = await startStreamApp();
    const client = await openSse(stopping.base, '/portal/api/stream/quotes?symbols=00700', session);
    await client.next('snapshot');
    const closing = stopping.app.close();
    await client.ended;
    await closing;
  });
});
