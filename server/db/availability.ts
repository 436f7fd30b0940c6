import { sql, type Kysely, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Telling a lost database apart from a failing statement: a PostgreSQL restart or a network cut
 * answers 503 `database_unavailable` (server/http/errors.ts), never a 500, and costs a job no
 * attempt (server/jobs/job-runner.ts).
 */

/** The database could not be reached, or the connection broke under a statement: 503. */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('the database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** SQLSTATEs of a connection that ended under a statement (admin, crash or start-up shutdown). */
const shutdownStates = new Set(['57P01', '57P02', '57P03']);

/** What pg says when the socket closed, or about a client whose socket already did. */
const lostMessages = [/^Connection terminated/, /is not queryable$/];

/**
 * Whether an error a pg client raised for a statement means the connection is gone: SQLSTATE
 * class 08 (connection exception), a shutdown of the backend, a socket error (ECONNRESET, EPIPE,
 * ETIMEDOUT... : pg hands them on as they come), or pg's own words for a closed socket.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('08') || shutdownStates.has(code)) return true;
  if ('syscall' in error || /^E[A-Z]+$/.test(code)) return true;
  return lostMessages.some((pattern) => pattern.test(error.message));
}

/** Rethrows a statement's error, as DatabaseUnavailableError when its connection is gone. */
const rethrowTyped = (error: unknown): never => {
  throw isConnectionLost(error) ? new DatabaseUnavailableError(error) : error;
};

/**
 * The pg pool as Kysely sees it, with connection failures typed: a client that cannot be had
 * (refused, timed out, too many connections) and a statement whose connection broke reject with
 * DatabaseUnavailableError; any other statement error (a constraint, a lock timeout) is left as
 * pg raised it, SQLSTATE and all.
 */
export function availabilityTypedPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const typed = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: unknown, parameters?: readonly unknown[]) => {
      // Kysely passes SQL and parameters; a cursor (not configured here) would pass through.
      const result = (client.query as (...args: unknown[]) => unknown)(text, parameters);
      return result instanceof Promise ? result.catch(rethrowTyped) : result;
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
      const known = clients.get(client) ?? typed(client);
      clients.set(client, known);
      return known;
    },
    end: () => pool.end(),
  };
}

/** How long `example/alive` waits for `select 1` before it reports the database unavailable. */
export const DATABASE_CHECK_TIMEOUT_MS = 5_000;

/**
 * Resolves once the database answers `select 1` within `timeoutMs`; otherwise rejects with
 * DatabaseUnavailableError, whatever the failure, so a load balancer stops routing here.
 */
export async function checkDatabaseAnswers<DB>(
  db: Kysely<DB>,
  timeoutMs = DATABASE_CHECK_TIMEOUT_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const answered = sql`select 1`.execute(db);
  // A late failure after the timeout has nobody waiting for it: it must not go unhandled.
  answered.catch(() => undefined);
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer to select 1 within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([answered, timedOut]);
  } catch (error) {
    throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
  } finally {
    clearTimeout(timer);
  }
}
