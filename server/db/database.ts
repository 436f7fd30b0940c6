import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type TransactionBuilder,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
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

function handleFor(pool: PostgresPool, kind: DatabaseKind): DatabaseHandle {
  const Engine = kind === 'pglite' ? PgliteKysely : Kysely<Database>;
  const db = new Engine({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, kind, close: () => db.destroy() };
}

/**
 * Opens an embedded PGlite database: on disk in `dataDir`, or in memory when it is omitted;
 * `loadDataDir` starts it from a `dumpDataDir` tarball (the tests' migrated snapshot).
 */
export async function openPgliteDatabase(
  options: { dataDir?: string; loadDataDir?: Blob; log?: DatabaseLog } = {},
): Promise<DatabaseHandle & { pglite: PGlite }> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: pgliteParsers,
  });
  await pglite.waitReady;
  return { ...handleFor(new PglitePool(pglite, options.log), 'pglite'), pglite };
}

/** Where a database reports trouble that no query is waiting for. */
export type DatabaseLog = { warn(details: object, message: string): void };

/**
 * Opens PostgreSQL through a pg.Pool with Portico's type parsers. An idle connection that dies
 * (a database restart) is logged and replaced, not left to crash the process.
 */
export function openPostgresDatabase(connectionString: string, log?: DatabaseLog): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, types: pgTypes });
  pool.on('error', (error) => log?.warn({ err: error }, 'idle database connection failed'));
  return handleFor(pool, 'postgres');
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log?: DatabaseLog,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl, log);
  return openPgliteDatabase({ dataDir: path.join(config.dataDir, 'pglite'), log });
}
