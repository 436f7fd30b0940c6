import { sql, type Kysely } from 'kysely';

/**
 * Why an order was rejected or failed (issue 4 §2): the spec §8 fund order result code the back
 * office gave, e.g. 12 fund suspended. Null for every order that did not end that way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fund_order').addColumn('reason_code', 'int4').execute();
  await db.schema
    .alterTable('fund_order')
    .addCheckConstraint(
      'fund_order_reason_code_ended',
      sql`reason_code is null or status in ('rejected', 'failed')`,
    )
    .execute();
}

/** Drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fund_order').dropColumn('reason_code').execute();
}
