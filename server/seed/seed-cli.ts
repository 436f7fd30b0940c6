import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../logger';
import { seedDemoBook } from './demo-book';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** `npm run seed`: migrates the configured database, then loads the demo book (idempotent). */
async function run(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, log);
  try {
    await migrateToLatest(database.db);
    log.info({ kind: database.kind, ...(await seedDemoBook(database.db)) }, 'demo book seeded');
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  // A configuration mistake gets its lines alone; anything else is a crash worth its stack.
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
