import { sql, type Insertable, type InsertObject, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { LedgerAccountTable, LedgerEntryTable } from '../../../db/schema-books';

/** A ledger account row. */
export type LedgerAccount = Selectable<LedgerAccountTable>;

/** A ledger account to open when missing. */
export type NewLedgerAccount = Insertable<LedgerAccountTable>;

/** An entry to append. */
export type NewLedgerEntry = Insertable<LedgerEntryTable>;

/**
 * Locks the accounts for this transaction, opening the ones that do not exist yet, and answers
 * every account by code. The usual case, every account open, is one `select ... for update`: it
 * writes nothing (an upsert's no-op update used as a lock wrote a new version of every row it
 * locked, on every order). Rows are locked in code order, the same in every transaction, so two
 * placements never wait on each other in a circle. When one is missing, an upsert opens and locks
 * them all in the same code order; a transaction that already holds some of them can then meet a
 * twin opening the same new account, a deadlock PostgreSQL breaks by failing one of them.
 */
export async function ensureLedgerAccounts(
  db: Kysely<Database>,
  accounts: readonly NewLedgerAccount[],
): Promise<Map<string, LedgerAccount>> {
  if (accounts.length === 0) return new Map();
  const sorted = [...accounts].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const locked = await db
    .selectFrom('ledgerAccount')
    .selectAll()
    .where(
      'code',
      'in',
      sorted.map((account) => account.code),
    )
    // Byte order, as the sort above and the upsert below: a locale's collation may differ.
    .orderBy(sql`code collate "C"`)
    .forUpdate()
    .execute();
  if (locked.length === sorted.length) return new Map(locked.map((row) => [row.code, row]));
  const rows = await db
    .insertInto('ledgerAccount')
    .values(sorted)
    .onConflict((conflict) =>
      conflict.column('code').doUpdateSet((eb) => ({ code: eb.ref('excluded.code') })),
    )
    .returningAll()
    .execute();
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * The entries a journal appends, as a write to run with others (db/write-together.ts); an entry's
 * order id may be the id of the order the same statement inserts.
 */
export function insertLedgerEntriesWrite(
  db: Kysely<Database>,
  entries: readonly InsertObject<Database, 'ledgerEntry'>[],
) {
  return db.insertInto('ledgerEntry').values([...entries]);
}

/** How one account's balance (and book cost) moves; amounts are decimal strings. */
export type BalanceChange = { ledgerAccountId: number; amount: string; costChange: string };

/**
 * Moves several accounts' balances and book costs, as a write to run with others: one update
 * from a list of changes, one per account (db/write-together.ts).
 */
export function moveLedgerBalancesWrite(db: Kysely<Database>, changes: readonly BalanceChange[]) {
  const rows = changes.map(
    (change) =>
      sql`(${change.ledgerAccountId}::int8, ${change.amount}::numeric, ${change.costChange}::numeric)`,
  );
  // Parenthesised: raw SQL becomes a CTE body as written (db/write-together.ts).
  return sql`(update ledger_account set balance = ledger_account.balance + change.amount,
    book_cost = ledger_account.book_cost + change.cost_change
    from (values ${sql.join(rows)}) as change(id, amount, cost_change)
    where ledger_account.id = change.id)`;
}

/** The ledger accounts of several clients at once, of one asset type. */
export function findLedgerAccountsOfMany(
  db: Kysely<Database>,
  ownerAccountIds: readonly number[],
  assetType: LedgerAccount['assetType'],
): Promise<LedgerAccount[]> {
  if (ownerAccountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ledgerAccount')
    .selectAll()
    .where('ownerAccountId', 'in', [...ownerAccountIds])
    .where('assetType', '=', assetType)
    .orderBy('asset')
    .orderBy('kind')
    .execute();
}

/** A client's ledger accounts, optionally of one asset type. */
export function findLedgerAccountsOf(
  db: Kysely<Database>,
  ownerAccountId: number,
  assetType?: LedgerAccount['assetType'],
): Promise<LedgerAccount[]> {
  let query = db
    .selectFrom('ledgerAccount')
    .selectAll()
    .where('ownerAccountId', '=', ownerAccountId);
  if (assetType) query = query.where('assetType', '=', assetType);
  return query.orderBy('asset').orderBy('kind').execute();
}

/** Every ledger account whose balance differs from the sum of its entries (should be none). */
export async function findDriftingLedgerAccounts(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('ledgerAccount')
    .leftJoin('ledgerEntry', 'ledgerEntry.ledgerAccountId', 'ledgerAccount.id')
    .select(['ledgerAccount.code', 'ledgerAccount.balance'])
    .select(sql<string>`coalesce(sum(ledger_entry.amount), 0)`.as('total'))
    .groupBy(['ledgerAccount.id', 'ledgerAccount.code', 'ledgerAccount.balance'])
    .having(sql`coalesce(sum(ledger_entry.amount), 0)`, '<>', sql`ledger_account.balance`)
    .execute();
  return rows.map((row) => row.code);
}

/** Every (journal, asset) whose entries do not sum to zero (should be none). */
export async function findUnbalancedJournals(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select(['ledgerEntry.journalId', 'ledgerAccount.asset'])
    .groupBy(['ledgerEntry.journalId', 'ledgerAccount.asset'])
    .having(sql`sum(ledger_entry.amount)`, '<>', 0)
    .execute();
  return rows.map((row) => `${row.journalId}/${row.asset}`);
}

/** How many rows the books hold, and how many point at a row that is not there. */
export type BookRowCounts = {
  accounts: number;
  ledgerAccounts: number;
  ledgerEntries: number;
  /** Entries whose ledger account is missing (should be none). */
  entriesWithoutAccount: number;
  /** Client ledger accounts whose portal account is missing (should be none). */
  ledgerAccountsWithoutOwner: number;
};

/**
 * Counts the books' rows and the dangling ones, which the balance checks cannot see: a lost
 * ledger account takes its entries out of both of their joins.
 */
export async function countBookRows(db: Kysely<Database>): Promise<BookRowCounts> {
  const { rows } = await sql<BookRowCounts>`
    select
      (select count(*) from account) as accounts,
      (select count(*) from ledger_account) as ledger_accounts,
      (select count(*) from ledger_entry) as ledger_entries,
      (select count(*) from ledger_entry e
        where not exists (select 1 from ledger_account a where a.id = e.ledger_account_id))
        as entries_without_account,
      (select count(*) from ledger_account a
        where a.owner_account_id is not null
          and not exists (select 1 from account o where o.id = a.owner_account_id))
        as ledger_accounts_without_owner`.execute(db);
  return rows[0] as BookRowCounts;
}

/** A client ledger entry as a statement lists it. */
export type StatementEntry = {
  id: number;
  amount: string;
  reason: string;
  fundOrderId: number | null;
  postedAt: Date;
  kind: string;
  assetType: LedgerAccount['assetType'];
  asset: string;
};

/**
 * One page of a ledger account's entries posted within [from, to), in id order after `afterId`: a
 * statement reads its movements an account and a page at a time along the (account, id) index, so
 * no single read holds the process (on the embedded database a read runs on the event loop) for
 * long.
 */
export function findLedgerEntriesPage(
  db: Kysely<Database>,
  account: Pick<LedgerAccount, 'id' | 'kind' | 'assetType' | 'asset'>,
  range: { from: Date; to: Date },
  page: { afterId: number; size: number },
): Promise<StatementEntry[]> {
  return db
    .selectFrom('ledgerEntry')
    .select(['id', 'amount', 'reason', 'fundOrderId', 'postedAt'])
    .select([
      sql<string>`${account.kind}::text`.as('kind'),
      sql<LedgerAccount['assetType']>`${account.assetType}::text`.as('assetType'),
      sql<string>`${account.asset}::text`.as('asset'),
    ])
    .where('ledgerAccountId', '=', account.id)
    .where('id', '>', page.afterId)
    .where('postedAt', '>=', range.from)
    .where('postedAt', '<', range.to)
    .orderBy('id')
    .limit(page.size)
    .execute();
}
