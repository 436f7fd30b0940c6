import { sql, type Kysely } from 'kysely';

/**
 * Advisee sessions (spec §1, §3 advisor linkage): an advisor's session may open a session for a
 * linked client, which names the advisor's session and ends with it. The client's own login and
 * the advisor's acting session live side by side, so "one active session per account" holds for
 * the account's own sessions, and for each advisor session once per client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('session')
    .addColumn('advisor_session_id', 'uuid', (column) =>
      column.references('session.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('session_advisor_session_idx')
    .on('session')
    .column('advisor_session_id')
    .execute();
  await db.schema.dropIndex('session_one_active_idx').execute();
  await sql`create unique index session_one_own_active_idx on session (account_id)
    where status = 'active' and advisor_session_id is null`.execute(db);
  await sql`create unique index session_one_advisee_active_idx
    on session (advisor_session_id, account_id)
    where status = 'active' and advisor_session_id is not null`.execute(db);
}

/** Restores one active session per account, dropping the advisee sessions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from session where advisor_session_id is not null`.execute(db);
  await db.schema.dropIndex('session_one_advisee_active_idx').execute();
  await db.schema.dropIndex('session_one_own_active_idx').execute();
  await sql`create unique index session_one_active_idx on session (account_id)
    where status = 'active'`.execute(db);
  await db.schema.dropIndex('session_advisor_session_idx').execute();
  await db.schema.alterTable('session').dropColumn('advisor_session_id').execute();
}
