import { sql, type Kysely } from 'kysely';

/**
 * The books learn stocks (issue 11): asset type `shares` (client kinds `shares`, `sharesFrozen`,
 * `sharesPending` by symbol; the firm's `market` counterparty) and each entry's stock order, like
 * `fund_order_id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_account drop constraint ledger_account_asset_type_check`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_asset_type_check
    check (asset_type in ('cash', 'units', 'shares'))`.execute(db);
  await db.schema.alterTable('ledger_entry').addColumn('stock_order_id', 'int8').execute();
  await db.schema
    .createIndex('ledger_entry_stock_order_idx')
    .on('ledger_entry')
    .column('stock_order_id')
    .where(sql.ref('stock_order_id'), 'is not', null)
    .execute();
}

/** Drops the column and the asset type (only while no shares account exists). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entry_stock_order_idx').execute();
  await db.schema.alterTable('ledger_entry').dropColumn('stock_order_id').execute();
  await sql`alter table ledger_account drop constraint ledger_account_asset_type_check`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_asset_type_check
    check (asset_type in ('cash', 'units'))`.execute(db);
}
