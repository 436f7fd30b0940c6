import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, LedgerAccountTable, LedgerEntryTable } from '../../../db/schema';

/** A ledger account row. */
export type LedgerAccount = Selectable<LedgerAccountTable>;

/** A ledger account to open when missing. */
export type NewLedgerAccount = Insertable<LedgerAccountTable>;

/** An entry to append. */
export type NewLedgerEntry = Insertable<LedgerEntryTable>;

/** Opens the accounts that do not exist yet (by code); answers every one of them by code. */
export async function ensureLedgerAccounts(
  db: Kysely<Database>,
  accounts: readonly NewLedgerAccount[],
): Promise<Map<string, LedgerAccount>> {
  if (accounts.length === 0) return new Map();
  await db
    .insertInto('ledgerAccount')
    .values([...accounts])
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const rows = await db
    .selectFrom('ledgerAccount')
    .selectAll()
    .where(
      'code',
      'in',
      accounts.map((account) => account.code),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.code, row]));
}

/** Appends entries (immutable once written). */
export async function insertLedgerEntries(
  db: Kysely<Database>,
  entries: readonly NewLedgerEntry[],
): Promise<void> {
  if (entries.length > 0)
    await db
      .insertInto('ledgerEntry')
      .values([...entries])
      .execute();
}

/** Moves an account's balance by `amount` (and its book cost by `costChange`). */
export async function addToLedgerBalance(
  db: Kysely<Database>,
  ledgerAccountId: number,
  amount: string,
  costChange = '0',
): Promise<void> {
  await db
    .updateTable('ledgerAccount')
    .set({
      balance: sql<string>`balance + ${amount}::numeric`,
      bookCost: sql<string>`book_cost + ${costChange}::numeric`,
    })
    .where('id', '=', ledgerAccountId)
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

/** The entries of a client's accounts posted within [from, to), oldest first (statements). */
export function findLedgerEntriesOf(
  db: Kysely<Database>,
  ownerAccountId: number,
  range: { from: Date; to: Date },
) {
  return db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select([
      'ledgerEntry.id',
      'ledgerEntry.amount',
      'ledgerEntry.reason',
      'ledgerEntry.fundOrderId',
      'ledgerEntry.postedAt',
      'ledgerAccount.kind',
      'ledgerAccount.assetType',
      'ledgerAccount.asset',
    ])
    .where('ledgerAccount.ownerAccountId', '=', ownerAccountId)
    .where('ledgerEntry.postedAt', '>=', range.from)
    .where('ledgerEntry.postedAt', '<', range.to)
    .orderBy('ledgerEntry.id')
    .execute();
}
