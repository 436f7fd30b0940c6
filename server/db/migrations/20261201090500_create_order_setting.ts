import type { Kysely } from 'kysely';

/** Spec §3 order confirmation setting per account (`skipConfirmation`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_setting')
    .addColumn('account_id', 'int8', (column) =>
      column.primaryKey().references('account.id').onDelete('cascade'),
    )
    .addColumn('skip_confirmation', 'boolean', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_setting').execute();
}
