import { sql, type Kysely } from 'kysely';

/** Earlier login and trade password hashes, so a change can refuse a recent one (spec §8). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_history')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('login', 'trade')`))
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('password_history_account_idx')
    .on('password_history')
    .columns(['account_id', 'kind', 'id'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_history').execute();
}
