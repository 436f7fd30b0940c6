import type { Logger } from 'pino';
import { buildApp, projectRoot } from './app';
import { queueAreasAtStart } from './areas/compose';
import { serverClock } from './clock';
import { ConfigError, loadConfig, type Config } from './config';
import { databasePlace, openDatabase } from './db/database';
import { keepStatisticsFresh } from './db/embedded-statistics';
import { embeddedJobHandlers } from './areas/compose';
import { startNotificationPush } from './backoffice/core/notifications/push-delivery';
import { EXCHANGE_INTERVAL_MS } from './backoffice/gateway/stocks/exchange/exchange.job';
import { runDueJobs, startJobRunner } from './jobs/job-runner';
import { createLogger } from './logger';
import { createSimulatedMarketData } from './areas/simulated-market-data';
import { keepFeedAnchor } from './repositories/feed-anchor.repository';
import { hongKongDate } from '../shared/domain/business-calendar';
import { assertPortFree } from './port-check';
import { exitOnSignals } from './shutdown';
import { startFailureLine } from './start-failure';
import { migrateAtStart, prepareBooksAtStart } from './startup-checks';
import { buildWeb, isWebBuildStale } from './web-build';

/**
 * `npm start`: read the configuration, check the port, build the web app if needed, open, migrate
 * and (in demo mode) seed the database, then serve until SIGTERM or SIGINT.
 */

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One clear line per problem and no stack: this is the operator's mistake, not a crash.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function ensureWebBuilt(config: Config, log: Logger): Promise<void> {
  if (!(await isWebBuildStale(projectRoot, config.brand.id))) return;
  log.info({ brand: config.brand.id }, 'building the web app (vite build)');
  await buildWeb(projectRoot, config.brand.id);
}

async function start(config: Config, log: Logger): Promise<void> {
  // A busy port fails the start at once, before a build or the database is touched.
  await assertPortFree(config.port, config.host);
  await ensureWebBuilt(config, log);
  const database = await openDatabase(config, log);
  try {
    // A damaged data folder or books that do not tie out are refused in one line naming where
    // the database is, and never seeded over (startup-checks.ts).
    const place = databasePlace(config);
    const migrations = await migrateAtStart(database, place, log);
    log.info({ kind: database.kind, applied: migrations.length }, 'database ready');
    const clock = serverClock(config.demoClockStart);
    const seeded = await prepareBooksAtStart(database.db, {
      place,
      isDemo: config.isDemo,
      now: clock(),
    });
    if (config.isDemo) log.info(seeded ?? {}, seeded ? 'demo book seeded' : 'demo book kept');
    // Corporate actions keep the day they were first dated from, so a restart pays nothing twice.
    const corporateActionAnchor = await keepFeedAnchor(
      database.db,
      'corporateActions',
      hongKongDate(clock()),
    );
    const marketData = createSimulatedMarketData({ clock, corporateActionAnchor });
    const app = await buildApp({ config, database, logger: log, clock, marketData });
    await queueAreasAtStart({ db: database.db, now: clock(), brand: config.brand, marketData });
    const handlers = embeddedJobHandlers({
      ...marketData,
      brand: config.brand,
      vapid: config.vapid,
      log,
    });
    // What fell due while the server was down (a dividend's payment, a fund's dealing, a missed
    // statement notice) is done before the first request: a client never sees the books move
    // under a page they have just read because the server has only now caught up.
    await runDueJobs(database.db, handlers, clock(), { log });
    // Jobs run in every process; SKIP LOCKED keeps two from doing one job. The runner looks at
    // least as often as the exchange matches, whatever JOB_POLL_MS says.
    const runner = startJobRunner({
      db: database.db,
      handlers,
      clock,
      intervalMs: Math.min(config.jobPollMs, EXCHANGE_INTERVAL_MS),
      log,
    });
    // Web Push (issue 14 §3): the job above, nudged as soon as a notification is announced.
    const stopPush = await startNotificationPush({
      database,
      vapid: config.vapid,
      clock,
      nudge: runner.nudge,
      log,
    });
    // The embedded database has no autovacuum: its tables' statistics are kept here.
    const stopStatistics =
      database.kind === 'pglite' ? keepStatisticsFresh(database.db, { log }) : async () => {};
    app.addHook('preClose', async () => {
      await Promise.all([stopPush(), runner.stop(), stopStatistics()]);
    });
    exitOnSignals(app, database, log);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  log.info(
    { brand: config.brand.id },
    `Portico is serving http://localhost:${config.port}/portal/`,
  );
}

const config = readConfig();
const log = createLogger(config.logLevel);
start(config, log).catch((error: unknown) => {
  // One plain line, as a configuration error: a busy port or a refused database is the
  // operator's to fix, and anything else says what failed; the stack is at LOG_LEVEL=debug.
  log.debug({ err: error }, 'start failed');
  process.stderr.write(`${startFailureLine(error, config)}\n`);
  process.exit(1);
});
