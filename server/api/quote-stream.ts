import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BACKGROUND_HEADER,
  SESSION_HEADER,
  sessionId as sessionIdSchema,
} from '../../shared/contracts/common';
import type { ErrorBody } from '../../shared/contracts/errors';
import { stockSymbol } from '../../shared/contracts/stock-definition';
import type { BrandConfig } from '../../brands/brand-config';
import type { SessionGate } from '../auth/session-gate';
import type { MarketDataProvider } from '../market-data/market-data-provider';
import { UnauthenticatedError } from '../http/errors';
import { createQuoteHub, type QuoteHub, type QuoteHubOptions, type QuoteSink } from './quote-hub';

/**
 * The quote stream, `GET <prefix>/quotes?symbols=00700,AAPL` (text/event-stream; register with
 * prefix `/portal/api/stream`): a `snapshot` first, then `quote` on each change of a watched
 * symbol, `market` when a session changes and `heartbeat` (shared/contracts/stock-definition.ts
 * `quoteStreamEvents`). A reconnect is a new request, so it gets a fresh snapshot.
 *
 * Authenticated as the calls are: the session is named by the `x-portico-session` header or,
 * since a browser EventSource cannot send headers, the `session` query parameter; the session's
 * httpOnly SameSite=Strict cookie is required either way (the id alone is no credential, and no
 * other site can make the browser send the cookie). The stream is background traffic: it never
 * counts as the person's activity. While open, the session is checked again every minute, so a
 * logout, kick, idle kick or token expiry ends the stream (the page reconnects after a refresh).
 */

/** Streams one session may hold open at once (tabs × pages); one more answers 429. */
export const MAX_STREAMS_PER_SESSION = 5;
/** A stream whose unsent data passes this is too slow to follow and is closed. */
const MAX_BUFFERED_BYTES = 1_000_000;

export type QuoteStreamOptions = {
  sessionGate: Pick<SessionGate, 'authenticate'>;
  marketData: MarketDataProvider;
  clock: () => Date;
  /** The stream exists only where the brand has stocks (else 404 as a disabled call). */
  brand: Pick<BrandConfig, 'features'>;
  /** Hub timing (tests shorten it); defaults: tick 1 s, heartbeat 15 s. */
  hub?: Pick<QuoteHubOptions, 'tickMs' | 'heartbeatMs'>;
  /** Between session re-checks of an open stream; default 60 s. */
  sessionCheckMs?: number;
  maxStreamsPerSession?: number;
  /** Receives the hub once built (the bench reads its stats). */
  onHub?: (hub: QuoteHub) => void;
};

const query = z.object({
  symbols: z
    .string()
    .transform((text) => [...new Set(text.split(',').map((symbol) => symbol.trim()))])
    .pipe(z.array(stockSymbol).min(1).max(50)),
  session: sessionIdSchema.optional(),
});

type OpenStream = {
  sessionId: string;
  cookies: Record<string, string | undefined>;
  close: () => void;
};

function refuse(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).send(body);
}

/** The request as the session gate reads it: the named session, marked as background traffic. */
function gateRequest(
  sessionId: string,
  cookies: Record<string, string | undefined>,
): FastifyRequest {
  return {
    headers: { [SESSION_HEADER]: sessionId, [BACKGROUND_HEADER]: '1' },
    cookies,
  } as unknown as FastifyRequest;
}

/** The quote stream plugin; it builds the process's one hub and closes every stream on shutdown. */
export const quoteStreamRoutes: FastifyPluginCallback<QuoteStreamOptions> = (
  app,
  options,
  done,
) => {
  const { sessionGate, marketData, clock } = options;
  const maxStreams = options.maxStreamsPerSession ?? MAX_STREAMS_PER_SESSION;
  const hub = createQuoteHub({
    stocks: marketData.stocks,
    clock,
    ...options.hub,
    onError: (error) => app.log.error({ err: error }, 'quote hub tick failed'),
  });
  options.onHub?.(hub);
  const streams = new Set<OpenStream>();
  const perSession = new Map<string, number>();

  const recheck = setInterval(() => {
    for (const stream of streams) {
      sessionGate
        .authenticate(gateRequest(stream.sessionId, stream.cookies), clock())
        .catch((error: unknown) => {
          if (!(error instanceof UnauthenticatedError)) {
            app.log.error({ err: error }, 'quote stream session check failed');
          }
          stream.close();
        });
    }
  }, options.sessionCheckMs ?? 60_000);
  recheck.unref();

  app.addHook('preClose', (hookDone) => {
    clearInterval(recheck);
    hub.stop();
    for (const stream of streams) stream.close();
    hookDone();
  });

  app.get('/quotes', async (request, reply) => {
    if (!options.brand.features.stock) return refuse(reply, 404, { code: 'not_found' });
    const raw = request.query as Record<string, unknown>;
    const named = request.headers[SESSION_HEADER] ?? raw.session;
    const sessionId = sessionIdSchema.safeParse(named);
    if (!sessionId.success) throw new UnauthenticatedError('missing');
    const cookies = request.cookies;
    await sessionGate.authenticate(gateRequest(sessionId.data, cookies), clock());

    const parsed = query.safeParse(raw);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.') || 'symbols', issue.code]),
      );
      return refuse(reply, 400, { code: 'invalid_input', fields });
    }
    const symbols = parsed.data.symbols;
    const known = await Promise.all(symbols.map((symbol) => marketData.stocks.get(symbol)));
    if (known.some((instrument) => instrument === undefined)) {
      return refuse(reply, 400, { code: 'invalid_input', fields: { symbols: 'invalid_value' } });
    }
    const open = perSession.get(sessionId.data) ?? 0;
    if (open >= maxStreams) {
      return refuse(reply, 429, { code: 'rate_limited', retryAfterSeconds: 5 });
    }
    perSession.set(sessionId.data, open + 1);

    const snapshot = await hub.snapshotFrame(symbols);
    reply.hijack();
    const response = reply.raw;
    // What the app's hooks set so far (security headers, request id) still goes out.
    const earlier = Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    );
    response.writeHead(200, {
      ...Object.fromEntries(earlier),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let isClosed = false;
    let unsubscribe = () => undefined as void;
    const stream: OpenStream = {
      sessionId: sessionId.data,
      cookies,
      close: () => {
        if (isClosed) return;
        isClosed = true;
        unsubscribe();
        streams.delete(stream);
        const left = (perSession.get(stream.sessionId) ?? 1) - 1;
        if (left > 0) perSession.set(stream.sessionId, left);
        else perSession.delete(stream.sessionId);
        response.end();
      },
    };
    const sink: QuoteSink = {
      send(frame) {
        if (isClosed) return;
        if (response.writableLength > MAX_BUFFERED_BYTES) {
          stream.close();
          return;
        }
        response.write(frame);
      },
    };
    streams.add(stream);
    response.write(snapshot);
    unsubscribe = hub.subscribe(symbols, sink);
    request.raw.on('close', stream.close);
    response.on('close', stream.close);
    response.on('error', stream.close);
  });
  done();
};
