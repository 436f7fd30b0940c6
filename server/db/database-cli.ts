import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config';
import { createLogger } from '../logger';
import { DatabaseRefusedError } from './data-folder';
import { openDatabase, type DatabaseHandle } from './database';

/**
 * Runs a command-line task on the configured database (`npm run migrate`, `npm run seed`): the
 * database is opened for the task and closed after it, whatever happens. A failure exits 1: a
 * configuration mistake or a refused database with its lines alone, anything else as a crash
 * worth its stack.
 */
export function runOnDatabase(
  task: (database: DatabaseHandle, log: Logger, config: Config) => Promise<void>,
): void {
  const run = async () => {
    const config = loadConfig();
    const log = createLogger(config.logLevel);
    const database = await openDatabase(config, log);
    try {
      await task(database, log, config);
    } finally {
      await database.close();
    }
  };
  run().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseRefusedError) {
      process.stderr.write(`${error.message}\n`);
    } else console.error(error);
    process.exit(1);
  });
}
