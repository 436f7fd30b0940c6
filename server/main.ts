import type { Logger } from 'pino';
import { buildApp, projectRoot } from './app';
import { serverClock } from './clock';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { queueCorporateActionSync } from './backoffice/gateway/corporate-actions/corporate-action-steps';
import { queueIpoAnnouncements } from './backoffice/gateway/ipo/ipo-announcements';
import { embeddedJobHandlers } from './backoffice/gateway/job-handlers';
import { startNotificationPush } from './backoffice/core/notifications/push-delivery';
import { startStockExchange } from './backoffice/gateway/stocks/exchange/exchange.job';
import { queueStatementNotices } from './backoffice/gateway/trade-documents/statement-notices';
import { runDueJobs, startJobRunner } from './jobs/job-runner';
import { createLogger } from './logger';
import { createSimulatedMarketData } from './market-data/simulated-market-data';
import { keepFeedAnchor } from './repositories/feed-anchor.repository';
import { hongKongDate } from '../shared/domain/business-calendar';
import { seedDemoBook } from './seed/demo-book';
import { exitOnSignals } from './shutdown';
import { buildWeb, isWebBuildStale } from './web-build';

/**
 * `npm start`: read the configuration, build the web app if needed, open, migrate and (in demo
 * mode) seed the database, then serve until SIGTERM or SIGINT.
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
  await ensureWebBuilt(config, log);
  const database = await openDatabase(config, log);
  try {
    const migrations = await migrateToLatest(database.db);
    log.info({ kind: database.kind, applied: migrations.length }, 'database ready');
    const clock = serverClock(config.demoClockStart);
    if (config.isDemo) log.info(await seedDemoBook(database.db, clock()), 'demo book seeded');
    // Corporate actions keep the day they were first dated from, so a restart pays nothing twice.
    const corporateActionAnchor = await keepFeedAnchor(
      database.db,
      'corporateActions',
      hongKongDate(clock()),
    );
    const marketData = createSimulatedMarketData({ clock, corporateActionAnchor });
    const app = await buildApp({ config, database, logger: log, clock, marketData });
    // Corporate actions follow the feed daily (issue 12 §4); the first sync runs at once.
    await queueCorporateActionSync(database.db, clock());
    // Clients hear of each statement when its day or month ends (issue 14 §1).
    await queueStatementNotices(database.db, clock());
    // Clients hear of each IPO as it opens for application (spec §2.18).
    if (marketData.ipos && config.brand.features.ipo) {
      await queueIpoAnnouncements(database.db, clock());
    }
    const handlers = embeddedJobHandlers({
      funds: marketData.funds,
      brand: config.brand,
      ...(marketData.corporateActions ? { corporateActions: marketData.corporateActions } : {}),
      ...(marketData.ipos ? { ipos: marketData.ipos } : {}),
      vapid: config.vapid,
      log,
    });
    // What fell due while the server was down (a dividend's payment, a fund's dealing, a missed
    // statement notice) is done before the first request: a client never sees the books move
    // under a page they have just read because the server has only now caught up.
    await runDueJobs(database.db, handlers, clock(), { log });
    // Dealing jobs run in every process; SKIP LOCKED keeps them from dealing an order twice.
    const runner = startJobRunner({
      db: database.db,
      handlers,
      clock,
      intervalMs: config.jobPollMs,
      log,
    });
    // The simulated stock exchange matches and settles in every process too (SKIP LOCKED).
    const exchange = startStockExchange({ db: database.db, stocks: marketData.stocks, clock, log });
    // Web Push (issue 14 §3): the job above, nudged as soon as a notification is announced.
    const stopPush = await startNotificationPush({
      database,
      vapid: config.vapid,
      clock,
      nudge: runner.nudge,
      log,
    });
    app.addHook('preClose', async () => {
      await Promise.all([stopPush(), runner.stop(), exchange.stop()]);
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
  log.fatal({ err: error }, 'start failed');
  process.exit(1);
});
