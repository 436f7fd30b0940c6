import { sql, type Kysely } from 'kysely';

/**
 * The account pages' tables (issue 25): the holder information a broker keeps beside the
 * account row (`account_profile`; email and mobile stay on `account`, where sign-in reads them),
 * a contact change's one-time code (`contact_change`, hashed, spent once), the suitability checks
 * on file other than the risk assessment (`suitability_record`: derivative knowledge, investor
 * characterisation, vulnerable-client review), CRS/FATCA self-certifications
 * (`tax_certification`, the newest current) and whether the tour was offered
 * (`tour_progress`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_profile')
    .addColumn('account_id', 'int8', (column) =>
      column.primaryKey().references('account.id').onDelete('cascade'),
    )
    .addColumn('account_type', 'text', (column) =>
      column.notNull().check(sql`account_type in ('individual', 'joint', 'corporate')`),
    )
    .addColumn('english_name', 'text', (column) => column.notNull())
    .addColumn('chinese_name', 'text')
    .addColumn('id_type', 'text', (column) =>
      column.notNull().check(sql`id_type in ('BR', 'CI', 'CR', 'ID', 'PP', 'OT')`),
    )
    .addColumn('id_number', 'text', (column) => column.notNull())
    // Hong Kong calendar days, YYYY-MM-DD.
    .addColumn('date_of_birth', 'text')
    .addColumn('opened_on', 'text', (column) => column.notNull())
    .addColumn('residential_address', 'jsonb')
    .addColumn('correspondence_address', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('contact_change')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('email', 'mobile')`))
    .addColumn('new_value', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('failed_attempts', 'int4', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('contact_change_account_idx')
    .on('contact_change')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('suitability_record')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`kind in ('derivativeKnowledge', 'investorCharacterisation', 'vulnerableClientReview')`,
        ),
    )
    .addColumn('outcome', 'text', (column) =>
      column
        .notNull()
        .check(sql`outcome in ('passed', 'professional', 'retail', 'notVulnerable', 'vulnerable')`),
    )
    .addColumn('details', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('checked_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('suitability_record_account_idx')
    .on('suitability_record')
    .columns(['account_id', 'kind', 'id'])
    .execute();
  await db.schema
    .createTable('tax_certification')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('residences', 'jsonb', (column) => column.notNull())
    .addColumn('is_us_person', 'boolean', (column) => column.notNull())
    .addColumn('us_tin', 'text')
    .addColumn('signature_name', 'text', (column) => column.notNull())
    .addColumn('declared_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('tax_certification_account_idx')
    .on('tax_certification')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createTable('tour_progress')
    .addColumn('account_id', 'int8', (column) =>
      column.primaryKey().references('account.id').onDelete('cascade'),
    )
    .addColumn('offered_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tour_progress',
    'tax_certification',
    'suitability_record',
    'contact_change',
    'account_profile',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
