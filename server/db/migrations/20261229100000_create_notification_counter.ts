import { sql, type Kysely } from 'kysely';

/**
 * Notification counts as counters (issue 22 §2): one `notification_counter` row per account holds
 * its unread count, its unread count since the list was last seen (spec §4), the instant it was
 * last seen (moved here from `notification_reader`, which goes) and the newest notification's
 * instant. Triggers on `notification` keep the counts in the statement that changes a row, so
 * every writer (an event's insert inside its `executeTogether` CTEs, the one-statement insert for
 * every client, status changes, mark-all-read, deletion) moves them in its own transaction.
 */

/**
 * The statements that apply `changes` (a query of account_id, status, created_at and sign: +1
 * for a row as it is now, -1 for a row as it was) to the counters. The counters are locked in
 * account order first, so two statements touching several accounts never wait on each other in a
 * cycle; after the lock the next statement reads each account's `seen_at` as committed, so a row
 * counts as unseen exactly when it was made after the mark.
 */
const applyChanges = (changes: string) => `
  if not exists (select 1 from (${changes}) as probe) then return null; end if;
  perform 1 from notification_counter
    where account_id in (select account_id from (${changes}) as touched)
    order by account_id for update;
  update notification_counter c set
    unread_count = c.unread_count + d.unread,
    unseen_count = c.unseen_count + d.unseen,
    newest_at = greatest(c.newest_at, d.newest_at)
  from (
    select x.account_id,
      coalesce(sum(x.sign) filter (where x.status = 'unread'), 0) as unread,
      coalesce(sum(x.sign) filter (
        where x.status = 'unread' and (k.seen_at is null or x.created_at > k.seen_at)
      ), 0) as unseen,
      max(x.created_at) filter (where x.sign > 0) as newest_at
    from (${changes}) as x join notification_counter k on k.account_id = x.account_id
    group by x.account_id
  ) d
  where c.account_id = d.account_id
    and (d.unread <> 0 or d.unseen <> 0 or d.newest_at > coalesce(c.newest_at, '-infinity'));
  return null;`;

/** New rows: each account gets its counter row first (in account order). */
const onInsert = `
  insert into notification_counter (account_id)
    select distinct account_id from new_rows order by account_id
    on conflict (account_id) do nothing;
  ${applyChanges('select account_id, status, created_at, 1 as sign from new_rows')}`;

/** Rows whose account, status or instant changed (a push claim changes none: nothing to do). */
const changed = `from new_rows n join old_rows o on o.id = n.id
  where (n.account_id, n.status, n.created_at) is distinct from (o.account_id, o.status, o.created_at)`;
const onUpdate = applyChanges(`
  select n.account_id, n.status, n.created_at, 1 as sign ${changed}
  union all
  select o.account_id, o.status, o.created_at, -1 as sign ${changed}`);

/** Deleted rows (a cleared account; when the account itself goes, its counter goes with it). */
const onDelete = applyChanges('select account_id, status, created_at, -1 as sign from old_rows');

const triggers = [
  { name: 'insert', body: onInsert, referencing: 'new table as new_rows' },
  { name: 'update', body: onUpdate, referencing: 'old table as old_rows new table as new_rows' },
  { name: 'delete', body: onDelete, referencing: 'old table as old_rows' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_counter')
    .addColumn('account_id', 'int8', (column) =>
      column.primaryKey().references('account.id').onDelete('cascade'),
    )
    // Notifications with status unread.
    .addColumn('unread_count', 'int4', (column) => column.notNull().defaultTo(0))
    // Of those, the ones made after seen_at (all of them while it is null): spec §4's count.
    .addColumn('unseen_count', 'int4', (column) => column.notNull().defaultTo(0))
    // The instant of the list the reader was last shown (spec §7 lastQueryTime); null: never.
    .addColumn('seen_at', 'timestamptz')
    // The newest notification's created_at: something arrived since seen_at when it is later.
    .addColumn('newest_at', 'timestamptz')
    .execute();
  // Marking seen recounts the unread rows made after the mark; mark-all-read finds the unread.
  await db.schema
    .createIndex('notification_unread_idx')
    .on('notification')
    .columns(['account_id', 'created_at'])
    .where(sql.ref('status'), '=', 'unread')
    .execute();
  // No notification may change between the backfill and the triggers taking over.
  await sql`lock table notification in share row exclusive mode`.execute(db);
  await sql`
    insert into notification_counter (account_id, unread_count, unseen_count, seen_at, newest_at)
    select coalesce(n.account_id, r.account_id),
      coalesce(n.unread, 0), coalesce(n.unseen, 0), r.last_query_at, n.newest_at
    from (
      select n.account_id,
        count(*) filter (where n.status = 'unread') as unread,
        count(*) filter (
          where n.status = 'unread' and (r.last_query_at is null or n.created_at > r.last_query_at)
        ) as unseen,
        max(n.created_at) as newest_at
      from notification n left join notification_reader r on r.account_id = n.account_id
      group by n.account_id
    ) n
    full join notification_reader r on r.account_id = n.account_id`.execute(db);
  for (const trigger of triggers) {
    await sql`${sql.raw(`create function notification_counter_on_${trigger.name}()
      returns trigger language plpgsql as $$ begin ${trigger.body} end $$`)}`.execute(db);
    await sql`${sql.raw(`create trigger notification_counter_${trigger.name}
      after ${trigger.name} on notification referencing ${trigger.referencing}
      for each statement execute function notification_counter_on_${trigger.name}()`)}`.execute(db);
  }
  await db.schema.dropTable('notification_reader').execute();
}

/** Puts the last-query table back (from the counters' marks) and drops the counters. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_reader')
    .addColumn('account_id', 'int8', (column) =>
      column.primaryKey().references('account.id').onDelete('cascade'),
    )
    .addColumn('last_query_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`
    insert into notification_reader (account_id, last_query_at)
    select account_id, seen_at from notification_counter where seen_at is not null`.execute(db);
  for (const trigger of triggers) {
    await sql`${sql.raw(`drop trigger notification_counter_${trigger.name} on notification`)}`.execute(
      db,
    );
    await sql`${sql.raw(`drop function notification_counter_on_${trigger.name}()`)}`.execute(db);
  }
  await db.schema.dropIndex('notification_unread_idx').execute();
  await db.schema.dropTable('notification_counter').execute();
}
