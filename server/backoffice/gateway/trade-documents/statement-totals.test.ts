import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../shared/domain/decimal';
import { clientBook, firmBook, postJournals, type JournalInput } from '../../core/books/ledger';
import { findAccountByCode } from '../../../repositories/account.repository';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { bookTables, readStatementTotals, SECTION_KINDS } from './statement-data';
import { journalMovements, parseMovements, type Movement } from './statement-movements';
import { monthlyPeriod } from './statement-period';
import { findMovementPage, type PageStart } from './statement.repository';

/**
 * Statements summed in SQL (issue 22 §6): on a book with several currencies and entries before,
 * within and after the period, the database's opening, closing and period totals equal a
 * row-by-row sum of the entries, and the keyset pages of movements add up to the same totals with
 * every journal once, also when more entries share an instant than a page holds.
 */

let database: TestDatabase;
let ownerAccountId: number;
// A month of its own, far from the demo book's, so the demo's entries fall before it.
const period = monthlyPeriod('2031-03');
const CURRENCIES = ['HKD', 'USD', 'CNY'];
const BURST = 9;

/** An instant on a day of the period (01:00 UTC is 09:00 in Hong Kong). */
const at = (day: number, minute: number) => new Date(Date.UTC(2031, 2, day, 1, minute));

beforeAll(async () => {
  database = await openTestDatabase();
  ownerAccountId = (await findAccountByCode(database.db, 'C10001', 'gateway'))?.id ?? 0;
  const journals: JournalInput[] = [];
  const instants = [
    new Date(Date.UTC(2031, 1, 20)), // before the period
    ...Array.from({ length: 40 }, (_, index) => at(1 + (index % 28), index)),
    new Date(Date.UTC(2031, 3, 3)), // after it
  ];
  instants.forEach((postedAt, index) => {
    const currency = CURRENCIES[index % CURRENCIES.length] as string;
    const cash = clientBook('cash', ownerAccountId, currency);
    const held = clientBook('cashHeld', ownerAccountId, currency);
    const pending = clientBook('cashPending', ownerAccountId, currency);
    const amount = `${index + 1}.${String(index * 7).padStart(2, '0')}`;
    journals.push({
      reason: 'deposit',
      postedAt,
      movements: [{ from: firmBook('clearing', 'cash', currency), to: cash, amount }],
    });
    // A journal with three client entries on one currency: held, then pending, then back.
    journals.push({
      reason: 'hold',
      postedAt,
      movements: [
        { from: cash, to: held, amount: '0.5' },
        { from: held, to: pending, amount: '0.25' },
      ],
    });
  });
  // Deposits posted at one instant, more of them than a page holds: the page takes them all.
  const cash = clientBook('cash', ownerAccountId, 'HKD');
  for (let index = 0; index < BURST; index += 1) {
    journals.push({
      reason: 'deposit',
      postedAt: at(15, 30),
      movements: [
        { from: firmBook('clearing', 'cash', 'HKD'), to: cash, amount: `0.0${index + 1}` },
      ],
    });
  }
  await postJournals(database.db, journals);
}, 60_000);

afterAll(async () => {
  await database.close();
});

/** Per ledger kind and currency, the sum of the client's entries in [from, to), row by row. */
async function sumOfRows(from: Date, to: Date): Promise<Map<string, string>> {
  const rows = await database.db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select(['ledgerAccount.kind', 'ledgerAccount.asset', 'ledgerEntry.amount'])
    .where('ledgerAccount.ownerAccountId', '=', ownerAccountId)
    .where('ledgerEntry.postedAt', '>=', from)
    .where('ledgerEntry.postedAt', '<', to)
    .execute();
  const sums = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.kind}|${row.asset}`;
    sums.set(
      key,
      toDecimal(sums.get(key) ?? '0')
        .add(row.amount)
        .toFixed(),
    );
  }
  return sums;
}

describe('statement totals in SQL', () => {
  it('equal a row-by-row sum of the entries, in every currency and column', async () => {
    // Pages of 7 entries: the sums of several pages make each total.
    const { totals, firstEntryAt } = await readStatementTotals(
      database.db,
      ownerAccountId,
      period,
      7,
    );
    // When the client's books began, read from every entry: the statement reads none before it.
    const first = await database.db
      .selectFrom('ledgerEntry')
      .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
      .select('ledgerEntry.postedAt')
      .where('ledgerAccount.ownerAccountId', '=', ownerAccountId)
      .orderBy('ledgerEntry.postedAt')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(firstEntryAt?.toISOString()).toBe(new Date(first.postedAt).toISOString());
    const before = await sumOfRows(new Date(0), period.from);
    const within = await sumOfRows(period.from, period.to);
    const tables = bookTables('cash', totals);
    expect(tables.map((table) => table.asset)).toEqual(['CNY', 'HKD', 'USD']);
    for (const table of tables) {
      SECTION_KINDS.cash.forEach((kind, column) => {
        const key = `${kind}|${table.asset}`;
        const opening = toDecimal(before.get(key) ?? '0');
        const change = toDecimal(within.get(key) ?? '0');
        expect([key, table.opening[column], table.change[column], table.closing[column]]).toEqual([
          key,
          opening.toFixed(),
          change.toFixed(),
          opening.add(change).toFixed(),
        ]);
      });
    }
    expect(tables.reduce((sum, table) => sum + table.entries, 0)).toBe(40 * 5 + BURST);
  });

  it('pages the movements so they add up to the totals, each journal once', async () => {
    const { totals } = await readStatementTotals(database.db, ownerAccountId, period);
    for (const table of bookTables('cash', totals)) {
      const movements: Movement[] = [];
      const merged = journalMovements((whole) => movements.push(...whole));
      // Pages of 4 entries, each with the rest of its last instant: three-entry journals and the
      // burst come whole.
      for (let after: PageStart = null; ;) {
        const page = await findMovementPage(database.db, table.accountIds, period, {
          after,
          size: 4,
        });
        merged.add(parseMovements(page.rows));
        if (page.last === null) break;
        after = page.last;
      }
      merged.end();
      // Each journal once, in the order it was posted (its instant, then its first entry's id):
      // the book posts the period's journals out of their ids' order.
      const entries = await database.db
        .selectFrom('ledgerEntry')
        .select('journalId')
        .where(
          'ledgerAccountId',
          'in',
          table.accountIds.filter((id) => id !== null),
        )
        .where('postedAt', '>=', period.from)
        .where('postedAt', '<', period.to)
        .orderBy('postedAt')
        .orderBy('id')
        .execute();
      const posted = [...new Set(entries.map((entry) => entry.journalId))];
      expect(movements.map((movement) => movement.journalId)).toEqual(posted);
      const summed = table.change.map((_, column) =>
        movements
          .reduce((sum, movement) => sum.add(movement.change[column] ?? '0'), toDecimal('0'))
          .toFixed(),
      );
      expect([table.asset, summed]).toEqual([table.asset, table.change]);
    }
  });
});
