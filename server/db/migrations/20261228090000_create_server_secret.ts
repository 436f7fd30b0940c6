import { sql, type Kysely } from 'kysely';

/**
 * Secrets the server generates on first use and every process shares, by name: the key device
 * cookies are signed with when DEVICE_COOKIE_SECRET is unset (server/auth/device-cookie.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secret').execute();
}
