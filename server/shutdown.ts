import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';

/** Where shutdown reports progress. */
export type ShutdownLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * Stops the server in order: no new connections, in-flight calls finish (fastify.close), then the
 * database closes (PGlite must close cleanly so the next start opens the same DATA_DIR).
 */
export async function shutDown(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  try {
    await app.close();
  } finally {
    await database.close();
  }
}

/**
 * Graceful shutdown on SIGTERM and SIGINT, exit code 0; a second signal while shutting down
 * forces exit code 1 at once.
 */
export function exitOnSignals(
  app: FastifyInstance,
  database: DatabaseHandle,
  log: ShutdownLog,
): void {
  let isShuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (isShuttingDown) {
      log.error({ signal }, 'second signal: forcing exit');
      process.exit(1);
    }
    isShuttingDown = true;
    log.info({ signal }, 'shutting down');
    shutDown(app, database).then(
      () => {
        log.info({}, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
