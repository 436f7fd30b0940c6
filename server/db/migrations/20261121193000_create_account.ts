import { sql, type Kysely } from 'kysely';

/** Accounts of both sources with their login state (demo book, Accounts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_code', 'text', (column) => column.notNull())
    .addColumn('source', 'text', (column) =>
      column.notNull().check(sql`source in ('gateway', 'fos')`),
    )
    .addColumn('role', 'text', (column) =>
      column.notNull().check(sql`role in ('god', 'system', 'admin', 'manager', 'advisor', 'user')`),
    )
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('active', 'not_active', 'suspended')`),
    )
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('password_changed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('must_change_password', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('agreement_confirmed', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('two_factor', 'text', (column) => column.check(sql`two_factor in ('S', 'T', 'E')`))
    .addColumn('totp_secret', 'text')
    .addColumn('display_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('account_code_source_unique', ['account_code', 'source'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account').execute();
}
