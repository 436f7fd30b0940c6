import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { allCalls, createFosBackOffice, createGatewayBackOffice } from './areas/compose';
import { callRoutes } from './api/call-routes';
import { selectCalls, type CallDefinition } from './api/registry';
import { devSessionTokenRoutes } from './dev/dev-session-token.routes';
import { guardDevRoutes } from './dev/dev-access';
import { createSessionGate, type SessionCache } from './auth/session-gate';
import type { BooksCache } from './backoffice/gateway/gateway-balances';
import { createReadCache, hearReadCacheChanges } from './cache/read-caches';
import type { BackOffices } from './backoffice/ports/back-office.port';
import { quoteStreamRoutes } from './api/quote-stream';
import { notificationStreamRoutes } from './api/notification-stream';
import { createStreamRegistry } from './api/stream-registry';
import { BASE_PATH, type Config } from './config';
import type { DatabaseHandle } from './db/database';
import { registerCompression } from './http/compression';
import { handleError, RateLimitedError } from './http/errors';
import { registerNoStore } from './http/no-store';
import { registerSecurityHeaders } from './http/security';
import { createNotFoundHandler, registerWebRoutes } from './http/web-routes';
import { devDealingRoutes } from './dev/dev-dealing.routes';
import { embeddedJobHandlers } from './areas/compose';
import { devExchangeRoutes } from './dev/dev-exchange.routes';
import { createLogger } from './logger';
import type { MarketDataProvider } from './market-data/market-data-provider';
import { createSimulatedMarketData } from './areas/simulated-market-data';
import { createEmbeddedMessenger, type EmbeddedMessenger } from './messaging/embedded-messenger';
import { outboxRoutes } from './dev/outbox.routes';
import { SESSION_ENDED_CHANNEL } from './repositories/session.repository';
import { projectRoot } from './project-root';

/** The project root, where dist/web/<brand> lives (project-root.ts says how it is found). */
export { projectRoot };

/** Everything buildApp needs; only config and database are required. */
export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** The built web app; default dist/web/<BRAND> under the project root. */
  webRoot?: string;
  /** The calls to serve; default every call Portico defines. */
  calls?: readonly CallDefinition[];
  /** Default: an embedded messenger logging to the app's logger. */
  messenger?: EmbeddedMessenger;
  /** Default: a pino logger at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Requests per IP per window; default `config.rateLimitPerMinute` a minute (tests override). */
  rateLimit?: { max: number; timeWindowMs: number };
  /** The time every call is judged at; tests move it to expire tokens and codes. */
  clock?: () => Date;
  /** Default: the simulated deterministic feed on `clock`. */
  marketData?: MarketDataProvider;
  /** Default: the embedded back office of each source on the app's database. */
  backOffices?: BackOffices;
};

/**
 * While closing, answers to in-flight calls carry `connection: close`: otherwise a keep-alive
 * socket left idle after its last answer would hold shutdown open until the keep-alive timeout.
 */
function closeConnectionsWhenDone(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Builds the whole HTTP app (API, docs, dev outbox, web) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // The books from memory (docs/ARCHITECTURE.md): off until the database's announcements are heard.
  const sessions: SessionCache = createReadCache(10_000);
  const booksCache: BooksCache = createReadCache(5_000);
  const sessionGate = createSessionGate(database.db, config, sessions);
  const calls = selectCalls(options.calls ?? allCalls, config.brand, sessionGate);
  const clock = options.clock ?? (() => new Date());
  const marketData = options.marketData ?? createSimulatedMarketData({ clock });
  const bookDeps = {
    ...marketData,
    db: database.db,
    booksCache,
    brand: config.brand,
    cashAutoAcceptMs: config.cashAutoAcceptMs,
    listen: database.listen,
    vapid: config.vapid,
  };
  const backOffices = options.backOffices ?? {
    gateway: createGatewayBackOffice(bookDeps),
    fos: createFosBackOffice(bookDeps),
  };
  const webRoot = options.webRoot ?? path.join(projectRoot, 'dist', 'web', config.brand.id);
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    genReqId: () => randomUUID(),
    // Request ids are ours alone: a client-sent id could forge or collide in the logs.
    requestIdHeader: false,
    // Behind a reverse proxy, X-Forwarded-For/-Proto give the client address and HTTPS.
    trustProxy: config.isProxyTrusted,
  });
  const messenger = options.messenger ?? createEmbeddedMessenger(app.log);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  closeConnectionsWhenDone(app);
  registerNoStore(app);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(createNotFoundHandler(webRoot));
  await registerSecurityHeaders(app, config.brand);
  await app.register(cookie);
  const limit = options.rateLimit ?? { max: config.rateLimitPerMinute, timeWindowMs: 60_000 };
  await app.register(rateLimit, {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    // Calls only: one page of the app loads dozens of immutable files, and counting them would
    // refuse a client the page itself (a 429 in place of the HTML) after a few quick visits.
    allowList: (request) => !request.url.startsWith(`${BASE_PATH}/api/`),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.ceil(context.ttl / 1000)),
  });
  await registerCompression(app);
  await app.register(callRoutes, {
    prefix: `${BASE_PATH}/api`,
    calls,
    shared: { db: database.db, config, messenger, sessionGate, clock, backOffices, marketData },
  });
  // Every live stream of the process: a limit per client address, and a session's streams
  // closed as soon as it ends in any process (logout, kick, a new login), heard after commit.
  const streamRegistry = createStreamRegistry({
    maxStreamsPerAddress: config.maxStreamsPerAddress,
  });
  const unlisten = await database.listen?.(SESSION_ENDED_CHANNEL, (sessionId) =>
    streamRegistry.endSession(sessionId),
  );
  const stopHearing = await hearReadCacheChanges(
    database,
    {
      session: (sessionId) => sessions.drop(sessionId),
      account: (accountId) => sessions.dropWhere((session) => session.accountId === accountId),
      books: (accountId) => booksCache.drop(accountId),
      all: (isOn) => {
        sessions.clear(isOn);
        booksCache.clear(isOn);
      },
    },
    app.log,
  );
  app.addHook('onClose', async () => {
    await unlisten?.();
    await stopHearing();
  });
  // Live quotes over SSE (issue 11 §3): one hub per process, fanned out per symbol.
  await app.register(quoteStreamRoutes, {
    prefix: `${BASE_PATH}/api/stream`,
    sessionGate,
    marketData,
    clock,
    brand: config.brand,
    registry: streamRegistry,
  });
  // The unread count over SSE (issue 14 §2): one hub per process on the database's LISTEN.
  await app.register(notificationStreamRoutes, {
    prefix: `${BASE_PATH}/api/stream`,
    sessionGate,
    notifications: backOffices.gateway.notifications,
    clock,
    brand: config.brand,
    registry: streamRegistry,
  });
  if (config.isDemo) {
    // First: every dev route answers callers on this machine only (docs/DECISIONS.md §6).
    guardDevRoutes(app, config);
    await app.register(outboxRoutes, { prefix: `${BASE_PATH}/dev`, messenger });
    await app.register(devSessionTokenRoutes, {
      prefix: `${BASE_PATH}/dev`,
      config,
      db: database.db,
      clock,
    });
    await app.register(devDealingRoutes, {
      prefix: `${BASE_PATH}/dev`,
      db: database.db,
      handlers: embeddedJobHandlers({ ...bookDeps, log: app.log }),
      clock,
    });
    await app.register(devExchangeRoutes, {
      prefix: `${BASE_PATH}/dev`,
      db: database.db,
      stocks: marketData.stocks,
      crypto: marketData.crypto,
      clock,
    });
  }
  await registerWebRoutes(app, webRoot);
  return app;
}
