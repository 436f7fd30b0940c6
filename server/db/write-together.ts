import { sql, type Kysely, type OperationNodeSource } from 'kysely';
import type { Database } from './schema';

/**
 * Several writes in one statement, so a placement costs one round trip for all of them instead
 * of one each (issue 9 §3): each write becomes a data-modifying CTE, which PostgreSQL runs
 * exactly once whether or not anything reads it, all in the statement's one snapshot. The writes
 * must not touch the same row twice (PostgreSQL leaves that undefined): give each table's rows to
 * one write. Repositories build the writes (they alone speak SQL); this runs them.
 */

/** A write built by a repository but not executed: an insert, update or delete (or raw SQL). */
export type PendingWrite = OperationNodeSource;

/** Runs the writes in one statement; none runs nothing. */
export async function executeTogether(
  db: Kysely<Database>,
  writes: readonly PendingWrite[],
): Promise<void> {
  if (writes.length === 0) return;
  // The CTEs' names are only ever read by PostgreSQL, so the builder is typed without them.
  let query = (db as Kysely<object>).with('w0', () => writes[0] as never);
  for (const [index, write] of writes.slice(1).entries()) {
    query = query.with(`w${index + 1}`, () => write as never);
  }
  await query.selectNoFrom(sql<number>`1`.as('done')).execute();
}
