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
 * Where a keyset page of an account's entries starts: after the entries posted at this instant
 * (as PostgreSQL writes it, exact to the microsecond: a JavaScript Date keeps milliseconds, and a
 * page would then skip or repeat), or, null, at the period's start. A page takes whole instants
 * (`accountPage`), so the instant alone says where the next one starts.
 */
export type PageStart = string | null;

/** One account's entries of a keyset page, summed by the database against a period. */
export type EntrySums = {
  /** The instant of the last entries the page read (the next page's start); null: it read none. */
  last: string | null;
  /** How many entries the page read (fewer than `size`: the last page). */
  entries: number;
  /** The sum and the count of the page's entries posted before the period's end. */
  within: string;
  withinCount: number;
  /** The sum of the page's entries posted at or after the period's end. */
  after: string;
};

/**
 * The next `size` entries of one ledger account posted from the period's start (or after the
 * page's start) and before `to`, when given, read along the (account, posted_at, id) index as a
 * keyset page: a walk of the index in order that stops after `size` rows and the rest of the
 * last row's instant (`with ties`), as long as the planner may not read the account's entries by
 * a bitmap (`alongTheIndex`). A page thus holds whole instants, and the next one starts after its
 * latest: the entries of one instant, a journal's among them, are never cut apart.
 */
function accountPage(
  ledgerAccountId: number,
  period: { from: Date; to?: Date },
  page: { after: PageStart; size: number },
) {
  return sql`(select id, journal_id, ledger_account_id, amount, reason, fund_order_id, posted_at
      from ledger_entry
      where ledger_account_id = ${ledgerAccountId}
        and ${page.after === null ? sql`posted_at >= ${period.from}` : sql`posted_at > ${page.after}::timestamptz`}
        ${period.to ? sql`and posted_at < ${period.to}` : sql``}
      order by posted_at fetch first ${page.size} rows with ties)`;
}

/**
 * Runs a statement's read with bitmap scans off, in a transaction of its own (`set local`). The
 * planner weighs a page's ordered index walk, which stops at its LIMIT, against a bitmap read of
 * the rows it expects the condition to match, sorted for the LIMIT; and it expects few wherever
 * the statistics understate the account (stale ones, or the estimate of a row comparison, which
 * counts only the accounts after it). Then a bitmap reads every remaining entry of the account on
 * each page: a 100,000-entry statement read each entry dozens of times and took three times
 * longer. With bitmaps off the only cheap path is the ordered walk.
 */
function alongTheIndex<R>(db: Kysely<Database>, read: RawBuilder<R>): Promise<QueryResult<R>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_bitmapscan = off`.execute(trx);
    return read.execute(trx);
  });
}

/**
 * Sums a keyset page of one ledger account's entries (`size` of them and their last instant's
 * others, from `page.after`) against the period's end: a statement's totals are these pages added
 * up from the period's start, so no single read holds the embedded database (and with it the
 * event loop) for long, and no entry posted before the period is read.
 */
export async function sumEntriesPage(
  db: Kysely<Database>,
  ledgerAccountId: number,
  period: { from: Date; to: Date },
  page: { after: PageStart; size: number },
): Promise<EntrySums> {
  const { rows } = await alongTheIndex(
    db,
    sql<{
      last: string | null;
      entries: string;
      within: string;
      withinCount: string;
      after: string;
    }>`
    select count(*) as entries, max(posted_at)::text as last,
      coalesce(sum(amount) filter (where posted_at < ${period.to}), 0) as within,
      count(*) filter (where posted_at < ${period.to}) as within_count,
      coalesce(sum(amount) filter (where posted_at >= ${period.to}), 0) as after
    from ${accountPage(ledgerAccountId, { from: period.from }, page)} entry`,
  );
  const [row] = rows;
  return {
    last: row?.last ?? null,
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
  /** The instant the page ends with (the next page's start); null on the last page. */
  last: string | null;
  /** How many entries the page holds: at least `size`, but on the last page. */
  entries: number;
  rows: string;
};

/**
 * A keyset page of the period's entries of a table's accounts (`accountIds` in column order, null
 * where the client has no such account): each account's next `size` entries (and the rest of its
 * last instant) after `page.after`, read along the (account, posted_at, id) index, merged up to
 * the first instant some account may have more entries after (the least last instant of the
 * accounts that gave a full `size`), so every entry read up to there is used: with a table's
 * entries spread over two accounts a page holds about twice `size`, where taking only the first
 * `size` of the merge threw half the reads away (issue 22 §6). They are grouped per journal, in
 * the order they were posted; a page holds whole instants, so no journal is cut.
 */
export async function findMovementPage(
  db: Kysely<Database>,
  accountIds: readonly (number | null)[],
  period: { from: Date; to: Date },
  page: { after: PageStart; size: number },
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
      last: string | null;
      entries: string;
      rows: string | null;
    }>`
    with taken as (
      select * from (${sql.join(
        present.map((id) => accountPage(id, period, page)),
        sql` union all `,
      )}) merged
    ), bound as (
      select min(last_at) as at from (
        select max(posted_at) as last_at from taken group by ledger_account_id
        having count(*) >= ${page.size}
      ) full_pages
    ), page as (
      select * from taken where posted_at <= coalesce((select at from bound), posted_at)
    ), moved as (
      select min(id) as first_id, journal_id, reason, fund_order_id, posted_at,
        (extract(epoch from posted_at) * 1000)::int8 as at,
        concat_ws(E'\\t', ${sql.join(accountIds.map(column))}) as figures
      from page
      group by journal_id, posted_at, reason, fund_order_id
    )
    select (select at::text from bound) as last, (select count(*) from page) as entries,
      (select string_agg(concat_ws(E'\\t', m.journal_id::text, m.at::text, m.reason,
          coalesce(m.fund_order_id::text, ''), coalesce(o.side, ''), coalesce(o.fund_id, ''),
          m.figures), E'\\n' order by m.posted_at, m.first_id)
        from moved m left join fund_order o on o.id = m.fund_order_id) as rows`,
  );
  const [row] = rows;
  return {
    last: row?.last ?? null,
    entries: Number(row?.entries ?? 0),
    rows: row?.rows ?? '',
  };
}
