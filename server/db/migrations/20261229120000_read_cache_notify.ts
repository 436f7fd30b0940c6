import { sql, type Kysely } from 'kysely';

/**
 * The books from memory (docs/ARCHITECTURE.md): every change to what a process keeps in memory
 * announces itself from the database, in the changing transaction, so no write path can forget
 * to and a rollback announces nothing. The channel is `portico_read_cache` (server/cache/); the
 * payload names what changed: `s:<session id>` (a session row, except a touch that only records
 * activity), `a:<account id>` (what a session carries of its account: code, name, trade password
 * hash), `b:<account id>` (a client's ledger accounts: balances, positions, book costs). A
 * truncate announces an empty payload: forget everything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // argv: the payload's prefix and the row's field that keys it (null: nobody keeps the row).
  await sql`create function read_cache_notify() returns trigger language plpgsql as $$
    declare
      key text := (case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end)
        ->> tg_argv[1];
    begin
      if key is not null then
        perform pg_notify('portico_read_cache', tg_argv[0] || ':' || key);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function read_cache_forget_all() returns trigger language plpgsql as $$
    begin perform pg_notify('portico_read_cache', ''); return null; end $$`.execute(db);
  await sql`create trigger session_read_cache after update on session for each row
    when ((to_jsonb(old) - 'last_activity_at') is distinct from (to_jsonb(new) - 'last_activity_at'))
    execute function read_cache_notify('s', 'id')`.execute(db);
  await sql`create trigger account_read_cache after update on account for each row
    when ((old.account_code, old.display_name, old.trade_password_hash)
      is distinct from (new.account_code, new.display_name, new.trade_password_hash))
    execute function read_cache_notify('a', 'id')`.execute(db);
  await sql`create trigger ledger_account_read_cache after insert or update on ledger_account
    for each row execute function read_cache_notify('b', 'owner_account_id')`.execute(db);
  for (const table of ['session', 'account', 'ledger_account']) {
    await sql`create trigger ${sql.raw(`${table}_read_cache_delete`)} after delete on ${sql.raw(table)}
      for each row execute function read_cache_notify(${sql.raw(
        table === 'ledger_account' ? "'b', 'owner_account_id'" : `'${table[0]}', 'id'`,
      )})`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_read_cache_truncate`)} after truncate on ${sql.raw(table)}
      for each statement execute function read_cache_forget_all()`.execute(db);
  }
}

/** Drops the triggers and their functions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['session', 'account', 'ledger_account']) {
    for (const suffix of ['read_cache', 'read_cache_delete', 'read_cache_truncate']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_${suffix}`)} on ${sql.raw(table)}`.execute(
        db,
      );
    }
  }
  await sql`drop function read_cache_notify()`.execute(db);
  await sql`drop function read_cache_forget_all()`.execute(db);
}
