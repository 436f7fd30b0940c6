import { sql, type Kysely } from 'kysely';

/**
 * A client's stored trade documents (spec §3 document type `other`): a PDF and the period it
 * covers. Statements are not stored: they are rendered from the books when asked for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trade_document')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('content', 'bytea', (column) => column.notNull())
    .addColumn('period_start', 'date', (column) => column.notNull())
    .addColumn('period_end', 'date', (column) => column.notNull())
    .addColumn('issued_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint('trade_document_period', sql`period_start <= period_end`)
    .execute();
  await db.schema
    .createIndex('trade_document_account_idx')
    .on('trade_document')
    .columns(['account_id', 'issued_at'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trade_document').execute();
}
