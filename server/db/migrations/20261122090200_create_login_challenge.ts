import { sql, type Kysely } from 'kysely';

/**
 * Two-factor challenges (login result 2): the id is the sessionId the page sends to factorLogin;
 * SMS and email codes are stored hashed, single use, valid 10 minutes (spec §8, §9).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_challenge')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('factor', 'text', (column) => column.notNull().check(sql`factor in ('S', 'T', 'E')`))
    .addColumn('code_hash', 'text')
    .addColumn('code_sent_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_challenge').execute();
}
