import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, hongKongDate } from '../../../../shared/domain/business-calendar';
import {
  entitlementOutcome,
  type CorporateActionKind,
  type CorporateActionTerms,
  type ElectionOption,
} from '../../../../shared/domain/corporate-action';
import { toDecimal } from '../../../../shared/domain/decimal';
import { runDueJobs } from '../../../jobs/job-runner';
import type { CorporateActionFeed } from '../../../market-data/corporate-action-feed';
import { findAccountByCode } from '../../../repositories/account.repository';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { changeBookCost, postJournal } from '../../core/books/ledger';
import {
  findDriftingLedgerAccounts,
  findLedgerAccountsOf,
  findUnbalancedJournals,
} from '../../core/books/ledger.repository';
import { corporateActionJobHandlers, syncCorporateActions } from './corporate-action-steps';
import { upsertElection } from './corporate-action.repository';

/**
 * Corporate-action properties (issue 12 Tests): over random holdings, events (dividends with or
 * without scrip, bonus issues, splits, consolidations) and elections, the timetable's movements
 * keep the books balanced, every balance equals its entries, each holder ends with exactly the
 * rule's outcome, a split or bonus keeps the position's cost, and running the jobs again moves
 * nothing (each payment once).
 */

let database: TestDatabase;
const events: CorporateActionTerms[] = [];
const feed: CorporateActionFeed = {
  list: () => Promise.resolve(events),
  get: (id) => Promise.resolve(events.find((e) => e.eventId === id)),
};
const handlers = corporateActionJobHandlers({ feed });
const now = new Date();
const today = hongKongDate(now);
const day = (offset: number) => addCalendarDays(today, offset);
let clients: number[] = [];
let runs = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  clients = await Promise.all(
    ['C10001', 'C10005'].map(async (code) => {
      const account = await findAccountByCode(database.db, code, 'gateway');
      if (!account) throw new Error(`${code} missing`);
      return account.id;
    }),
  );
});

afterAll(async () => {
  await database.close();
});

const sharesOf = async (accountId: number, symbol: string) => {
  const row = (await findLedgerAccountsOf(database.db, accountId, 'shares')).find(
    (account) => account.asset === symbol && account.kind === 'shares',
  );
  return { quantity: toDecimal(row?.balance ?? '0'), cost: toDecimal(row?.bookCost ?? '0') };
};
const cashOf = async (accountId: number) =>
  toDecimal(
    (await findLedgerAccountsOf(database.db, accountId, 'cash')).find(
      (account) => account.asset === 'HKD' && account.kind === 'cash',
    )?.balance ?? '0',
  );

const kind = fc.constantFrom<CorporateActionKind>(
  'cashDividend',
  'bonusIssue',
  'split',
  'consolidation',
);

describe('corporate-action books', () => {
  it('balance, pay each holder its outcome once, and keep split and bonus costs', async () => {
    await fc.assert(
      fc.asyncProperty(
        kind,
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 2, maxLength: 2 }),
        fc.array(fc.constantFrom<ElectionOption>('cash', 'scrip'), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 100, max: 20_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.boolean(),
        async (eventKind, held, elections, rateMils, priceCents, ratioA, ratioB, paysFractions) => {
          runs += 1;
          const symbol = `P${runs}`;
          const [ratioHeld, ratioNew] =
            eventKind === 'split'
              ? [Math.min(ratioA, ratioB), Math.max(ratioA, ratioB) + 1]
              : eventKind === 'consolidation'
                ? [Math.max(ratioA, ratioB) + 1, Math.min(ratioA, ratioB)]
                : eventKind === 'bonusIssue'
                  ? [ratioA, ratioB]
                  : [1, 1];
          const terms: CorporateActionTerms = {
            eventId: `${symbol}-EVENT`,
            symbol,
            kind: eventKind,
            currency: 'HKD',
            rate:
              eventKind === 'cashDividend' ? toDecimal(String(rateMils)).div(1000).toFixed() : null,
            scripPrice:
              eventKind === 'cashDividend'
                ? toDecimal(String(priceCents)).div(100).toFixed()
                : null,
            ratioHeld,
            ratioNew,
            fractions: paysFractions ? 'cash' : 'drop',
            announcementDate: day(-10),
            exDate: day(-6),
            recordDate: day(-5),
            electionDeadline: eventKind === 'cashDividend' ? day(-4) : null,
            paymentDate: day(-2),
          };
          events.push(terms);
          const before = [];
          for (const [index, accountId] of clients.entries()) {
            await postJournal(database.db, {
              reason: 'transferIn',
              postedAt: new Date(now.getTime() - 30 * 86_400_000),
              movements: [
                {
                  from: { kind: 'clearing', assetType: 'shares', asset: symbol },
                  to: { kind: 'shares', ownerAccountId: accountId, asset: symbol },
                  amount: String(held[index]),
                },
              ],
            });
            await changeBookCost(
              database.db,
              accountId,
              symbol,
              String((held[index] ?? 0) * 10),
              'shares',
            );
            await upsertElection(database.db, {
              eventCode: terms.eventId,
              accountId,
              option: elections[index] ?? 'cash',
              electedByAccountId: null,
              updatedAt: now,
            });
            before.push({
              cash: await cashOf(accountId),
              shares: await sharesOf(accountId, symbol),
            });
          }
          await syncCorporateActions(database.db, feed, now);
          await runDueJobs(database.db, handlers, now);
          await syncCorporateActions(database.db, feed, now);
          await runDueJobs(database.db, handlers, now);
          for (const [index, accountId] of clients.entries()) {
            const election = eventKind === 'cashDividend' ? (elections[index] ?? 'cash') : 'cash';
            const outcome = entitlementOutcome(terms, String(held[index]), election);
            const after = {
              cash: await cashOf(accountId),
              shares: await sharesOf(accountId, symbol),
            };
            const was = before[index];
            if (!was) throw new Error('no state');
            expect(after.cash.sub(was.cash).toFixed()).toBe(toDecimal(outcome.cash).toFixed());
            expect(after.shares.quantity.sub(was.shares.quantity).toFixed()).toBe(
              toDecimal(outcome.shareChange).toFixed(),
            );
            expect(after.shares.cost.sub(was.shares.cost).toFixed()).toBe(
              toDecimal(outcome.addedCost).toFixed(),
            );
          }
        },
      ),
      { numRuns: 12 },
    );
    expect(await findUnbalancedJournals(database.db)).toEqual([]);
    expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
  }, 120_000);
});
