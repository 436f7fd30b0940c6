import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { ActingSession } from '../server/auth/acting';
import type { QuoteHub } from '../server/api/quote-hub';
import { quoteStreamRoutes } from '../server/api/quote-stream';
import type { MarketDataProvider } from '../server/market-data/market-data-provider';
import type { StockFeed } from '../server/market-data/stock-feed';
import { createSimulatedMarketData } from '../server/areas/simulated-market-data';
import { percentile } from './api-load-loop';
import { unreadSection } from './unread-stream-load';

/**
 * `npm run bench:stream` (issue 11): 1,000 SSE clients on one process, each watching 10 of 50
 * symbols and 2 of the 6 crypto pairs, for 10 seconds of trading. Prints quote frames delivered per second, the p50/p99
 * delay from the hub's tick to the client, and memory per client (heap and RSS growth over the
 * 1,000 open streams, client sockets of this same process included, so an upper bound).
 *
 * What is simulated, and why:
 * - The universe has 24 tradable instruments; 50 symbols are made by offsetting each one's
 *   clock (`00700.1` is 00700 seven seconds earlier), so each is a separate stream of changes.
 * - The clock runs at ten times real speed from 10:00 HKT on a trading day, so every symbol's
 *   quote changes at every 1 s tick (the feed prints a trade every 5 s): the worst case.
 * - The crypto pairs tick every 3 s (the hub's crypto tick), around the clock; their frames are
 *   counted apart from the stocks'.
 * - Sessions are accepted without the database (the gate is not what is measured here); each
 *   client has its own session so the per-session limit does not apply.
 *
 * Then the unread stream (`unread-stream-load.ts`).
 */

const CLIENTS = 1_000;
const SYMBOLS = 50;
const SYMBOLS_PER_CLIENT = 10;
const CRYPTO_PAIRS = ['BTC-USD', 'ETH-USD', 'USDT-USD', 'BTC-HKD', 'ETH-HKD', 'USDT-HKD'];
const PAIRS_PER_CLIENT = 2;
const MEASURE_MS = 10_000;
const SPEED = 10;
const START = new Date('2026-11-24T10:00:00+08:00');

/** A feed of 50 symbols over the tradable universe: `<symbol>.<k>` runs k × 7 s behind. */
async function widenedFeed(base: StockFeed): Promise<{ feed: StockFeed; symbols: string[] }> {
  const tradable = (await base.list()).filter(
    (stock) => stock.status === 'active' && !stock.isSuspended,
  );
  const symbols: string[] = [];
  for (let index = 0; symbols.length < SYMBOLS; index += 1) {
    const stock = tradable[index % tradable.length];
    const round = Math.floor(index / tradable.length);
    if (stock) symbols.push(round === 0 ? stock.symbol : `${stock.symbol}.${round}`);
  }
  const split = (symbol: string) => {
    const [root = symbol, round = '0'] = symbol.split('.');
    return { root, shiftMs: Number(round) * 7_000 };
  };
  const feed: StockFeed = {
    ...base,
    get: async (symbol) => {
      const found = await base.get(split(symbol).root);
      return found && { ...found, symbol };
    },
    quote: async (symbol, at) => {
      const { root, shiftMs } = split(symbol);
      const quote = await base.quote(root, new Date(at.getTime() - shiftMs));
      return quote && { ...quote, symbol, at: at.toISOString() };
    },
  };
  return { feed, symbols };
}

type Client = { request: http.ClientRequest; frames: number; cryptoFrames: number };

/** A stock `quote` or a `cryptoQuote`: both carry the instant they were quoted at. */
type StreamedQuote = { at: string };

function connect(
  port: number,
  symbols: readonly string[],
  onQuote: (quote: StreamedQuote, receivedAt: number) => void,
): Promise<Client> {
  const sessionId = randomUUID();
  return new Promise((resolve, reject) => {
    const client: Client = {
      request: undefined as unknown as http.ClientRequest,
      frames: 0,
      cryptoFrames: 0,
    };
    client.request = http.get(
      {
        port,
        host: '127.0.0.1',
        path: `/portal/api/stream/quotes?symbols=${symbols.join(',')}&session=${sessionId}`,
        headers: { cookie: `portico_st_${sessionId}=bench` },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          return;
        }
        let buffer = '';
        let isReady = false;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const receivedAt = performance.now();
          buffer += chunk;
          let split = buffer.indexOf('\n\n');
          while (split >= 0) {
            const frame = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            split = buffer.indexOf('\n\n');
            if (frame.startsWith('event: snapshot') && !isReady) {
              isReady = true;
              resolve(client);
            }
            if (frame.startsWith('event: quote')) client.frames += 1;
            else if (frame.startsWith('event: cryptoQuote')) client.cryptoFrames += 1;
            else continue;
            const data = JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as StreamedQuote;
            onQuote(data, receivedAt);
          }
        });
      },
    );
    client.request.on('error', reject);
  });
}

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

function collectGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}

async function main() {
  // The simulated clock: START at the bench's start, running SPEED times real time.
  const realStart = performance.now();
  const simulatedAt = (real: number) => START.getTime() + (real - realStart) * SPEED;
  const clock = () => new Date(simulatedAt(performance.now()));
  const realOf = (simulated: number) => realStart + (simulated - START.getTime()) / SPEED;

  const base = createSimulatedMarketData({ clock });
  const { feed, symbols } = await widenedFeed(base.stocks);
  const marketData: MarketDataProvider = { ...base, stocks: feed };
  // Warm the day chains (three years of minutes per instrument) before anything is measured.
  const warmStarted = performance.now();
  await Promise.all(symbols.map((symbol) => feed.quote(symbol, clock())));
  process.stdout.write(
    `warmed ${symbols.length} symbols in ${Math.round(performance.now() - warmStarted)} ms\n`,
  );

  let hub: QuoteHub | undefined;
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(quoteStreamRoutes, {
    prefix: '/portal/api/stream',
    sessionGate: {
      authenticate: (request) =>
        Promise.resolve({ sessionId: request.headers['x-portico-session'] } as ActingSession),
    },
    marketData,
    clock,
    brand: { features: { stock: true, crypto: true } as never },
    onHub: (built) => (hub = built),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;

  collectGarbage();
  const before = process.memoryUsage();
  const delays: number[] = [];
  let isMeasuring = false;
  const onQuote = (quote: StreamedQuote, receivedAt: number) => {
    if (isMeasuring) delays.push(receivedAt - realOf(Date.parse(quote.at)));
  };
  const clients: Client[] = [];
  const connectStarted = performance.now();
  for (let index = 0; index < CLIENTS; index += 50) {
    const batch = Array.from({ length: Math.min(50, CLIENTS - index) }, (_, offset) => {
      const first = ((index + offset) * 7) % SYMBOLS;
      const watched = Array.from(
        { length: SYMBOLS_PER_CLIENT },
        (_, step) => symbols[(first + step * 5) % SYMBOLS] as string,
      );
      for (let pair = 0; pair < PAIRS_PER_CLIENT; pair += 1) {
        watched.push(CRYPTO_PAIRS[(index + offset + pair * 3) % CRYPTO_PAIRS.length] as string);
      }
      return connect(port, watched, onQuote);
    });
    clients.push(...(await Promise.all(batch)));
  }
  process.stdout.write(
    `connected ${clients.length} clients in ${Math.round(performance.now() - connectStarted)} ms\n`,
  );
  collectGarbage();
  const connected = process.memoryUsage();

  const framesBefore = clients.reduce((sum, client) => sum + client.frames, 0);
  const cryptoBefore = clients.reduce((sum, client) => sum + client.cryptoFrames, 0);
  const statsBefore = hub?.stats();
  isMeasuring = true;
  const measureStarted = performance.now();
  await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
  isMeasuring = false;
  const seconds = (performance.now() - measureStarted) / 1000;
  const frames = clients.reduce((sum, client) => sum + client.frames, 0) - framesBefore;
  const cryptoFrames = clients.reduce((sum, client) => sum + client.cryptoFrames, 0) - cryptoBefore;
  const statsAfter = hub?.stats();

  delays.sort((a, b) => a - b);
  const ticks = (statsAfter?.ticks ?? 0) - (statsBefore?.ticks ?? 0);
  const computed = (statsAfter?.quotesComputed ?? 0) - (statsBefore?.quotesComputed ?? 0);
  const lines = [
    '',
    `clients ${CLIENTS}, symbols ${SYMBOLS} (${SYMBOLS_PER_CLIENT} per client) and ${CRYPTO_PAIRS.length} crypto pairs (${PAIRS_PER_CLIENT} per client), clock ×${SPEED}, ${seconds.toFixed(1)} s`,
    `hub ticks ${ticks}, quotes computed per tick ${(computed / Math.max(ticks, 1)).toFixed(1)} (one per watched symbol, pairs every 3 s, whatever the clients)`,
    `quote frames delivered per second   ${Math.round(frames / seconds)}`,
    `  per client per second             ${(frames / seconds / CLIENTS).toFixed(2)} (of ${SYMBOLS_PER_CLIENT} watched)`,
    `crypto frames delivered per second  ${Math.round(cryptoFrames / seconds)}   per client ${(cryptoFrames / seconds / CLIENTS).toFixed(2)} (of ${PAIRS_PER_CLIENT} watched, a tick every 3 s)`,
    `delay tick → client  p50 ${percentile(delays, 0.5).toFixed(1)} ms   p99 ${percentile(delays, 0.99).toFixed(1)} ms   max ${(delays.at(-1) ?? 0).toFixed(1)} ms`,
    `memory per client    heap ${kilobytes((connected.heapUsed - before.heapUsed) / CLIENTS)} KB   rss ${kilobytes((connected.rss - before.rss) / CLIENTS)} KB   (both ends of the socket; heap now ${megabytes(connected.heapUsed)} MB)`,
    (globalThis as { gc?: unknown }).gc ? '' : '(run with --expose-gc for steadier memory figures)',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  for (const client of clients) client.request.destroy();
  await app.close();
  await unreadSection();
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
