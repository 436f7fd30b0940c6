import { sql, type Kysely } from 'kysely';

/**
 * The append-only audit trail (issue 3, item 8): logins, logouts, kicks, password changes,
 * agreement confirmations, resets. A trigger refuses UPDATE and DELETE, so not even a bug can
 * rewrite history; no account foreign key, so the trail outlives an account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('occurred_at', 'timestamptz', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('account_id', 'int8')
    .addColumn('account_code', 'text')
    .addColumn('source', 'text')
    .addColumn('session_id', 'uuid')
    .addColumn('client_address', 'text')
    .addColumn('details', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('audit_event_account_idx')
    .on('audit_event')
    .columns(['account_id', 'id'])
    .execute();
  await sql`create function audit_event_refuse_change() returns trigger language plpgsql as $$
    begin raise exception 'audit_event is append-only' using errcode = '55000'; end $$`.execute(db);
  await sql`create trigger audit_event_append_only before update or delete on audit_event
    for each row execute function audit_event_refuse_change()`.execute(db);
}

/** Drops the table and its guard. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_event').execute();
  await sql`drop function audit_event_refuse_change()`.execute(db);
}
