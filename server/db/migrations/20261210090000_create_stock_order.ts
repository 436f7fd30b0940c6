import { sql, type Kysely } from 'kysely';

/**
 * Stock orders (issue 11, spec §3): one row per order. The client's idempotency key is unique per
 * account, so the same key twice is one order (`request_hash` tells a replay from a conflict,
 * 8247). `held_amount` is the cash still held for a buy (consideration plus fees); a sell's frozen
 * shares are `quantity − filled_quantity` while it works. Every status move is a row of
 * `stock_order_status_change`; every execution a row of `stock_fill` with its fees (the
 * `stockFees` contract shape) and its settlement date (`settled_at` once the settlement job ran).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_order')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('symbol', 'text', (column) => column.notNull())
    .addColumn('exchange', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('side', 'text', (column) => column.notNull().check(sql`side in ('B', 'S')`))
    .addColumn('order_type', 'text', (column) => column.notNull())
    .addColumn('condition', 'text', (column) => column.notNull().defaultTo('none'))
    .addColumn('trigger_price', 'numeric(30, 10)')
    .addColumn('trigger_volume', 'numeric(30, 10)')
    .addColumn('good_till_date', 'date')
    .addColumn('trading_session', 'text')
    .addColumn('price', 'numeric(30, 10)')
    .addColumn('quantity', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('filled_quantity', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('average_fill_price', 'numeric(30, 10)')
    .addColumn('held_amount', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    // The price a buy's cash is held at: its limit, or a price-less order's reference price.
    .addColumn('hold_price', 'numeric(30, 10)')
    .addColumn('remark', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('reject_code', 'int4')
    .addColumn('trade_date', 'date', (column) => column.notNull())
    .addColumn('placed_by_account_id', 'int8', (column) => column.references('account.id'))
    .addColumn('placed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint('stock_order_quantities', sql`filled_quantity >= 0 and held_amount >= 0`)
    .execute();
  await db.schema
    .createIndex('stock_order_key_idx')
    .on('stock_order')
    .columns(['account_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('stock_order_account_idx')
    .on('stock_order')
    .columns(['account_id', 'placed_at'])
    .execute();
  await db.schema
    .createIndex('stock_order_status_idx')
    .on('stock_order')
    .columns(['status', 'exchange'])
    .execute();
  await db.schema
    .createTable('stock_order_status_change')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('stock_order_id', 'int8', (column) =>
      column.notNull().references('stock_order.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('reason_code', 'int4')
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('stock_order_status_change_order_idx')
    .on('stock_order_status_change')
    .columns(['stock_order_id', 'id'])
    .execute();
  await db.schema
    .createTable('stock_fill')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('stock_order_id', 'int8', (column) =>
      column.notNull().references('stock_order.id').onDelete('restrict'),
    )
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('symbol', 'text', (column) => column.notNull())
    .addColumn('exchange', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('side', 'text', (column) => column.notNull().check(sql`side in ('B', 'S')`))
    .addColumn('quantity', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('price', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('consideration', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('brokerage', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('sfc_levy', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('afrc_levy', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('trading_fee', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('stamp_duty', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('ccass', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('sec_fee', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('total_fees', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    // Buy: the cost the fill added to the position (consideration + fees); sell: the average
    // cost it took away. Realised P&L of a sell: consideration − fees − book_cost.
    .addColumn('book_cost', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('realised_pnl', 'numeric(30, 10)', (column) => column.notNull().defaultTo(0))
    .addColumn('trade_date', 'date', (column) => column.notNull())
    .addColumn('settlement_date', 'date', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addColumn('filled_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('stock_fill_order_idx')
    .on('stock_fill')
    .columns(['stock_order_id', 'id'])
    .execute();
  await db.schema
    .createIndex('stock_fill_settlement_idx')
    .on('stock_fill')
    .columns(['settlement_date'])
    .where(sql.ref('settled_at'), 'is', null)
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_fill').execute();
  await db.schema.dropTable('stock_order_status_change').execute();
  await db.schema.dropTable('stock_order').execute();
}
