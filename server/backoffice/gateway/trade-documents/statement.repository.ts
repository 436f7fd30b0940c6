import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * A statement's figures summed by the database (issue 22 §6): each client ledger account's balance
 * at both ends of the period and its movement within it, and the period's movements a keyset page
 * at a time, already grouped per journal, so no statement loads every entry into the process.
 */

/** One client ledger account over a period; amounts are decimal strings as the database wrote them. */
export type AccountTotals = {
  ledgerAccountId: number;
  kind: string;
  assetType: string;
  asset: string;
  opening: string;
  closing: string;
  /** The sum of the entries posted within the period: closing less opening. */
  change: string;
  /** How many entries were posted within the period. */
  entries: number;
};

type TotalsRow = Omit<AccountTotals, 'ledgerAccountId' | 'entries'> & {
  ledgerAccountId: string | number;
  entries: string | number;
};

/**
 * Per client ledger account: its balance at `from` and at `to` (today's balance less the entries
 * posted since) and the sum and count of the entries within [from, to). One read of the entries
 * posted since the period's start, along the (account, id) index.
 */
export async function findStatementTotals(
  db: Kysely<Database>,
  ownerAccountId: number,
  range: { from: Date; to: Date },
): Promise<AccountTotals[]> {
  const { rows } = await sql<TotalsRow>`
    select a.id as ledger_account_id, a.kind, a.asset_type, a.asset,
      a.balance - coalesce(sum(e.amount), 0) as opening,
      a.balance - coalesce(sum(e.amount) filter (where e.posted_at >= ${range.to}), 0) as closing,
      coalesce(sum(e.amount) filter (where e.posted_at < ${range.to}), 0) as change,
      count(e.id) filter (where e.posted_at < ${range.to}) as entries
    from ledger_account a
    left join ledger_entry e on e.ledger_account_id = a.id and e.posted_at >= ${range.from}
    where a.owner_account_id = ${ownerAccountId}
    group by a.id
    order by a.asset, a.kind`.execute(db);
  return rows.map((row) => ({
    ...row,
    ledgerAccountId: Number(row.ledgerAccountId),
    entries: Number(row.entries),
  }));
}

/**
 * One page of a statement table's movements: the journals of up to `size` entries after `afterId`,
 * packed as text, one journal a line (`\n`), its fields apart by tabs: journal id, posting instant
 * (ms), reason, fund order id, the order's side and fund, then the sum of the journal's entries on
 * each of the table's accounts in column order (empty for none). One value answers a whole page:
 * the embedded database decodes each row and field on the event loop, and the page goes to the
 * renderer's thread as one string.
 */
export type MovementPage = {
  /** The last entry id the page read (the next page's `afterId`); null when it read none. */
  lastId: number | null;
  /** How many entries the page read (fewer than `size`: the last page). */
  entries: number;
  rows: string;
};

/**
 * A keyset page of the entries of a table's accounts (`accountIds` in column order, null where the
 * client has no such account) posted within [from, to) after `afterId`, in id order: each account
 * is read along the (account, id) index and the reads are merged by id, then grouped per journal.
 * A journal cut by the page's end continues on the next page with the same journal id.
 */
export async function findMovementPage(
  db: Kysely<Database>,
  accountIds: readonly (number | null)[],
  range: { from: Date; to: Date },
  page: { afterId: number; size: number },
): Promise<MovementPage> {
  const present = accountIds.filter((id): id is number => id !== null);
  if (present.length === 0) return { lastId: null, entries: 0, rows: '' };
  const perAccount = present.map(
    (id) => sql`(select id, journal_id, ledger_account_id, amount, reason, fund_order_id, posted_at
      from ledger_entry
      where ledger_account_id = ${id} and id > ${page.afterId}
        and posted_at >= ${range.from} and posted_at < ${range.to}
      order by id limit ${page.size})`,
  );
  const column = (id: number | null) =>
    id === null
      ? sql`''`
      : sql`coalesce((sum(amount) filter (where ledger_account_id = ${id}))::text, '')`;
  const { rows } = await sql<{ lastId: string | null; entries: string; rows: string | null }>`
    select max(g.last_id) as last_id, coalesce(sum(g.entries), 0) as entries,
      string_agg(concat_ws(E'\\t', g.journal_id::text, g.at::text, g.reason,
        coalesce(g.fund_order_id::text, ''), coalesce(o.side, ''), coalesce(o.fund_id, ''),
        g.figures), E'\\n' order by g.first_id) as rows
    from (
      select min(id) as first_id, max(id) as last_id, count(*) as entries, journal_id, reason,
        fund_order_id, (extract(epoch from posted_at) * 1000)::int8 as at,
        concat_ws(E'\\t', ${sql.join(accountIds.map(column))}) as figures
      from (
        select * from (${sql.join(perAccount, sql` union all `)}) merged
        order by id limit ${page.size}
      ) entry
      group by journal_id, posted_at, reason, fund_order_id
    ) g
    left join fund_order o on o.id = g.fund_order_id`.execute(db);
  const [row] = rows;
  return {
    lastId: row?.lastId === null || row?.lastId === undefined ? null : Number(row.lastId),
    entries: Number(row?.entries ?? 0),
    rows: row?.rows ?? '',
  };
}
