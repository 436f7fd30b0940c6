import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByCode } from '../../../repositories/account.repository';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { clientBook, firmBook, postJournals, type JournalInput } from './ledger';
import { findPostingDays } from './ledger-history.repository';

/**
 * The days of a client's daily statements (issue 22 §1): the skip along the index gives the same
 * Hong Kong days as reading every entry, across the day's edge at 16:00 UTC, for entries in
 * several ledger accounts, several on one day, and none of another client's.
 */

let database: TestDatabase;
let clientId: number;
let otherId: number;

/** The Hong Kong day of an instant, as the statement list names it. */
const hongKongDay = (instant: Date) =>
  new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await openTestDatabase();
  clientId = (await findAccountByCode(database.db, 'C10001', 'gateway'))?.id ?? 0;
  otherId = (await findAccountByCode(database.db, 'C10002', 'gateway'))?.id ?? 0;
  const deposit = (accountId: number, currency: string, postedAt: Date): JournalInput => ({
    reason: 'deposit',
    postedAt,
    movements: [
      {
        from: firmBook('clearing', 'cash', currency),
        to: clientBook('cash', accountId, currency),
        amount: '1',
      },
    ],
  });
  await postJournals(database.db, [
    // The last instant of 1 May in Hong Kong, and the first of 2 May.
    deposit(clientId, 'HKD', new Date('2031-05-01T15:59:59.999Z')),
    deposit(clientId, 'HKD', new Date('2031-05-01T16:00:00.000Z')),
    // Three on one day in another currency, then a gap of a week.
    deposit(clientId, 'USD', new Date('2031-05-03T01:00:00Z')),
    deposit(clientId, 'USD', new Date('2031-05-03T09:00:00Z')),
    deposit(clientId, 'USD', new Date('2031-05-03T15:00:00Z')),
    deposit(clientId, 'CNY', new Date('2031-05-10T23:30:00Z')),
    // Another client's day, which is not the client's.
    deposit(otherId, 'HKD', new Date('2031-05-20T02:00:00Z')),
  ]);
}, 60_000);

afterAll(async () => {
  await database.close();
});

/** The client's days read row by row, from every entry it has. */
async function daysOfEveryEntry(ownerAccountId: number): Promise<string[]> {
  const rows = await database.db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select('ledgerEntry.postedAt')
    .where('ledgerAccount.ownerAccountId', '=', ownerAccountId)
    .execute();
  return [...new Set(rows.map((row) => hongKongDay(new Date(row.postedAt))))].sort();
}

describe('findPostingDays', () => {
  it('gives the days of every entry, one each, ascending', async () => {
    const days = await findPostingDays(database.db, clientId);
    expect(days).toEqual(await daysOfEveryEntry(clientId));
    expect(days).toEqual(expect.arrayContaining(['2031-05-01', '2031-05-02', '2031-05-03']));
    expect(days.filter((day) => day === '2031-05-03')).toHaveLength(1);
    expect(days).toContain('2031-05-11');
    expect(days).not.toContain('2031-05-20');
  });

  it('reads another client apart', async () => {
    const days = await findPostingDays(database.db, otherId);
    expect(days).toEqual(await daysOfEveryEntry(otherId));
    expect(days).toContain('2031-05-20');
  });

  it('gives none for an account without books', async () => {
    expect(await findPostingDays(database.db, 0)).toEqual([]);
  });
});
