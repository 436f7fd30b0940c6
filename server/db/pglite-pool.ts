import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * A pg.Pool look-alike over one PGlite instance, for Kysely's PostgresDialect. PGlite has a single
 * connection, so clients are handed out one at a time: a transaction holds the connection from
 * `begin` until release, and nobody else's statement can land inside it.
 */
export class PglitePool implements PostgresPool {
  readonly #pglite: PGlite;
  #tail: Promise<void> = Promise.resolve();
  #isEnded = false;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  /** Waits for the connection, then lends it until `release()`. */
  async connect(): Promise<PostgresPoolClient> {
    if (this.#isEnded) throw new Error('The PGlite pool has been ended');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    await previous;
    return this.#client(release);
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
