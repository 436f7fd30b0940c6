import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { availabilityTypedPool } from './availability';
import { claimDataFolder, unopenableDataFolder } from './data-folder';
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

type Listeners = Map<string, Set<(payload: string) => void>>;

/** Adds a listener to `listeners`; answers whether it is the channel's first. */
function addListener(listeners: Listeners, channel: string, listener: (payload: string) => void) {
  const set = listeners.get(channel) ?? new Set();
  listeners.set(channel, set);
  set.add(listener);
  return set.size === 1;
}

/** Removes a listener; answers whether the channel has none left. */
function removeListener(
  listeners: Listeners,
  channel: string,
  listener: (payload: string) => void,
) {
  const set = listeners.get(channel);
  if (!set?.delete(listener)) return false;
  if (set.size > 0) return false;
  listeners.delete(channel);
  return true;
}

function deliver(listeners: Listeners, channel: string, payload: string | undefined) {
  for (const listener of listeners.get(channel) ?? []) listener(payload ?? '');
}

/**
 * How a connection to PostgreSQL notices trouble: a connect (or a wait for a free client) gives up
 * after 10 s instead of hanging on a cut network, and TCP keep-alive probes an idle socket.
 */
const connectionSettings = {
  connectionTimeoutMillis: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/** The first back-off after the listening connection drops; it doubles up to the maximum. */
const LISTEN_RETRY_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;
/** A LISTEN connection that takes longer than this to answer `select 1` is taken for lost. */
const CAUGHT_UP_TIMEOUT_MS = 5_000;

/**
 * LISTEN on PostgreSQL: one pg.Client for the handle, opened with the first listener, closed with
 * the handle. When it drops it is opened again (back-off from 250 ms to 10 s) and LISTENs again
 * for every channel; notifications sent while it was down are lost, so each listener also hears
 * an empty payload on reconnect ("something may have changed": recount), and each `onLost` hears
 * the drop itself. `caughtUp` is one `select 1` on that connection, shared by every caller waiting
 * at the time: PostgreSQL sends a listener what committed before a statement ahead of the
 * statement's answer, so once it answers, every notification committed before the call is heard.
 */
function postgresListener(connectionString: string, log?: DatabaseLog) {
  const listeners: Listeners = new Map();
  const lostCallbacks = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let isClosed = false;
  let retryMs = LISTEN_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const open = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, ...connectionSettings });
      next.on('notification', (message) => deliver(listeners, message.channel, message.payload));
      next.on('error', (error) => {
        log?.warn({ err: error }, 'the LISTEN connection failed; reconnecting');
        void next.end().catch(() => undefined);
      });
      next.on('end', () => {
        lose(next);
        if (!isClosed && listeners.size > 0) scheduleReconnect();
      });
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      retryMs = LISTEN_RETRY_MS;
      return next;
    })().finally(() => (connecting = undefined));
    return connecting;
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    for (const onLost of lostCallbacks) onLost();
  };

  const roundTrip = async (heard: pg.Client) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), CAUGHT_UP_TIMEOUT_MS);
    });
    try {
      await Promise.race([heard.query('select 1'), late]);
    } catch (error) {
      // Whatever it missed is gone: its listeners hear the loss before anyone goes on.
      log?.warn({ err: error }, 'the LISTEN connection did not answer; reconnecting');
      lose(heard);
      void heard.end().catch(() => undefined);
    } finally {
      clearTimeout(timer);
    }
  };
  let round: Promise<void> | undefined;
  let nextRound: Promise<void> | undefined;
  const caughtUp = (): Promise<void> => {
    // Not listening, or lost: the listeners already heard so.
    if (!client) return Promise.resolve();
    if (!round) {
      const current = roundTrip(client).finally(() => {
        if (round === current) round = undefined;
      });
      round = current;
      return current;
    }
    // The round on the wire may have left before the caller's commit: wait for the next one.
    nextRound ??= round.then(() => {
      nextRound = undefined;
      return caughtUp();
    });
    return nextRound;
  };

  const scheduleReconnect = () => {
    if (retryTimer || isClosed) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      open()
        .then(() => {
          for (const channel of listeners.keys()) deliver(listeners, channel, '');
        })
        .catch((error: unknown) => {
          log?.warn({ err: error, retryMs }, 'the LISTEN connection could not reopen');
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
          scheduleReconnect();
        });
    }, retryMs);
    retryTimer.unref();
  };

  return {
    caughtUp,
    listen: async (channel: string, listener: (payload: string) => void, onLost?: () => void) => {
      if (isClosed) throw new Error('The database handle is closed');
      const isFirst = addListener(listeners, channel, listener);
      try {
        const opened = await open();
        if (isFirst) await opened.query(`LISTEN ${quoted(channel)}`);
      } catch (error) {
        removeListener(listeners, channel, listener);
        throw error;
      }
      if (onLost) lostCallbacks.add(onLost);
      return async () => {
        if (onLost) lostCallbacks.delete(onLost);
        if (!removeListener(listeners, channel, listener) || !client) return;
        await client.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      };
    },
    close: async () => {
      isClosed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

/**
 * Runs PGlite's initdb for a new (empty) data folder in a child process (pglite-initdb.mjs says
 * why: the memory initdb takes stays in the process that ran it); a folder already made is left.
 */
async function createDataFolderApart(dataDir: string): Promise<void> {
  if ((await readdir(dataDir)).includes('PG_VERSION')) return;
  const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`initdb ${signal ?? `exit ${code}`}: ${errors.trim()}`));
    });
  });
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
  try {
    if (options.dataDir && !options.loadDataDir) await createDataFolderApart(options.dataDir);
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
