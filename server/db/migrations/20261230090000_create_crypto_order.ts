import { sql, type Kysely } from 'kysely';

/**
 * The Fos back office's virtual assets (issue 23): the books learn asset type `crypto` (client
 * kinds `crypto` and `cryptoHeld` by asset; the firm's Fos counter-accounts), and crypto orders
 * get their tables. The idempotency key is unique per account; every status move is a row of
 * `crypto_order_status_change`, every execution a row of `crypto_fill`; `crypto_order_match` is
 * the matching job's watermark per resting order, so a tape trade never fills twice;
 * `crypto_cost` the USD cost of each asset a client holds (average cost).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_account drop constraint ledger_account_asset_type_check`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_asset_type_check
    check (asset_type in ('cash', 'units', 'shares', 'crypto'))`.execute(db);
  await db.schema
    .createTable('crypto_order')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('pair', 'text', (column) => column.notNull())
    .addColumn('base', 'text', (column) => column.notNull())
    .addColumn('quote_currency', 'text', (column) => column.notNull())
    .addColumn('side', 'text', (column) => column.notNull().check(sql`side in ('B', 'S')`))
    .addColumn('order_type', 'text', (column) =>
      column.notNull().check(sql`order_type in ('market', 'limit')`),
    )
    .addColumn('sizing', 'text', (column) =>
      column.notNull().check(sql`sizing in ('quantity', 'amount')`),
    )
    .addColumn('price', 'numeric(30, 10)')
    .addColumn('quantity', 'numeric(30, 10)')
    .addColumn('amount', 'numeric(30, 10)')
    // The base quantity the order trades: the one asked, or what its amount buys at placement.
    .addColumn('order_quantity', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('filled_quantity', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('filled_amount', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('fee', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('held_amount', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('held_asset', 'text', (column) => column.notNull())
    .addColumn('placed_by_account_id', 'int8', (column) => column.references('account.id'))
    .addColumn('placed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint(
      'crypto_order_amounts',
      sql`filled_quantity >= 0 and filled_amount >= 0 and fee >= 0 and held_amount >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('crypto_order_key_idx')
    .on('crypto_order')
    .columns(['account_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('crypto_order_account_idx')
    .on('crypto_order')
    .columns(['account_id', 'placed_at', 'id'])
    .execute();
  await db.schema
    .createIndex('crypto_order_working_idx')
    .on('crypto_order')
    .column('id')
    .where(sql.ref('status'), 'in', sql`('open', 'partiallyFilled')`)
    .execute();
  await db.schema
    .createTable('crypto_order_status_change')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('crypto_order_id', 'int8', (column) =>
      column.notNull().references('crypto_order.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('crypto_order_status_change_order_idx')
    .on('crypto_order_status_change')
    .columns(['crypto_order_id', 'id'])
    .execute();
  await db.schema
    .createTable('crypto_fill')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('crypto_order_id', 'int8', (column) =>
      column.notNull().references('crypto_order.id').onDelete('restrict'),
    )
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('pair', 'text', (column) => column.notNull())
    .addColumn('base', 'text', (column) => column.notNull())
    .addColumn('quote_currency', 'text', (column) => column.notNull())
    .addColumn('side', 'text', (column) => column.notNull().check(sql`side in ('B', 'S')`))
    .addColumn('quantity', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('price', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('amount', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('fee', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('liquidity', 'text', (column) =>
      column.notNull().check(sql`liquidity in ('maker', 'taker')`),
    )
    .addColumn('cost_usd', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('filled_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('crypto_fill_order_idx')
    .on('crypto_fill')
    .columns(['crypto_order_id', 'id'])
    .execute();
  await db.schema
    .createIndex('crypto_fill_account_idx')
    .on('crypto_fill')
    .columns(['account_id', 'filled_at', 'id'])
    .execute();
  await db.schema
    .createTable('crypto_order_match')
    .addColumn('crypto_order_id', 'int8', (column) =>
      column.primaryKey().references('crypto_order.id').onDelete('cascade'),
    )
    .addColumn('matched_until', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('crypto_cost')
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('asset', 'text', (column) => column.notNull())
    .addColumn('cost_usd', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('crypto_cost_pk', ['account_id', 'asset'])
    .execute();
}

/** Drops the tables and the asset type (only while no crypto ledger account exists). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('crypto_cost').execute();
  await db.schema.dropTable('crypto_order_match').execute();
  await db.schema.dropTable('crypto_fill').execute();
  await db.schema.dropTable('crypto_order_status_change').execute();
  await db.schema.dropTable('crypto_order').execute();
  // The Fos books' crypto accounts and their journals stay: dropping them would unbalance the
  // journals they share with fiat. The old check holds for new rows only (`not valid`).
  await sql`alter table ledger_account drop constraint ledger_account_asset_type_check`.execute(db);
  await sql`alter table ledger_account add constraint ledger_account_asset_type_check
    check (asset_type in ('cash', 'units', 'shares')) not valid`.execute(db);
}
