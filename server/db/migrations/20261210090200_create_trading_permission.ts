import { sql, type Kysely } from 'kysely';

/**
 * Spec §3 trading permission of a client on one exchange: valid order types (empty = trading
 * suspended, 8206), the default type, permitted conditions, pre/post-market, the BCAN override
 * flags, auction orders sell-only, and a daily buy limit in the exchange's currency (null: none,
 * 8243 otherwise). No row: the back office's defaults. Advisor links gain the adviser-level
 * permission to instruct stock orders for the client (spec §6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trading_permission')
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('exchange', 'text', (column) => column.notNull())
    .addColumn('valid_order_types', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'`))
    .addColumn('default_order_type', 'text')
    .addColumn('permitted_conditions', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'`))
    .addColumn('allow_pre_post_market', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('allow_hong_kong_bcan_override', 'boolean', (column) =>
      column.notNull().defaultTo(false),
    )
    .addColumn('allow_china_bcan_override', 'boolean', (column) =>
      column.notNull().defaultTo(false),
    )
    .addColumn('auction_order_sell_only', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('daily_buy_limit', 'numeric(30, 10)')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('trading_permission_pkey', ['account_id', 'exchange'])
    .execute();
  await db.schema
    .alterTable('advisor_link')
    .addColumn('can_instruct_stocks', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

/** Drops the table and the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('advisor_link').dropColumn('can_instruct_stocks').execute();
  await db.schema.dropTable('trading_permission').execute();
}
