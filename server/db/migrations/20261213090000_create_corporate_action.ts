import { sql, type Kysely } from 'kysely';

/**
 * Corporate actions (issue 12 §4): the feed events the back office follows (with where each is
 * on its timetable), each holder's entitlement fixed at the record date with its outcome, and
 * the clients' elections. Money and shares themselves move on the books (ledger).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('corporate_action_event')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_code', 'text', (column) => column.notNull().unique())
    .addColumn('symbol', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('announced', 'entitled', 'done')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('corporate_action_entitlement')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'int8', (column) =>
      column.notNull().references('corporate_action_event.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('held_quantity', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('entitled', 'paid')`),
    )
    .addColumn('election', 'text', (column) => column.check(sql`election in ('cash', 'scrip')`))
    .addColumn('cash', 'numeric(30, 10)')
    .addColumn('share_change', 'numeric(30, 10)')
    .addColumn('added_cost', 'numeric(30, 10)')
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('corporate_action_entitlement_unique', ['event_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('corporate_action_entitlement_account_idx')
    .on('corporate_action_entitlement')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('corporate_action_election')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_code', 'text', (column) => column.notNull())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('option', 'text', (column) =>
      column.notNull().check(sql`option in ('cash', 'scrip')`),
    )
    .addColumn('elected_by_account_id', 'int8', (column) => column.references('account.id'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('corporate_action_election_unique', ['event_code', 'account_id'])
    .execute();
}

/** Drops the corporate-action tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('corporate_action_election').execute();
  await db.schema.dropTable('corporate_action_entitlement').execute();
  await db.schema.dropTable('corporate_action_event').execute();
}
