import type { Kysely } from 'kysely';

/**
 * Currencies (spec §3: id, code, precision) with names per language, and each currency's rate to
 * HKD, the pivot of every cross rate (spec §7).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('currency')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('precision', 'int4', (column) => column.notNull())
    .addColumn('name_en', 'text', (column) => column.notNull())
    .addColumn('name_zh_hk', 'text', (column) => column.notNull())
    .addColumn('name_zh_cn', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('exchange_rate')
    .addColumn('currency_id', 'int8', (column) =>
      column.primaryKey().references('currency.id').onDelete('cascade'),
    )
    .addColumn('hkd_rate', 'numeric(20, 10)', (column) => column.notNull())
    .addColumn('as_of', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exchange_rate').execute();
  await db.schema.dropTable('currency').execute();
}
