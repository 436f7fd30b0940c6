import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** Where the pool reports a connection that has been waited for too long. */
export type PoolLog = { warn(details: object, message: string): void };

/** How long a caller may wait for the connection before the pool reports who holds it. */
export const SLOW_WAIT_MS = 15_000;

/** Marks the body of an open transaction, for `connect` to recognise a statement issued inside it. */
const openTransaction = new AsyncLocalStorage<{ isOpen: boolean }>();

/** Runs a transaction's body marked as inside the open transaction until it settles. */
export async function inOpenTransaction<T>(body: () => Promise<T>): Promise<T> {
  const mark = { isOpen: true };
  try {
    return await openTransaction.run(mark, body);
  } finally {
    mark.isOpen = false;
  }
}

/**
 * A pg.Pool look-alike over one PGlite instance, for Kysely's PostgresDialect. PGlite has a single
 * connection, so clients are handed out one at a time: a transaction holds the connection from
 * `begin` until release, and nobody else's statement can land inside it.
 */
export class PglitePool implements PostgresPool {
  readonly #pglite: PGlite;
  #tail: Promise<void> = Promise.resolve();
  #isEnded = false;
  readonly #log: PoolLog | undefined;
  /** Where the current holder asked for the connection (its stack is read only when reported). */
  #heldBy: Error | undefined;

  constructor(pglite: PGlite, log?: PoolLog) {
    this.#pglite = pglite;
    this.#log = log;
  }

  /**
   * Waits for the connection, then lends it until `release()`. A wait longer than SLOW_WAIT_MS is
   * reported with where the holder took the connection: with one connection, a statement issued
   * outside a transaction's own handle while the transaction is open waits forever.
   */
  async connect(): Promise<PostgresPoolClient> {
    if (this.#isEnded) throw new Error('The PGlite pool has been ended');
    if (openTransaction.getStore()?.isOpen) {
      // The open transaction holds the only connection until its body ends, and its body waits here.
      throw new Error(
        "A statement on the pool inside an open transaction's body: use the transaction's handle",
      );
    }
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    const asked = new Error('waiting for the PGlite connection');
    const slow = this.#log
      ? setTimeout(() => {
          this.#log?.warn(
            { waiter: asked.stack, holder: this.#heldBy?.stack, waitedMs: SLOW_WAIT_MS },
            'a statement has waited long for the embedded database connection',
          );
        }, SLOW_WAIT_MS)
      : undefined;
    slow?.unref();
    await previous;
    clearTimeout(slow);
    this.#heldBy = asked;
    return this.#client(release);
  }

  /** Runs `body` while holding the connection (for PGlite calls made outside a query, as LISTEN). */
  async exclusive<T>(body: () => Promise<T>): Promise<T> {
    const client = await this.connect();
    try {
      return await body();
    } finally {
      client.release();
    }
  }

  /** Waits for the current holder to release, then closes PGlite (its files stay consistent). */
  async end(): Promise<void> {
    if (this.#isEnded) return;
    this.#isEnded = true;
    await this.#tail;
    await this.#pglite.close();
  }

  #client(release: () => void): PostgresPoolClient {
    const pglite = this.#pglite;
    let isReleased = false;
    const query = async <R>(sql: string, parameters: ReadonlyArray<unknown>) => {
      if (isReleased) throw new Error('Query on a released PGlite client');
      const result = await pglite.query<R>(sql, [...parameters]);
      return {
        command: result.command,
        rowCount: result.rowCount ?? result.affectedRows ?? 0,
        rows: result.rows,
      } as PostgresQueryResult<R>;
    };
    return {
      query: query as PostgresPoolClient['query'],
      release() {
        if (isReleased) return;
        isReleased = true;
        release();
      },
    };
  }
}
