import { sql, type Kysely } from 'kysely';
import { RAQ_VERSION_1 } from '../../../shared/domain/raq-questionnaire';

/**
 * Issue 30: the risk questionnaire as versions (`raq_questionnaire`, version 1 the questionnaire
 * the house started with, which every earlier assessment answered, so their version becomes the
 * number 1), and trade documents an admin uploads (`document_upload`: the PDF once, and a
 * `trade_document` row per client naming it, with the document's spec §3 type).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('raq_questionnaire')
    .addColumn('version', 'int4', (column) => column.primaryKey().check(sql`version > 0`))
    .addColumn('content', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await sql`insert into raq_questionnaire (version, content, created_at, created_by)
    values (1, ${JSON.stringify(RAQ_VERSION_1)}::jsonb, timestamptz '2026-01-01 00:00:00+08', null)`.execute(
    db,
  );
  await sql`alter table risk_assessment
    alter column version type int4
    using (case when version ~ '^[0-9]+$' then version::int4 else 1 end)`.execute(db);
  await db.schema
    .alterTable('risk_assessment')
    .addForeignKeyConstraint('risk_assessment_version_fk', ['version'], 'raq_questionnaire', [
      'version',
    ])
    .execute();

  await db.schema
    .createTable('document_upload')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('dailyStatement', 'monthlyStatement', 'other')`),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('content', 'bytea', (column) => column.notNull())
    .addColumn('byte_size', 'int4', (column) => column.notNull())
    .addColumn('period_start', 'date', (column) => column.notNull())
    .addColumn('period_end', 'date', (column) => column.notNull())
    .addColumn('client_count', 'int4', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addCheckConstraint('document_upload_period', sql`period_start <= period_end`)
    .execute();
  await db.schema
    .createIndex('document_upload_created_idx')
    .on('document_upload')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .alterTable('trade_document')
    .addColumn('type', 'text', (column) =>
      column
        .notNull()
        .defaultTo('other')
        .check(sql`type in ('dailyStatement', 'monthlyStatement', 'other')`),
    )
    .addColumn('upload_id', 'int8', (column) =>
      column.references('document_upload.id').onDelete('cascade'),
    )
    .execute();
  // An uploaded document's bytes are its upload's, kept once for all its clients.
  await db.schema
    .alterTable('trade_document')
    .alterColumn('content', (column) => column.dropNotNull())
    .execute();
  await db.schema
    .alterTable('trade_document')
    .addCheckConstraint('trade_document_content', sql`(content is null) <> (upload_id is null)`)
    .execute();
  await db.schema
    .createIndex('trade_document_upload_idx')
    .on('trade_document')
    .column('upload_id')
    .execute();
}

/** Drops the uploads (and their clients' rows) and the versions; assessments go back to text. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from trade_document where upload_id is not null`.execute(db);
  await db.schema.alterTable('trade_document').dropConstraint('trade_document_content').execute();
  await db.schema
    .alterTable('trade_document')
    .alterColumn('content', (column) => column.setNotNull())
    .execute();
  await db.schema.alterTable('trade_document').dropColumn('upload_id').dropColumn('type').execute();
  await db.schema.dropTable('document_upload').execute();
  await db.schema
    .alterTable('risk_assessment')
    .dropConstraint('risk_assessment_version_fk')
    .execute();
  await sql`alter table risk_assessment alter column version type text
    using (case when version = 1 then '2026-1' else version::text end)`.execute(db);
  await db.schema.dropTable('raq_questionnaire').execute();
}
