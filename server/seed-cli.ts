import { seedDemoBook } from './areas/compose';
import { runOnDatabase } from './db/database-cli';
import { migrateToLatest } from './db/migrate';

/** `npm run seed`: migrates the configured database, then loads the demo book (idempotent). */
runOnDatabase(async (database, log) => {
  await migrateToLatest(database.db);
  log.info({ kind: database.kind, ...(await seedDemoBook(database.db)) }, 'demo book seeded');
});
