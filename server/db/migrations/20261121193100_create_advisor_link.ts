import { sql, type Kysely } from 'kysely';

/** Which clients each advisor acts for (spec §2.12; demo book: A30001 -> C10001, C10005). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('advisor_link')
    .addColumn('advisor_account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('client_account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('advisor_link_pkey', ['advisor_account_id', 'client_account_id'])
    .execute();
  await db.schema
    .createIndex('advisor_link_client_idx')
    .on('advisor_link')
    .column('client_account_id')
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('advisor_link').execute();
}
