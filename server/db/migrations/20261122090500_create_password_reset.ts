import type { Kysely } from 'kysely';

/** Reset-password verification keys (brand flag resetPassword): hashed, single use, expiring. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('key_hash', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_account_idx')
    .on('password_reset')
    .columns(['account_id', 'id'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset').execute();
}
