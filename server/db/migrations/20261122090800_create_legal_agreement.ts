import { sql, type Kysely } from 'kysely';

/** Legal agreements per type, language and version (spec §3), and first-login confirmations. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('legal_agreement')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) =>
      column.notNull().check(sql`language in ('en', 'zh-HK', 'zh-CN')`),
    )
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('content_html', 'text', (column) => column.notNull())
    .addColumn('version', 'int4', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('legal_agreement_version_unique', ['type', 'language', 'version'])
    .execute();
  await db.schema
    .createTable('agreement_confirmation')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('agreement_type', 'text', (column) => column.notNull())
    .addColumn('agreement_version', 'int4', (column) => column.notNull())
    .addColumn('confirmed_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agreement_confirmation').execute();
  await db.schema.dropTable('legal_agreement').execute();
}
