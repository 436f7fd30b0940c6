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

/** One account's entries of a keyset page, summed by the database against a period. */
export type EntrySums = {
  /** The last entry id the page read; null when it read none. */
  lastId: number | null;
  /** How many entries the page read (fewer than `size`: the last page). */
  entries: number;
  /** The sum and the count of the page's entries posted within [from, to). */
  within: string;
  withinCount: number;
  /** The sum of the page's entries posted at or after `to`. */
  after: string;
  /** When the page's earliest entry was posted; null when it read none. */
  firstPostedAt: Date | null;
};

/**
 * The next `size` entries of one ledger account after `afterId`, read along the (account, id)
 * index as a keyset page: a walk of the index in order that stops after `size` rows, as long as
 * the planner may not read the account's entries by a bitmap (`alongTheIndex`).
 */
function accountPage(ledgerAccountId: number, page: { afterId: number; size: number }) {
  return sql`(select id, journal_id, ledger_account_id, amount, reason, fund_order_id, posted_at
      from ledger_entry
      where ledger_account_id = ${ledgerAccountId} and id > ${page.afterId}
      order by id limit ${page.size})`;
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
 * Sums a keyset page of one ledger account's entries (up to `size` after `afterId`) against a
 * period: a statement's totals are these pages added up, so no single read holds the embedded
 * database (and with it the event loop) for a whole history.
 */
export async function sumEntriesPage(
  db: Kysely<Database>,
  ledgerAccountId: number,
  range: { from: Date; to: Date },
  page: { afterId: number; size: number },
): Promise<EntrySums> {
  const { rows } = await alongTheIndex(
    db,
    sql<{
      lastId: string | null;
      entries: string;
      within: string;
      withinCount: string;
      after: string;
      firstPostedAt: Date | string | null;
    }>`
    select max(id) as last_id, count(*) as entries, min(posted_at) as first_posted_at,
      coalesce(sum(amount) filter (where posted_at >= ${range.from} and posted_at < ${range.to}), 0)
        as within,
      count(*) filter (where posted_at >= ${range.from} and posted_at < ${range.to}) as within_count,
      coalesce(sum(amount) filter (where posted_at >= ${range.to}), 0) as after
    from ${accountPage(ledgerAccountId, page)} entry`,
  );
  const [row] = rows;
  return {
    lastId: row?.lastId === null || row?.lastId === undefined ? null : Number(row.lastId),
    entries: Number(row?.entries ?? 0),
    within: row?.within ?? '0',
    withinCount: Number(row?.withinCount ?? 0),
    after: row?.after ?? '0',
    firstPostedAt: row?.firstPostedAt ? new Date(row.firstPostedAt) : null,
  };
}

/**
 * One page of a statement table's movements: the journals of the entries after `afterId` up to
 * the page's end, packed as text, one journal a line (`\n`), its fields apart by tabs: journal id,
 * posting instant (ms), reason, fund order id, the order's side and fund, then the sum of the
 * journal's entries on each of the table's accounts in column order (empty for none). One value
 * answers a whole page: the embedded database decodes each row and field on the event loop, and
 * the page goes to the renderer's thread as one string.
 */
export type MovementPage = {
  /** The last entry id the page read (the next page's `afterId`); null when it read none. */
  lastId: number | null;
  /** How many entries the page holds: at least `size`, but on the last page. */
  entries: number;
  /** Whether every account's entries have been read: no page follows. */
  isLast: boolean;
  rows: string;
};

/**
 * A keyset page of the entries of a table's accounts (`accountIds` in column order, null where the
 * client has no such account): each account's next `size` entries after `afterId`, read along the
 * (account, id) index, merged by id up to the first id some account may have more entries before
 * (the least last id of the accounts that gave a full `size`), so every entry read up to there is
 * used: with a table's entries spread over two accounts a page holds about twice `size`, where
 * taking only the first `size` of the merge threw half the reads away (issue 22 §6). Those posted
 * within [from, to) are grouped per journal. A journal cut by the page's end continues on the next
 * page with the same journal id.
 */
export async function findMovementPage(
  db: Kysely<Database>,
  accountIds: readonly (number | null)[],
  range: { from: Date; to: Date },
  page: { afterId: number; size: number },
): Promise<MovementPage> {
  const present = accountIds.filter((id): id is number => id !== null);
  if (present.length === 0) return { lastId: null, entries: 0, isLast: true, rows: '' };
  const column = (id: number | null) =>
    id === null
      ? sql`''`
      : sql`coalesce((sum(amount) filter (where ledger_account_id = ${id}))::text, '')`;
  const { rows } = await alongTheIndex(
    db,
    sql<{
      lastId: string | null;
      entries: string;
      isLast: boolean;
      rows: string | null;
    }>`
    with read as (
      select * from (${sql.join(
        present.map((id) => accountPage(id, page)),
        sql` union all `,
      )}) merged
    ), bound as (
      select min(last_id) as id from (
        select max(id) as last_id from read group by ledger_account_id
        having count(*) >= ${page.size}
      ) full_pages
    ), page as (
      select * from read where id <= coalesce((select id from bound), id)
    ), moved as (
      select min(id) as first_id, journal_id, reason, fund_order_id,
        (extract(epoch from posted_at) * 1000)::int8 as at,
        concat_ws(E'\\t', ${sql.join(accountIds.map(column))}) as figures
      from page
      where posted_at >= ${range.from} and posted_at < ${range.to}
      group by journal_id, posted_at, reason, fund_order_id
    )
    select (select max(id) from page) as last_id, (select count(*) from page) as entries,
      (select id is null from bound) as is_last,
      (select string_agg(concat_ws(E'\\t', m.journal_id::text, m.at::text, m.reason,
          coalesce(m.fund_order_id::text, ''), coalesce(o.side, ''), coalesce(o.fund_id, ''),
          m.figures), E'\\n' order by m.first_id)
        from moved m left join fund_order o on o.id = m.fund_order_id) as rows`,
  );
  const [row] = rows;
  return {
    lastId: row?.lastId === null || row?.lastId === undefined ? null : Number(row.lastId),
    entries: Number(row?.entries ?? 0),
    isLast: row?.isLast ?? true,
    rows: row?.rows ?? '',
  };
}
