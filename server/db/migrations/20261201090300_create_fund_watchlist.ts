import type { Kysely } from 'kysely';

/** A client's watched funds (spec §2.4 watchlist). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fund_watchlist')
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('fund_id', 'text', (column) => column.notNull())
    .addColumn('added_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('fund_watchlist_pk', ['account_id', 'fund_id'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fund_watchlist').execute();
}
