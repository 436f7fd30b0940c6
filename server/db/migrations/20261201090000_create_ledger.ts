import { sql, type Kysely } from 'kysely';

/**
 * Double-entry books (docs/DECISIONS.md §5): one ledger account per client and asset (cash by
 * currency, units by fund) and per kind (available, held, pending), plus the firm's counter
 * accounts (clearing, fees, fund house). Entries are immutable (a trigger refuses UPDATE and
 * DELETE); each account's `balance` is moved in the same transaction as its entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_account')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('owner_account_id', 'int8', (column) =>
      column.references('account.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('asset_type', 'text', (column) =>
      column.notNull().check(sql`asset_type in ('cash', 'units')`),
    )
    .addColumn('asset', 'text', (column) => column.notNull())
    .addColumn('balance', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('book_cost', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    // A client's money and units never go below zero; the firm's counter-accounts may.
    .addCheckConstraint(
      'ledger_account_client_not_negative',
      sql`owner_account_id is null or balance >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('ledger_account_owner_idx')
    .on('ledger_account')
    .columns(['owner_account_id', 'asset_type'])
    .execute();
  await db.schema
    .createTable('ledger_entry')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('journal_id', 'uuid', (column) => column.notNull())
    .addColumn('ledger_account_id', 'int8', (column) =>
      column.notNull().references('ledger_account.id').onDelete('restrict'),
    )
    .addColumn('amount', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('fund_order_id', 'int8')
    .addColumn('posted_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entry_account_idx')
    .on('ledger_entry')
    .columns(['ledger_account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entry_journal_idx')
    .on('ledger_entry')
    .column('journal_id')
    .execute();
  await sql`create function ledger_entry_refuse_change() returns trigger language plpgsql as $$
    begin raise exception 'ledger_entry is immutable' using errcode = '55000'; end $$`.execute(db);
  await sql`create trigger ledger_entry_immutable before update or delete on ledger_entry
    for each row execute function ledger_entry_refuse_change()`.execute(db);
}

/** Drops the books. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entry').execute();
  await sql`drop function ledger_entry_refuse_change()`.execute(db);
  await db.schema.dropTable('ledger_account').execute();
}
