import { sql, type Kysely } from 'kysely';

/**
 * Admin content (issue 29): legal agreement versions gain an effective date and their author;
 * banners gain a severity and the placements of the login page, the home, cash and virtual-asset
 * dashboards and maintenance; disclaimer notes per page type (a version per save, HTML per
 * language as jsonb); the brand's custom theme, and theme previews opened by token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('legal_agreement')
    .addColumn('effective_at', 'timestamptz')
    .addColumn('created_by', 'text')
    .execute();
  await sql`update legal_agreement set effective_at = created_at`.execute(db);
  await db.schema
    .alterTable('legal_agreement')
    .alterColumn('effective_at', (column) => column.setNotNull())
    .execute();
  await db.schema
    .alterTable('legal_agreement')
    .alterColumn('effective_at', (column) => column.setDefault(sql`now()`))
    .execute();

  await db.schema
    .alterTable('banner')
    .addColumn('severity', 'text', (column) =>
      column
        .notNull()
        .defaultTo('info')
        .check(sql`severity in ('info', 'warning', 'critical')`),
    )
    .execute();
  await db.schema.alterTable('banner').dropConstraint('banner_placement_check').execute();
  await db.schema
    .alterTable('banner')
    .addCheckConstraint(
      'banner_placement_check',
      sql`placement in ('fundsDashboard', 'stocksDashboard', 'loginPage', 'homeDashboard', 'cashDashboard', 'cryptosDashboard', 'maintenance')`,
    )
    .execute();

  await db.schema
    .createTable('disclaimer_note')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('fund', 'stock', 'ipo', 'cash', 'crypto', 'plan')`),
    )
    .addColumn('version', 'int4', (column) => column.notNull())
    .addColumn('html', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_by', 'text')
    .addUniqueConstraint('disclaimer_note_version_unique', ['type', 'version'])
    .execute();

  await db.schema
    .createTable('brand_theme')
    .addColumn('brand_id', 'text', (column) => column.primaryKey())
    .addColumn('primary_colour', 'text', (column) => column.notNull())
    .addColumn('logo', 'text')
    .addColumn('footer', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('theme_preview')
    .addColumn('token', 'text', (column) => column.primaryKey())
    .addColumn('brand_id', 'text', (column) => column.notNull())
    .addColumn('primary_colour', 'text', (column) => column.notNull())
    .addColumn('logo', 'text')
    .addColumn('footer', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the admin content tables and columns (banners of the new placements go with them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('theme_preview').execute();
  await db.schema.dropTable('brand_theme').execute();
  await db.schema.dropTable('disclaimer_note').execute();
  await sql`delete from banner where placement not in ('fundsDashboard', 'stocksDashboard')`.execute(
    db,
  );
  await db.schema.alterTable('banner').dropConstraint('banner_placement_check').execute();
  await db.schema
    .alterTable('banner')
    .addCheckConstraint(
      'banner_placement_check',
      sql`placement in ('fundsDashboard', 'stocksDashboard')`,
    )
    .execute();
  await db.schema.alterTable('banner').dropColumn('severity').execute();
  await db.schema
    .alterTable('legal_agreement')
    .dropColumn('effective_at')
    .dropColumn('created_by')
    .execute();
}
