import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBook, postJournals, type JournalInput } from '../../core/books/ledger';
import { findAccountByCode } from '../../../repositories/account.repository';
import { compiledOf, nodesOf, planOf, StatementRecorder } from '../../../test/query-plan-kit';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { findMovementPage, findStatementAccounts, sumEntriesPage } from './statement.repository';

/**
 * A statement's pages walk the (account, posted_at, id) index from the period's start and stop at
 * their LIMIT (issue 22 §6), however the planner's statistics stand. Both reads run as the
 * statement runs them; the statements they send are then replayed in one transaction, each `set`
 * executed and each read EXPLAINed. The client's held and available cash hold most of the ledger,
 * the statement's shape, with a history before the period that no page may read; the book is
 * analysed before the bulk of it is posted (stale statistics, as the embedded database has
 * between its keeper's passes) and again after it (fresh ones). A page that reads the account by
 * a bitmap reads every remaining entry of it and sorts them for its LIMIT.
 */

const JOURNALS = 3_000;
const HISTORY = 3_000;
const period = { from: new Date(Date.UTC(2031, 2, 1)), to: new Date(Date.UTC(2031, 3, 1)) };

type Book = { database: TestDatabase; ownerAccountId: number };

/** Holds and releases between the client's HKD cash and held cash through the period. */
async function postHoldsAndReleases(
  { database, ownerAccountId }: Book,
  count: number,
  offset: number,
): Promise<void> {
  const cash = clientBook('cash', ownerAccountId, 'HKD');
  const held = clientBook('cashHeld', ownerAccountId, 'HKD');
  const journals: JournalInput[] = Array.from({ length: count }, (_, index) => ({
    reason: index % 2 === 0 ? 'hold' : 'release',
    postedAt: new Date(period.from.getTime() + (offset + index) * 60_000),
    movements: [
      {
        from: index % 2 === 0 ? cash : held,
        to: index % 2 === 0 ? held : cash,
        amount: '1',
      },
    ],
  }));
  await database.db.transaction().execute((trx) => postJournals(trx, journals));
}

/** The client's HKD cash and held cash accounts, in the statement's column order. */
async function heldAndAvailable({ database, ownerAccountId }: Book): Promise<number[]> {
  return (await findStatementAccounts(database.db, ownerAccountId))
    .filter((account) => account.asset === 'HKD' && account.kind !== 'cashPending')
    .map((account) => account.ledgerAccountId);
}

/** Every ledger_entry read in the plans of the statements `read` sends: its node and index. */
async function ledgerReadsOf(
  database: TestDatabase,
  read: (recording: TestDatabase['db']) => Promise<unknown>,
) {
  const statements = new StatementRecorder();
  const recording = database.db.withPlugin(statements);
  await read(recording);
  const reads: { type: string; index: string | undefined }[] = [];
  await database.db.transaction().execute(async (trx) => {
    for (const node of statements.nodes) {
      const compiled = compiledOf(recording, node);
      if (/^\s*set /i.test(compiled.sql)) {
        await trx.withoutPlugins().executeQuery(compiled);
        continue;
      }
      const plan = await planOf(trx, compiled);
      reads.push(
        ...(plan ? nodesOf(plan) : [])
          .filter((entry) => entry['Relation Name'] === 'ledger_entry')
          .map((entry) => ({ type: entry['Node Type'], index: entry['Index Name'] })),
      );
    }
  });
  return reads;
}

describe.each([
  ['stale statistics', false],
  ['fresh statistics', true],
])('a statement page with %s', (_, isAnalysedAfter) => {
  let book: Book;
  let accountIds: number[];

  beforeAll(async () => {
    const database = await openTestDatabase();
    const owner = await findAccountByCode(database.db, 'C10001', 'gateway');
    book = { database, ownerAccountId: owner?.id ?? 0 };
    // A year of history before the period, then the period's first journals.
    await postHoldsAndReleases(book, HISTORY, -HISTORY * 175);
    await postHoldsAndReleases(book, 2, 0);
    await sql`analyze ledger_entry`.execute(database.db);
    await postHoldsAndReleases(book, JOURNALS, 2);
    if (isAnalysedAfter) await sql`analyze ledger_entry`.execute(database.db);
    accountIds = await heldAndAvailable(book);
  }, 120_000);

  afterAll(async () => {
    await book.database.close();
  });

  // A page near the period's end too: what remains of the account is then a few pages.
  it.each([0, 0.9])('walks the index from %s of the period', async (share) => {
    const [first = 0, last = 0] = accountIds;
    const { rows } = await sql<{ postedAt: string }>`
      select posted_at::text as posted_at from ledger_entry
      where ledger_account_id = ${first} and posted_at >= ${period.from}
      order by posted_at, id offset ${Math.floor(JOURNALS * share)} limit 1`.execute(
      book.database.db,
    );
    const page = { after: share > 0 ? (rows[0]?.postedAt ?? null) : null, size: 200 };
    const movements = await ledgerReadsOf(book.database, (db) =>
      findMovementPage(db, [first, last], period, page),
    );
    const sums = await ledgerReadsOf(book.database, (db) => sumEntriesPage(db, last, period, page));
    for (const reads of [movements, sums]) {
      expect(reads.length).toBeGreaterThan(0);
      // An index scan from the page's start: no entry before the period, nor before the start, read.
      expect(reads).toEqual(
        reads.map(() => ({ type: 'Index Scan', index: 'ledger_entry_account_posted_idx' })),
      );
    }
  });
});
