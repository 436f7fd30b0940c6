import { sql, type Kysely } from 'kysely';

/**
 * Time-driven work (docs/DECISIONS.md §5): a job is due at `run_at` and claimed with
 * `SELECT ... FOR UPDATE SKIP LOCKED` inside the transaction that does it, so any number of
 * server processes share one queue without doing a job twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('run_at', 'timestamptz', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('queued', 'done', 'failed')`),
    )
    .addColumn('attempts', 'int4', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index job_due_idx on job (run_at) where status = 'queued'`.execute(db);
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job').execute();
}
