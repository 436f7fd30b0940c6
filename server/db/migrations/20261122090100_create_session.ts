import { sql, type Kysely } from 'kysely';

/**
 * Sessions and their refresh tokens (docs/DECISIONS.md §4): tokens are stored as SHA-256 hashes, so
 * logout, kick and rotation take effect at once. At most one active session per account (an
 * account is one code of one source), enforced by a partial unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (column) =>
      column.notNull().check(sql`source in ('gateway', 'fos')`),
    )
    .addColumn('role', 'text', (column) =>
      column.notNull().check(sql`role in ('god', 'system', 'admin', 'manager', 'advisor', 'user')`),
    )
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('active', 'logouted', 'kicked', 'expired')`),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('token_expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('refresh_family_id', 'uuid', (column) => column.notNull())
    .addColumn('last_activity_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await sql`create unique index session_one_active_idx on session (account_id)
    where status = 'active'`.execute(db);
  await db.schema
    .createIndex('session_family_idx')
    .on('session')
    .column('refresh_family_id')
    .execute();
  await db.schema
    .createTable('refresh_token')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('family_id', 'uuid', (column) => column.notNull())
    .addColumn('session_id', 'uuid', (column) =>
      column.notNull().references('session.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('refresh_token_session_idx')
    .on('refresh_token')
    .column('session_id')
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refresh_token').execute();
  await db.schema.dropTable('session').execute();
}
