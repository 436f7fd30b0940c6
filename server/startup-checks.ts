import type { Kysely } from 'kysely';
import { seedDemoBook } from './areas/compose';
import type { SeedSummary } from './areas/server-area';
import {
  countBookRows,
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
  type BookRowCounts,
} from './backoffice/core/books/ledger.repository';
import { DatabaseRefusedError } from './db/data-folder';
import { keepMigratedTemplate, type DatabaseHandle, type DatabaseLog } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';

/**
 * What a server checks before it serves (issue "Trust" §4): the books tie out, and the demo book
 * goes only into an empty database. A damaged embedded data folder (a truncated or zeroed table
 * file reads as fewer rows, silently) once started, lost ledger entries, and had the demo seed
 * put opening balances back over the damage. Each refusal is one line naming where the database
 * is (`databasePlace`), for main.ts to print.
 */

const whatToDo =
  'refusing to serve it; restore it from a backup, or move it away to start a new demo book';

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** A count and the first few names of what is wrong. */
const listed = (names: readonly string[], what: string) =>
  `${names.length} ${what} (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', ...' : ''})`;

/**
 * main.ts: brings the database to the latest migration. On the embedded database a failure is
 * refused in one line naming the data folder: a damaged bookkeeping table has every migration
 * run again over tables that exist. A new embedded folder migrated from the pristine template is
 * then kept as the migrated template (`keepMigratedTemplate`), before anything else writes.
 */
export async function migrateAtStart(database: DatabaseHandle, place: string, log?: DatabaseLog) {
  let applied;
  try {
    applied = await migrateToLatest(database.db);
  } catch (error) {
    if (database.kind !== 'pglite') throw error;
    const cause = error instanceof Error && error.cause ? `: ${firstLine(error.cause)}` : '';
    throw new DatabaseRefusedError(
      `The database in ${place} could not be migrated (${firstLine(error)}${cause}): its files ` +
        `may be damaged; ${whatToDo}.`,
    );
  }
  await keepMigratedTemplate(database, applied.length, log);
  return applied;
}

/**
 * What is wrong with the books, one phrase each; none when every ledger account's balance is the
 * sum of its entries, every journal balances per asset, and no row points at a missing one.
 */
export async function findBookProblems(db: Kysely<Database>): Promise<string[]> {
  const counts = await countBookRows(db);
  const drifting = await findDriftingLedgerAccounts(db);
  const unbalanced = await findUnbalancedJournals(db);
  return [
    ...(drifting.length > 0 ? [listed(drifting, 'balances differ from their entries')] : []),
    ...(unbalanced.length > 0 ? [listed(unbalanced, 'journals do not balance')] : []),
    ...(counts.entriesWithoutAccount > 0
      ? [`${counts.entriesWithoutAccount} ledger entries have lost their ledger account`]
      : []),
    ...(counts.ledgerAccountsWithoutOwner > 0
      ? [`${counts.ledgerAccountsWithoutOwner} ledger accounts have lost their client account`]
      : []),
  ];
}

/**
 * Refuses (DatabaseRefusedError, one line naming `place`) books that cannot be read or do not tie
 * out; resolves on a healthy book, an empty one included.
 */
export async function checkBooksAtStart(db: Kysely<Database>, place: string): Promise<void> {
  let problems: string[];
  try {
    problems = await findBookProblems(db);
  } catch (error) {
    throw new DatabaseRefusedError(
      `The books in ${place} cannot be read (${firstLine(error)}): its files are damaged; ${whatToDo}.`,
    );
  }
  if (problems.length > 0) {
    throw new DatabaseRefusedError(
      `The books in ${place} do not tie out: ${problems.join('; ')}; ${whatToDo}.`,
    );
  }
}

/** Refuses a database whose accounts are there but whose ledger is gone: a seed would hide it. */
function refuseLostLedger(counts: BookRowCounts, place: string): void {
  if (counts.accounts === 0 || counts.ledgerEntries > 0) return;
  throw new DatabaseRefusedError(
    `The books in ${place} are empty while ${counts.accounts} accounts are there: its ledger was ` +
      `lost (or a first seeding stopped half-way), and seeding again would hide it; ${whatToDo}.`,
  );
}

const isEmpty = (counts: BookRowCounts) =>
  counts.accounts === 0 && counts.ledgerAccounts === 0 && counts.ledgerEntries === 0;

/**
 * main.ts after migrating, before serving: refuses books that do not tie out (checkBooksAtStart);
 * in demo mode loads the demo book into an empty database (no account, no ledger row) and answers
 * what it loaded, keeps one that holds a book as it is (null), and refuses one whose accounts
 * are there without a ledger.
 */
export async function prepareBooksAtStart(
  db: Kysely<Database>,
  options: { place: string; isDemo: boolean; now: Date },
): Promise<SeedSummary | null> {
  await checkBooksAtStart(db, options.place);
  if (!options.isDemo) return null;
  const counts = await countBookRows(db);
  if (isEmpty(counts)) return seedDemoBook(db, options.now);
  refuseLostLedger(counts, options.place);
  return null;
}

/**
 * `npm run seed`: loads what is missing of the demo book (idempotent), but only onto books that
 * tie out and have their ledger, never over a loss.
 */
export async function topUpDemoBook(
  db: Kysely<Database>,
  now: Date,
  place: string,
): Promise<SeedSummary> {
  await checkBooksAtStart(db, place);
  refuseLostLedger(await countBookRows(db), place);
  return seedDemoBook(db, now);
}
