import { sql, type Kysely } from 'kysely';

/**
 * Notifications (issue 14): the rows events write in their own transaction (the outbox), each
 * account's last opening of the list, push subscriptions, and the VAPID key pair push is signed
 * with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('unread', 'read', 'deleted')`),
    )
    // The event that made it ("stock-order:41:FILLED"): one notification per event, however
    // often the event's transaction is retried.
    .addColumn('source_key', 'text', (column) => column.notNull())
    .addColumn('fields', 'jsonb', (column) => column.notNull())
    .addColumn('start_time', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    // Push delivery (the outbox's consumer): null until sent or given up.
    .addColumn('pushed_at', 'timestamptz')
    .addUniqueConstraint('notification_source_unique', ['account_id', 'source_key'])
    .execute();
  await db.schema
    .createIndex('notification_account_time_idx')
    .on('notification')
    .columns(['account_id', 'start_time desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('notification_unpushed_idx')
    .on('notification')
    .column('id')
    .where(sql.ref('pushed_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('notification_reader')
    .addColumn('account_id', 'int8', (column) =>
      column.primaryKey().references('account.id').onDelete('cascade'),
    )
    .addColumn('last_query_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('push_subscription')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (column) =>
      column.notNull().check(sql`source in ('gateway', 'fos')`),
    )
    .addColumn('endpoint', 'text', (column) => column.notNull().unique())
    .addColumn('auth', 'text', (column) => column.notNull())
    .addColumn('p256dh', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('active', 'inactive', 'deleted')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscription_account_idx')
    .on('push_subscription')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('vapid_key')
    .addColumn('id', 'int4', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('private_key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the notification tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vapid_key').execute();
  await db.schema.dropTable('push_subscription').execute();
  await db.schema.dropTable('notification_reader').execute();
  await db.schema.dropTable('notification').execute();
}
