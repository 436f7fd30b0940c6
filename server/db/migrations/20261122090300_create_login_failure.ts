import type { Kysely } from 'kysely';

/**
 * Failed sign-in attempts, for throttling per account and per client address in the database, so
 * every server process sees the same counts (docs/DECISIONS.md §6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_key', 'text')
    .addColumn('client_address', 'text', (column) => column.notNull())
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_failure_account_idx')
    .on('login_failure')
    .columns(['account_key', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('login_failure_address_idx')
    .on('login_failure')
    .columns(['client_address', 'occurred_at'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failure').execute();
}
