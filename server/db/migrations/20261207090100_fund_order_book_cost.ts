import { sql, type Kysely } from 'kysely';

/**
 * The book cost an order moved on the client's units (average cost): taken away when a
 * redemption's units are deducted, added when a subscription is priced. A failed order puts back
 * exactly this. Priced subscriptions get their amount, which is what pricing added; redemptions
 * deducted before this column stay null (their cost was not kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fund_order').addColumn('book_cost', 'numeric(30, 10)').execute();
  await sql`update fund_order set book_cost = amount
    where side = 'S' and status in ('priced', 'settled')`.execute(db);
}

/** Drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fund_order').dropColumn('book_cost').execute();
}
