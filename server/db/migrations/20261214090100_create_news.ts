import { sql, type Kysely } from 'kysely';

/**
 * News (issue 14 §5): the house's own news items, which the admins' news editor writes (each text
 * a jsonb object by language, any of which may be missing), and the banners it puts on the
 * dashboards, each shown inside its window while published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news_item')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('category', 'text', (column) =>
      column.notNull().check(sql`category in ('market', 'company', 'research', 'announcement')`),
    )
    .addColumn('title', 'jsonb', (column) => column.notNull())
    .addColumn('summary', 'jsonb', (column) => column.notNull())
    .addColumn('body', 'jsonb', (column) => column.notNull())
    .addColumn('published_at', 'timestamptz', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('draft', 'published', 'withdrawn')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('news_item_published_idx')
    .on('news_item')
    .columns(['status', 'published_at desc'])
    .execute();
  await db.schema
    .createTable('banner')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('placement', 'text', (column) =>
      column.notNull().check(sql`placement in ('fundsDashboard', 'stocksDashboard')`),
    )
    .addColumn('title', 'jsonb', (column) => column.notNull())
    .addColumn('body', 'jsonb', (column) => column.notNull())
    .addColumn('link', 'text')
    .addColumn('starts_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('draft', 'published', 'withdrawn')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint('banner_window_check', sql`ends_at is null or ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('banner_placement_idx')
    .on('banner')
    .columns(['placement', 'status', 'starts_at'])
    .execute();
}

/** Drops the news tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('banner').execute();
  await db.schema.dropTable('news_item').execute();
}
