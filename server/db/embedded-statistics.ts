import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The embedded database's planner statistics (issue 22 §1). PostgreSQL's autovacuum analyzes a
 * table as it grows; PGlite has no autovacuum, so without this a table keeps the statistics of
 * the day it was made. A planner that believes a client holds one notification reads all 50,000
 * through a bitmap and sorts them for a page of 20, where the (account, time) index would stop
 * after 20 rows: 96 ms instead of well under 1.
 *
 * So the server looks every minute for tables that grew by a fifth (and by more than a few pages)
 * since they were last analyzed, and analyzes them one at a time with a small sample (statistics
 * target 10: a 3,000-row sample, about 15 ms for a million rows), a turn of the event loop between
 * tables, since the embedded database runs on the server's own thread.
 */

/** How often the tables are looked at. */
export const STATISTICS_CHECK_MS = 60_000;

/** Tables of the current schema grown past their last statistics, by name. */
export async function findStaleTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = current_schema()
      and pg_relation_size(c.oid) / current_setting('block_size')::int8
        > greatest(c.relpages, 0) * 1.2 + 8
    order by c.relname`.execute(db);
  return rows.map((row) => row.name);
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Analyzes each stale table with a small sample; answers the tables analyzed. */
export async function refreshStatistics(db: Kysely<Database>): Promise<string[]> {
  const stale = await findStaleTables(db);
  for (const table of stale) {
    await nextTurn();
    await db.transaction().execute(async (trx) => {
      await sql`set local default_statistics_target = 10`.execute(trx);
      await sql`analyze ${sql.id(table)}`.execute(trx);
    });
  }
  return stale;
}

/**
 * Refreshes the statistics now and then every `intervalMs` until stopped; a failed pass is
 * logged and the next one tries again. Answers the stop, which waits for a pass under way.
 */
export function keepStatisticsFresh(
  db: Kysely<Database>,
  options: { intervalMs?: number; log: { warn(details: object, message: string): void } },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = running
      .then(() => refreshStatistics(db))
      .catch((error: unknown) => options.log.warn({ err: error }, 'statistics refresh failed'));
  };
  pass();
  const timer = setInterval(pass, options.intervalMs ?? STATISTICS_CHECK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
