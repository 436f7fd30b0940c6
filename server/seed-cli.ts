import { databasePlace } from './db/database';
import { runOnDatabase } from './db/database-cli';
import { migrateToLatest } from './db/migrate';
import { topUpDemoBook } from './startup-checks';

/**
 * `npm run seed`: migrates the configured database, then loads what is missing of the demo book
 * (idempotent), refusing books that do not tie out or lost their ledger (startup-checks.ts).
 */
runOnDatabase(async (database, log, config) => {
  await migrateToLatest(database.db);
  const seeded = await topUpDemoBook(database.db, new Date(), databasePlace(config));
  log.info({ kind: database.kind, ...seeded }, 'demo book seeded');
});
