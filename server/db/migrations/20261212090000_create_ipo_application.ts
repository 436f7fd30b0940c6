import { sql, type Kysely } from 'kysely';

/**
 * IPO applications (issue 12 §2-3): one row per application with what it holds and borrows,
 * its allotment and refund, and its status history. Money itself moves on the books (ledger);
 * one live application per client per IPO (a cancelled one does not count).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ipo_application')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('ipo_code', 'text', (column) => column.notNull())
    .addColumn('application_type', 'text', (column) =>
      column.notNull().check(sql`application_type in ('cash', 'finance')`),
    )
    .addColumn('quantity', 'numeric(30, 10)', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('amount', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('loan_amount', 'numeric(30, 10)', (column) =>
      column.notNull().check(sql`loan_amount >= 0`),
    )
    .addColumn('interest', 'numeric(30, 10)', (column) =>
      column.notNull().check(sql`interest >= 0`),
    )
    .addColumn('held_amount', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`status in ('Submitted', 'Processing', 'Allotted', 'Cancelled', 'Invalid', 'Rejected')`,
        ),
    )
    .addColumn('allotted_quantity', 'numeric(30, 10)')
    .addColumn('paid_amount', 'numeric(30, 10)')
    .addColumn('loan_used', 'numeric(30, 10)')
    .addColumn('loan_repaid', 'numeric(30, 10)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`loan_repaid >= 0`),
    )
    .addColumn('refund_amount', 'numeric(30, 10)')
    .addColumn('reason_code', 'int4')
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('placed_by_account_id', 'int8', (column) => column.references('account.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('listed_at', 'timestamptz')
    .addUniqueConstraint('ipo_application_key_unique', ['account_id', 'idempotency_key'])
    .execute();
  await sql`create unique index ipo_application_one_per_ipo on ipo_application (account_id, ipo_code) where status <> 'Cancelled'`.execute(
    db,
  );
  await db.schema
    .createTable('ipo_application_status_change')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ipo_application_id', 'int8', (column) =>
      column.notNull().references('ipo_application.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('ipo_application_status_change_idx')
    .on('ipo_application_status_change')
    .column('ipo_application_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ipo_application_status_change').execute();
  await db.schema.dropTable('ipo_application').execute();
}
