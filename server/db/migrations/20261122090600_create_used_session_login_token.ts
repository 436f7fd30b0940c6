import type { Kysely } from 'kysely';

/** Session-login token ids already exchanged (spec §2.2): a token's jti works once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_session_login_token')
    .addColumn('jti', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_session_login_token').execute();
}
