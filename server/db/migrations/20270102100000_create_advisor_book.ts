import { sql, type Kysely } from 'kysely';

/**
 * The advisor's book (issue 27): `manager_link` says which advisors a manager manages (demo book:
 * M40001 -> A30001), so a manager's book is its advisors' clients; `advisor_note` keeps an
 * advisor's dated notes on a client, private to the advisor who wrote them (a manager reads its
 * advisors' notes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('manager_link')
    .addColumn('manager_account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('advisor_account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('manager_link_pkey', ['manager_account_id', 'advisor_account_id'])
    .execute();
  await db.schema
    .createIndex('manager_link_advisor_idx')
    .on('manager_link')
    .column('advisor_account_id')
    .execute();
  await db.schema
    .createTable('advisor_note')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('advisor_account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('client_account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (column) =>
      column.notNull().check(sql`length(text) between 1 and 2000`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('advisor_note_client_idx')
    .on('advisor_note')
    .columns(['client_account_id', 'created_at'])
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('advisor_note').execute();
  await db.schema.dropTable('manager_link').execute();
}
