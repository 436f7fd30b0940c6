import { sql, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * A statement's figures summed by the database (issue 22 §6): each client ledger account's movement
 * within the period and since its end (from which its balances at both ends follow), and the
 * period's movements, both a keyset page at a time, the movements already grouped per journal, so
 * no statement loads every entry into the process.
 */

/** A client ledger account: what a statement's totals start from. */
export type StatementAccount = {
  ledgerAccountId: number;
  kind: string;
  assetType: string;
  asset: string;
  /** Today's balance. */
  balance: string;
};

/** A client's ledger accounts, by asset and kind. */
export async function findStatementAccounts(
  db: Kysely<Database>,
  ownerAccountId: number,
): Promise<StatementAccount[]> {
  const { rows } = await sql<
    Omit<StatementAccount, 'ledgerAccountId'> & { ledgerAccountId: string }
  >`
    select id as ledger_account_id, kind, asset_type, asset, balance
    from ledger_account
    where owner_account_id = ${ownerAccountId}
    order by asset, kind`.execute(db);
  return rows.map((row) => ({ ...row, ledgerAccountId: Number(row.ledgerAccountId) }));
}

/**
 * Where a keyset page of an account's entries starts: after this entry, in the order of the
 * (account, posted_at, id) index. `postedAt` is the instant as PostgreSQL writes it, exact to the
 * microsecond (a JavaScript Date keeps milliseconds, and a page would then skip or repeat).
 */
export type EntryKey = { postedAt: string; id: number };

/** The key before every entry posted at or after `from`: a statement's reads start there. */
export const startOf = (from: Date): EntryKey => ({ postedAt: from.toISOString(), id: 0 });

/** One account's entries of a keyset page, summed by the database against a period. */
export type EntrySums = {
  /** The key of the last entry the page read (the next page's start); null when it read none. */
  last: EntryKey | null;
  /** How many entries the page read (fewer than `size`: the last page). */
  entries: number;
  /** The sum and the count of the page's entries posted before the period's end. */
  within: string;
  withinCount: number;
  /** The sum of the page's entries posted at or after the period's end. */
  after: string;
};

/**
 * The next `size` entries of one ledger account after `after` (and before `to`, when given),
 * read along the (account, posted_at, id) index as a keyset page: a walk of the index in order
 * that stops after `size` rows, as long as the planner may not read the account's entries by a
 * bitmap (`alongTheIndex`). Each row carries the page's row count and its own place in the page,
 * numbered in the index's order (no sort), so the page's last key is read off its last row.
 */
function accountPage(ledgerAccountId: number, page: { after: EntryKey; size: number; to?: Date }) {
  return sql`(select id, journal_id, ledger_account_id, amount, reason, fund_order_id, posted_at,
        count(*) over () as page_rows, row_number() over (order by posted_at, id) as page_place
      from (select * from ledger_entry
        where ledger_account_id = ${ledgerAccountId}
          and (posted_at, id) > (${page.after.postedAt}::timestamptz, ${page.after.id}::int8)
          ${page.to ? sql`and posted_at < ${page.to}` : sql``}
        order by posted_at, id limit ${page.size}) entries)`;
}

/**
 * Runs a statement's read with bitmap scans off, in a transaction of its own (`set local`). The
 * planner weighs a page's ordered index walk, which stops at its LIMIT, against a bitmap read of
 * the rows it expects the condition to match, sorted for the LIMIT; and it expects few wherever
 * the statistics understate the account (stale ones, or the estimate of a row comparison, which
 * counts only the instants after it). Then a bitmap reads every remaining entry of the account on
 * each page: a 100,000-entry statement read each entry dozens of times and took three times
 * longer. With bitmaps off the only cheap path is the ordered walk.
 */
function alongTheIndex<R>(db: Kysely<Database>, read: RawBuilder<R>): Promise<QueryResult<R>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_bitmapscan = off`.execute(trx);
    return read.execute(trx);
  });
}

const keyOf = (postedAt: string | null | undefined, id: string | null | undefined) =>
  postedAt && id ? { postedAt, id: Number(id) } : null;

/**
 * Sums a keyset page of one ledger account's entries (up to `size` after `after`) against a
 * period's end: a statement's totals are these pages added up from the period's start, so no
 * single read holds the embedded database (and with it the event loop) for long, and no entry
 * posted before the period is read.
 */
export async function sumEntriesPage(
  db: Kysely<Database>,
  ledgerAccountId: number,
  to: Date,
  page: { after: EntryKey; size: number },
): Promise<EntrySums> {
  const { rows } = await alongTheIndex(
    db,
    sql<{
      lastPostedAt: string | null;
      lastId: string | null;
      entries: string;
      within: string;
      withinCount: string;
      after: string;
    }>`
    select count(*) as entries,
      min(posted_at::text) filter (where page_place = page_rows) as last_posted_at,
      min(id) filter (where page_place = page_rows) as last_id,
      coalesce(sum(amount) filter (where posted_at < ${to}), 0) as within,
      count(*) filter (where posted_at < ${to}) as within_count,
      coalesce(sum(amount) filter (where posted_at >= ${to}), 0) as after
    from ${accountPage(ledgerAccountId, page)} entry`,
  );
  const [row] = rows;
  return {
    last: keyOf(row?.lastPostedAt, row?.lastId),
    entries: Number(row?.entries ?? 0),
    within: row?.within ?? '0',
    withinCount: Number(row?.withinCount ?? 0),
    after: row?.after ?? '0',
  };
}

/**
 * One page of a statement table's movements: the journals of the entries after `after` up to the
 * page's end, packed as text, one journal a line (`\n`), its fields apart by tabs: journal id,
 * posting instant (ms), reason, fund order id, the order's side and fund, then the sum of the
 * journal's entries on each of the table's accounts in column order (empty for none). One value
 * answers a whole page: the embedded database decodes each row and field on the event loop, and
 * the page goes to the renderer's thread as one string.
 */
export type MovementPage = {
  /** The key of the page's last entry (the next page's `after`); null on the last page. */
  last: EntryKey | null;
  /** How many entries the page holds: at least `size`, but on the last page. */
  entries: number;
  rows: string;
};

/**
 * A keyset page of the period's entries of a table's accounts (`accountIds` in column order, null
 * where the client has no such account): each account's next `size` entries after `after` and
 * before the period's end, read along the (account, posted_at, id) index, merged up to the first
 * key some account may have more entries before (the least last key of the accounts that gave a
 * full `size`), so every entry read up to there is used: with a table's entries spread over two
 * accounts a page holds about twice `size`, where taking only the first `size` of the merge threw
 * half the reads away (issue 22 §6). They are grouped per journal, in the order they were posted.
 * A journal cut by the page's end continues on the next page with the same journal id.
 */
export async function findMovementPage(
  db: Kysely<Database>,
  accountIds: readonly (number | null)[],
  range: { from: Date; to: Date },
  page: { after: EntryKey; size: number },
): Promise<MovementPage> {
  const present = accountIds.filter((id): id is number => id !== null);
  if (present.length === 0) return { last: null, entries: 0, rows: '' };
  const column = (id: number | null) =>
    id === null
      ? sql`''`
      : sql`coalesce((sum(amount) filter (where ledger_account_id = ${id}))::text, '')`;
  const { rows } = await alongTheIndex(
    db,
    sql<{
      lastPostedAt: string | null;
      lastId: string | null;
      entries: string;
      rows: string | null;
    }>`
    with taken as (
      select * from (${sql.join(
        present.map((id) => accountPage(id, { ...page, to: range.to })),
        sql` union all `,
      )}) merged
    ), bound as (
      select posted_at, id from taken where page_place = page_rows and page_rows >= ${page.size}
      order by posted_at, id limit 1
    ), page as (
      select taken.* from taken left join bound on true
      where bound.id is null or (taken.posted_at, taken.id) <= (bound.posted_at, bound.id)
    ), moved as (
      select min(id) as first_id, journal_id, reason, fund_order_id, posted_at,
        (extract(epoch from posted_at) * 1000)::int8 as at,
        concat_ws(E'\\t', ${sql.join(accountIds.map(column))}) as figures
      from page
      group by journal_id, posted_at, reason, fund_order_id
    )
    select (select posted_at::text from bound) as last_posted_at,
      (select id from bound) as last_id,
      (select count(*) from page) as entries,
      (select string_agg(concat_ws(E'\\t', m.journal_id::text, m.at::text, m.reason,
          coalesce(m.fund_order_id::text, ''), coalesce(o.side, ''), coalesce(o.fund_id, ''),
          m.figures), E'\\n' order by m.posted_at, m.first_id)
        from moved m left join fund_order o on o.id = m.fund_order_id) as rows`,
  );
  const [row] = rows;
  return {
    last: keyOf(row?.lastPostedAt, row?.lastId),
    entries: Number(row?.entries ?? 0),
    rows: row?.rows ?? '',
  };
}
