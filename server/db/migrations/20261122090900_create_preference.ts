import { sql, type Kysely } from 'kysely';

/** Spec §3 preference per account (an account is one code of one source): language, currency. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('preference')
    .addColumn('account_id', 'int8', (column) =>
      column.primaryKey().references('account.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (column) =>
      column.notNull().check(sql`language in ('en', 'zh-HK', 'zh-CN')`),
    )
    .addColumn('currency_code', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preference').execute();
}
