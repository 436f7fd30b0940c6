import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../logger';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

/** `npm run migrate`: brings the configured database to the latest migration. */
async function run(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, log);
  try {
    const results = await migrateToLatest(database.db);
    log.info(
      { kind: database.kind, applied: results.map((result) => result.migrationName) },
      'migrated',
    );
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
