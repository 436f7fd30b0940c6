import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { sessionId as sessionIdSchema } from '../../shared/contracts/common';
import { cryptoPairId } from '../../shared/contracts/crypto-market';
import { stockSymbol } from '../../shared/contracts/stock-definition';
import type { BrandConfig } from '../../brands/brand-config';
import type { SessionGate } from '../auth/session-gate';
import type { MarketDataProvider } from '../market-data/market-data-provider';
import { createQuoteHub, isCryptoPair, type QuoteHub, type QuoteHubOptions } from './quote-hub';
import type { StreamRegistry } from './stream-registry';
import { createSseStreams, refuse, refuseTooMany } from './sse-stream';

/**
 * The quote stream, `GET <prefix>/quotes?symbols=00700,AAPL` (text/event-stream; register with
 * prefix `/portal/api/stream`): a `snapshot` first, then `quote` on each change of a watched
 * symbol, `market` when a session changes and `heartbeat` (shared/contracts/stock-definition.ts
 * `quoteStreamEvents`). Crypto pairs may be watched too (`symbols=BTC-USD,ETH-HKD`, alone or
 * beside stocks): their quotes come in the snapshot's `cryptoQuotes` and as `cryptoQuote` events
 * (shared/contracts/crypto-market.ts `cryptoQuoteStreamEvents`). A reconnect is a new request, so it gets a fresh snapshot. The session
 * check, stream limit, slow-reader drop, session re-check and shutdown are sse-stream.ts's.
 */

export { MAX_STREAMS_PER_SESSION } from './sse-stream';

export type QuoteStreamOptions = {
  sessionGate: Pick<SessionGate, 'authenticate'>;
  marketData: MarketDataProvider;
  clock: () => Date;
  /**
   * The stream exists only where the brand has stocks or crypto (else 404 as a disabled call),
   * and serves stock symbols only with stocks on, pairs only with crypto on.
   */
  brand: Pick<BrandConfig, 'features'>;
  /** Hub timing (tests shorten it); defaults: tick 1 s, crypto tick 3 s, heartbeat 15 s. */
  hub?: Pick<QuoteHubOptions, 'tickMs' | 'cryptoTickMs' | 'heartbeatMs'>;
  /** Between session re-checks of an open stream; default 60 s. */
  sessionCheckMs?: number;
  maxStreamsPerSession?: number;
  /** The process's streams of every kind (sse-stream.ts); default: this plugin's own. */
  registry?: StreamRegistry;
  /** Receives the hub once built (the bench reads its stats). */
  onHub?: (hub: QuoteHub) => void;
};

const query = z.object({
  symbols: z
    .string()
    .transform((text) => [...new Set(text.split(',').map((symbol) => symbol.trim()))])
    .pipe(
      z
        .array(z.union([stockSymbol, cryptoPairId]))
        .min(1)
        .max(50),
    ),
  session: sessionIdSchema.optional(),
});

/** The quote stream plugin; it builds the process's one hub and closes every stream on shutdown. */
export const quoteStreamRoutes: FastifyPluginCallback<QuoteStreamOptions> = (
  app,
  options,
  done,
) => {
  const { marketData, clock } = options;
  const hub = createQuoteHub({
    stocks: marketData.stocks,
    crypto: marketData.crypto,
    clock,
    ...options.hub,
    onError: (error) => app.log.error({ err: error }, 'quote hub tick failed'),
  });
  options.onHub?.(hub);
  const streams = createSseStreams(app, {
    sessionGate: options.sessionGate,
    clock,
    label: 'quote',
    sessionCheckMs: options.sessionCheckMs,
    maxStreamsPerSession: options.maxStreamsPerSession,
    registry: options.registry,
    onShutdown: () => hub.stop(),
  });

  app.get('/quotes', async (request, reply) => {
    const { features } = options.brand;
    if (!features.stock && !features.crypto) return refuse(reply, 404, { code: 'not_found' });
    const session = await streams.authenticate(request);

    const parsed = query.safeParse(request.query);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.') || 'symbols', issue.code]),
      );
      return refuse(reply, 400, { code: 'invalid_input', fields });
    }
    const symbols = parsed.data.symbols;
    const isKnown = async (symbol: string): Promise<boolean> => {
      if (isCryptoPair(symbol)) {
        return features.crypto && (await marketData.crypto.pair(symbol)) !== undefined;
      }
      return features.stock && (await marketData.stocks.get(symbol)) !== undefined;
    };
    const known = await Promise.all(symbols.map(isKnown));
    if (known.includes(false)) {
      return refuse(reply, 400, { code: 'invalid_input', fields: { symbols: 'invalid_value' } });
    }
    const slot = streams.reserve(session.sessionId, request.ip);
    if (!slot) return refuseTooMany(reply);
    let snapshot: string;
    try {
      snapshot = await hub.snapshotFrame(symbols);
    } catch (error) {
      slot.release();
      throw error;
    }
    const stream = slot.open(request, reply);
    stream.send(snapshot);
    stream.onClose(hub.subscribe(symbols, stream));
  });
  done();
};
