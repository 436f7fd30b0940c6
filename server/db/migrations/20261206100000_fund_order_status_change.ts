import { sql, type Kysely } from 'kysely';

/**
 * Every status a fund order has passed through (issue 4 §2, spec §3): one row per change, written
 * in the transaction that makes it. Orders placed before this table get their placement row; the
 * dealing jobs they have queued at their cut-off start the lifecycle's first step, `submit`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fund_order_status_change')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('fund_order_id', 'int8', (column) =>
      column.notNull().references('fund_order.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('fund_order_status_change_order_idx')
    .on('fund_order_status_change')
    .columns(['fund_order_id', 'id'])
    .execute();
  await sql`insert into fund_order_status_change (fund_order_id, from_status, to_status, changed_at)
    select id, null, 'pending', placed_at from fund_order order by id`.execute(db);
  await sql`update job set payload = jsonb_set(payload, '{step}', '"submit"')
    where kind = 'fund-order' and status = 'queued' and payload->>'step' = 'deduct'`.execute(db);
}

/** Drops the table and puts queued first steps back as the one-step deduction. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update job set payload = jsonb_set(payload, '{step}', '"deduct"')
    where kind = 'fund-order' and status = 'queued' and payload->>'step' = 'submit'`.execute(db);
  await db.schema.dropTable('fund_order_status_change').execute();
}
