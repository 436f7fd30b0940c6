import { sql, type Kysely } from 'kysely';

/**
 * Fund orders (issue 4 §2): one row per leg (a switch is a linked redemption and subscription,
 * a bulk subscription one row per fund sharing a batch). The client's idempotency key with the
 * leg number is unique per account, so the same key twice is one order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fund_order')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('leg', 'int4', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('order_type', 'text', (column) =>
      column.notNull().check(sql`order_type in ('subscription', 'redemption', 'switch', 'bulk')`),
    )
    .addColumn('side', 'text', (column) => column.notNull().check(sql`side in ('S', 'R')`))
    .addColumn('fund_id', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('amount', 'numeric(30, 10)')
    .addColumn('units', 'numeric(30, 10)')
    .addColumn('fee', 'numeric(30, 10)')
    .addColumn('nav', 'numeric(30, 10)')
    .addColumn('proceeds', 'numeric(30, 10)')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('linked_order_id', 'int8', (column) => column.references('fund_order.id'))
    .addColumn('is_risk_acknowledged', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('dealing_date', 'date')
    .addColumn('cut_off_at', 'timestamptz')
    .addColumn('settlement_date', 'date')
    .addColumn('placed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('fund_order_key_idx')
    .on('fund_order')
    .columns(['account_id', 'idempotency_key', 'leg'])
    .unique()
    .execute();
  await db.schema
    .createIndex('fund_order_account_idx')
    .on('fund_order')
    .columns(['account_id', 'placed_at'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fund_order').execute();
}
