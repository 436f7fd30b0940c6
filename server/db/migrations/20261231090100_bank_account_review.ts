import { sql, type Kysely } from 'kysely';

/**
 * Designated bank accounts reviewed by the back office (issue 25): each new one is `pending`
 * until an admin approves or rejects it, and withdrawals pay only to approved ones. The rows
 * already in the book were designated before review existed: they stay approved. A removed
 * account keeps its row (withdrawals name it) with `removed_at`; only live ones (not removed,
 * not rejected) are unique per account, identifier and currency. The proof sent with a new one is
 * kept beside it, as a deposit's is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('client_bank_account')
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('approved')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .execute();
  await db.schema
    .alterTable('client_bank_account')
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('client_bank_account')
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('client_bank_account')
    .dropConstraint('client_bank_account_unique')
    .execute();
  await sql`create unique index client_bank_account_live_unique on client_bank_account
    (account_id, identifier_type, identifier, coalesce(currency, ''))
    where removed_at is null and status <> 'rejected'`.execute(db);
  await db.schema
    .createTable('client_bank_account_proof')
    .addColumn('bank_account_id', 'int8', (column) =>
      column.primaryKey().references('client_bank_account.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size', 'int4', (column) => column.notNull())
    .addColumn('content', 'bytea', (column) => column.notNull())
    .execute();
}

/** Puts the table back as it was (pending and rejected rows go with the review). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_bank_account_proof').execute();
  await sql`delete from client_bank_account where status <> 'approved' or removed_at is not null`.execute(
    db,
  );
  await db.schema.dropIndex('client_bank_account_live_unique').execute();
  await db.schema
    .alterTable('client_bank_account')
    .addUniqueConstraint('client_bank_account_unique', [
      'account_id',
      'identifier_type',
      'identifier',
      'currency',
    ])
    .execute();
  for (const column of ['removed_at', 'decided_at', 'status']) {
    await db.schema.alterTable('client_bank_account').dropColumn(column).execute();
  }
}
