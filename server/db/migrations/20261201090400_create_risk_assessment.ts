import { sql, type Kysely } from 'kysely';

/**
 * Risk assessments (spec §3, issue 4 §5): the answers as submitted, the score and level, the
 * status and when it was approved (the two-year expiry counts from then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('risk_assessment')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('answers', 'jsonb', (column) => column.notNull())
    .addColumn('score', 'int4', (column) => column.notNull())
    .addColumn('level', 'int4', (column) => column.notNull().check(sql`level between 0 and 6`))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('submitted_at', 'timestamptz', (column) => column.notNull())
    .addColumn('approved_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('risk_assessment_account_idx')
    .on('risk_assessment')
    .columns(['account_id', 'id'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('risk_assessment').execute();
}
