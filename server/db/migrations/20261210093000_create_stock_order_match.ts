import type { Kysely } from 'kysely';

/**
 * The simulated exchange's state of each stock order (issue 11 §7), kept apart from the order:
 * when it entered the market (an SLO matches for a minute after it) and the watermark, the last
 * instant of the tape already matched, so a printed trade is never counted twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_order_match')
    .addColumn('stock_order_id', 'int8', (column) =>
      column.primaryKey().references('stock_order.id').onDelete('cascade'),
    )
    .addColumn('entered_at', 'timestamptz')
    .addColumn('matched_until', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_order_match').execute();
}
