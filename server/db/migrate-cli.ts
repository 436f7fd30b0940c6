import { runOnDatabase } from './database-cli';
import { migrateToLatest } from './migrate';

/** `npm run migrate`: brings the configured database to the latest migration. */
runOnDatabase(async (database, log) => {
  const results = await migrateToLatest(database.db);
  log.info(
    { kind: database.kind, applied: results.map((result) => result.migrationName) },
    'migrated',
  );
});
