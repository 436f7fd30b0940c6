import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PostgresPool,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type TransactionBuilder,
  type UnknownRow,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { availabilityTypedPool } from './availability';
import {
  claimDataFolder,
  createDataFolderApart,
  keepMigratedTemplateApart,
  unopenableDataFolder,
  type DataFolderOrigin,
} from './data-folder';
import { connectionSettings, postgresListener } from './postgres-listener';
import { inOpenTransaction, PglitePool } from './pglite-pool';
import type { Database } from './schema';
import { pgliteParsers, pgTypes } from './type-parsers';

/** Which engine a database handle talks to. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the Kysely instance, its engine, and how to close it. */
export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Ends the pool; for PGlite, waits for the last statement and closes the data directory cleanly. */
  close: () => Promise<void>;
  /**
   * Hears `pg_notify(channel, payload)` after the notifying transaction commits (never for a
   * rollback); answers the function that stops listening. PostgreSQL: one dedicated connection
   * per handle LISTENs for every channel and listener, reconnecting with back-off if it drops;
   * PGlite: its own `listen`, issued while holding the one connection. `onLost` hears that the
   * PostgreSQL connection dropped (notifications are lost until the empty payload of the reconnect).
   */
  listen?: (
    channel: string,
    listener: (payload: string) => void,
    onLost?: () => void,
  ) => Promise<() => Promise<void>>;
  /**
   * PostgreSQL: resolves once this process's listeners have heard every notification committed
   * before the call (every write already waits for it; a test of two processes does too).
   */
  caughtUp?: () => Promise<void>;
  /** PGlite on disk: its data folder. */
  dataDir?: string;
  /**
   * PGlite on disk: how this open made the data folder (a copy of the migrated or the pristine
   * template, or initdb); undefined when the folder was already there.
   */
  madeFrom?: DataFolderOrigin;
};

/**
 * Kysely on PGlite: each transaction's body runs marked, so a statement it issues on the pool
 * instead of its own handle fails at once (PglitePool.connect) instead of waiting for ever.
 */
class PgliteKysely extends Kysely<Database> {
  override transaction(): TransactionBuilder<Database> {
    const builder = super.transaction();
    const execute = builder.execute.bind(builder);
    return Object.assign(builder, {
      execute: <T>(body: Parameters<typeof execute<T>>[0]) =>
        execute((trx) => inOpenTransaction(() => body(trx))),
    });
  }
}

/** Marks the body of a PostgreSQL transaction (its writes are caught up with after commit). */
const inPostgresTransaction = new AsyncLocalStorage<true>();

/**
 * Kysely on PostgreSQL: a transaction returns, and a write outside one, only once this process's
 * LISTEN connection has heard what it notified (`caughtUp`), so the writing call never answers
 * before the process's own listeners (its read caches) have dropped what the write changed.
 * PGlite needs none of it: it hears a notification before the committing statement returns.
 */
function postgresKysely(pool: PostgresPool, caughtUp: () => Promise<void>): Kysely<Database> {
  class PostgresKysely extends Kysely<Database> {
    override transaction(): TransactionBuilder<Database> {
      const builder = super.transaction();
      const execute = builder.execute.bind(builder);
      return Object.assign(builder, {
        execute: async <T>(body: Parameters<typeof execute<T>>[0]) => {
          const result = await execute((trx) => inPostgresTransaction.run(true, () => body(trx)));
          await caughtUp();
          return result;
        },
      });
    }
  }
  return new PostgresKysely({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), new CaughtUpAfterWrites(caughtUp)],
  });
}

/** Waits for `caughtUp` after each statement that may write, outside a transaction. */
class CaughtUpAfterWrites implements KyselyPlugin {
  readonly #writes = new WeakSet<QueryId>();
  readonly #caughtUp: () => Promise<void>;
  constructor(caughtUp: () => Promise<void>) {
    this.#caughtUp = caughtUp;
  }
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const isRead =
      node.kind === 'SelectQueryNode' ||
      (node.kind === 'RawNode' && /^\s*select\b/i.test(node.sqlFragments[0] ?? ''));
    if (!isRead && !inPostgresTransaction.getStore()) this.#writes.add(queryId);
    return node;
  }
  async transformResult({
    queryId,
    result,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) await this.#caughtUp();
    return result;
  }
}

function handleFor(
  pool: PostgresPool,
  kind: DatabaseKind,
  caughtUp?: () => Promise<void>,
): DatabaseHandle {
  const db = caughtUp
    ? postgresKysely(pool, caughtUp)
    : new PgliteKysely({
        dialect: new PostgresDialect({ pool }),
        plugins: [new CamelCasePlugin()],
      });
  return { db, kind, close: () => db.destroy() };
}

/**
 * Opens an embedded PGlite database: on disk in `dataDir`, or in memory when it is omitted;
 * `loadDataDir` starts it from a `dumpDataDir` tarball (the tests' migrated snapshot). A data
 * folder is held by this process until close (data-folder.ts); one that is damaged, or held by
 * another process, is refused with DatabaseRefusedError naming it.
 */
export async function openPgliteDatabase(
  options: { dataDir?: string; loadDataDir?: Blob; log?: DatabaseLog } = {},
): Promise<DatabaseHandle & { pglite: PGlite }> {
  const release = options.dataDir ? await claimDataFolder(options.dataDir) : async () => {};
  let madeFrom: DataFolderOrigin | undefined;
  try {
    if (options.dataDir && !options.loadDataDir) {
      madeFrom = await createDataFolderApart(options.dataDir);
    }
  } catch (error) {
    await release();
    throw unopenableDataFolder(options.dataDir as string, error);
  }
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: pgliteParsers,
  });
  try {
    await pglite.waitReady;
  } catch (error) {
    await release();
    throw options.dataDir ? unopenableDataFolder(options.dataDir, error) : error;
  }
  const pool = new PglitePool(pglite, options.log);
  // LISTEN goes through the pool, so it never lands inside someone's open transaction.
  const listen = async (channel: string, listener: (payload: string) => void) => {
    const unlisten = await pool.exclusive(() => pglite.listen(channel, listener));
    return () => pool.exclusive(() => unlisten()).catch(() => undefined);
  };
  const handle = handleFor(pool, 'pglite');
  return {
    ...handle,
    listen,
    pglite,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(madeFrom ? { madeFrom } : {}),
    async close() {
      try {
        await handle.close();
      } finally {
        await release();
      }
    },
  };
}

/** Where a database reports trouble that no query is waiting for. */
export type DatabaseLog = { warn(details: object, message: string): void };

/**
 * After the start's migrations (`applied` of them): when this open made its PGlite data folder
 * from the pristine template, keeps the migrated folder as the template of this migration set,
 * so the next new folder starts migrated (pglite-initdb.mjs). The first start on a new set pays a
 * CHECKPOINT and a copy of the folder (about 0.2 s); later fresh starts skip about 1.3 s.
 *
 * The copy is taken while the folder is open but idle: the CHECKPOINT writes every change into
 * the table files, and nothing writes until the copy ends (the caller awaits this before the
 * seed or anything else). Such a copy is what a crash at that moment would leave: PostgreSQL
 * opens it by replaying its write-ahead log from that checkpoint, which holds nothing after it.
 * A template that cannot be kept (a read-only node_modules, a full disk) is a warning, and the
 * start goes on: the next fresh start migrates again.
 */
export async function keepMigratedTemplate(
  database: DatabaseHandle,
  applied: number,
  log?: DatabaseLog,
): Promise<void> {
  if (database.kind !== 'pglite' || database.madeFrom !== 'pristine' || applied === 0) return;
  if (!database.dataDir) return;
  try {
    await sql`checkpoint`.execute(database.db);
    await keepMigratedTemplateApart(database.dataDir);
  } catch (error) {
    log?.warn({ err: error }, 'the migrated data folder was not kept as a template');
  }
}

/**
 * Opens PostgreSQL through a pg.Pool with Portico's type parsers. A connection that dies (a
 * database restart, a network cut, `pg_terminate_backend`) is logged and replaced, never left to
 * crash the process: pg raises 'error' on the client itself, and on a client checked out (a
 * transaction, a job's claim) nobody else listens. The statement waiting on it fails with
 * DatabaseUnavailableError (503) and the pool drops the client when it comes back.
 */
export function openPostgresDatabase(connectionString: string, log?: DatabaseLog): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, types: pgTypes, ...connectionSettings });
  pool.on('connect', (client) => {
    client.on('error', (error) => log?.warn({ err: error }, 'a database connection failed'));
  });
  // An idle client's failure reaches the pool as well; its own listener above has logged it.
  pool.on('error', () => undefined);
  const listener = postgresListener(connectionString, log);
  const handle = handleFor(availabilityTypedPool(pool), 'postgres', listener.caughtUp);
  return {
    ...handle,
    listen: listener.listen,
    caughtUp: listener.caughtUp,
    async close() {
      await listener.close();
      await handle.close();
    },
  };
}

/** The embedded database's data folder under DATA_DIR. */
const pgliteFolder = (config: Pick<Config, 'dataDir'>) => path.resolve(config.dataDir, 'pglite');

/**
 * Where the configured database is, for a line an operator reads: the data folder, or the
 * PostgreSQL server and database (never its user or password).
 */
export function databasePlace(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `the data folder ${pgliteFolder(config)}`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database ${url.host}${url.pathname}`;
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log?: DatabaseLog,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl, log);
  return openPgliteDatabase({ dataDir: pgliteFolder(config), log });
}
