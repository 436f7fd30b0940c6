import { sql, type Kysely, type OperationNodeSource, type RawBuilder } from 'kysely';
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

/** The writes as the CTEs w0, w1, ... of one statement (their names only PostgreSQL reads). */
function withWrites(db: Kysely<Database>, writes: readonly PendingWrite[]) {
  let query = (db as Kysely<object>).with('w0', () => writes[0] as never);
  for (const [index, write] of writes.slice(1).entries()) {
    query = query.with(`w${index + 1}`, () => write as never);
  }
  return query;
}

/** Runs the writes in one statement; none runs nothing. */
export async function executeTogether(
  db: Kysely<Database>,
  writes: readonly PendingWrite[],
): Promise<void> {
  if (writes.length === 0) return;
  await withWrites(db, writes)
    .selectNoFrom(sql<number>`1`.as('done'))
    .execute();
}

/**
 * The id of the row `insertTogether`'s insert adds, for the writes beside it (an insert of one
 * row; of several, `insertedIdWhere` picks one). A sibling CTE sees the insert's `returning`
 * rows, never the table's new row itself.
 */
export const insertedId: RawBuilder<number> = sql<number>`(select id from w0)`;

/** The id of the row `insertTogether`'s insert adds whose `column` is `value`. */
export const insertedIdWhere = (column: string, value: number | string): RawBuilder<number> =>
  sql<number>`(select id from w0 where ${sql.ref(column)} = ${value})`;

/**
 * Runs an insert (`returning *`) and the writes that read its new rows' ids (`insertedId`) in
 * one statement, so a placement's order row costs no round trip of its own (issue 22 §4); answers
 * the inserted rows as the insert returned them.
 */
export async function insertTogether<Row>(
  db: Kysely<Database>,
  insert: PendingWrite,
  writes: readonly PendingWrite[],
): Promise<Row[]> {
  const rows = await withWrites(db, [insert, ...writes])
    .selectFrom('w0' as never)
    .selectAll()
    .execute();
  return rows as Row[];
}
