import type { Kysely } from 'kysely';

/**
 * When an account may next be tried, once its failures from every address call for spacing
 * (server/auth/throttle.ts): one row per account key, claimed by a single conditional upsert so
 * parallel attempts cannot all slip through the same opening.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_delay')
    .addColumn('account_key', 'text', (column) => column.primaryKey())
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_delay').execute();
}
