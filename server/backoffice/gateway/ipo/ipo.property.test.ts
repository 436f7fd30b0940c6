import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { IpoTerms } from '../../../../shared/domain/ipo';
import { runDueJobs } from '../../../jobs/job-runner';
import { createIpoFeed, simulatedIpos } from '../../../market-data/simulated-ipos';
import { findAccountByCode } from '../../../repositories/account.repository';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { ClientRef } from '../../ports/client-ref';
import { postJournal, type BookRef } from '../../core/books/ledger';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../../core/books/ledger.repository';
import { createEmbeddedIpo } from './embedded-ipo';
import { ipoJobHandlers } from './ipo-steps';

/**
 * Properties of IPO applications on the books (issue 12 tests): any mix of cash, finance and
 * proportion (preferential offer) applications, replays and cancellations on offers of any price, lot, financing and
 * oversubscription, run through allotment, refund and listing, keeps every journal balanced;
 * every held amount is released or used exactly once (held = paid + interest + refund, nothing
 * left in `cashHeld`); interest is never negative; the loan used is owed in the client's
 * `cashLoan` until repaid from their cash, never more than was used; the client's cash falls by
 * what was paid, charged and repaid; a proportion application is allotted in full.
 */

let database: TestDatabase;
let clients: ClientRef[];
const terms: IpoTerms[] = [];
const feed = createIpoFeed(terms);
const NOW = new Date('2026-11-30T02:00:00.000Z');
const AFTER = new Date('2026-12-20T02:00:00.000Z');
const template = simulatedIpos('2026-11-30')[0] as IpoTerms;

beforeAll(async () => {
  database = await openTestDatabase();
  clients = await Promise.all(
    ['C10001', 'C10005'].map(async (accountCode) => {
      const account = await findAccountByCode(database.db, accountCode, 'gateway');
      if (!account) throw new Error(`${accountCode} missing`);
      return { accountId: account.id, accountCode };
    }),
  );
  // Both hold 00700 at the template's record date (2026-11-25), so proportion applications
  // qualify; and more cash, since those are allotted in full whatever the ballot, and the
  // suites below still apply as C10001.
  for (const client of clients) await fund(client, '2000');
});

/** Gives `client` HKD 2,000,000 of cash and `shares` of 00700 (a test's own money to apply with). */
async function fund(client: ClientRef, shares: string) {
  await database.db.transaction().execute((trx) =>
    postJournal(trx, {
      reason: 'test',
      postedAt: new Date('2026-11-20T02:00:00.000Z'),
      movements: [
        ...(shares === '0'
          ? []
          : [
              {
                from: { kind: 'market', assetType: 'shares', asset: '00700' } as const,
                to: { kind: 'shares', ownerAccountId: client.accountId, asset: '00700' } as const,
                amount: shares,
              },
            ]),
        {
          from: { kind: 'bank', assetType: 'cash', asset: 'HKD' },
          to: { kind: 'cash', ownerAccountId: client.accountId, asset: 'HKD' },
          amount: '2000000',
        },
      ],
    }),
  );
}

afterAll(async () => {
  await database.close();
});

const held = async (accountId: number, kind: string) => {
  const row = await database.db
    .selectFrom('ledgerAccount')
    .select('balance')
    .where('ownerAccountId', '=', accountId)
    .where('kind', '=', kind)
    .where('asset', '=', 'HKD')
    .executeTakeFirst();
  return toDecimal(row?.balance ?? '0');
};

const action = fc.record({
  client: fc.nat({ max: 1 }),
  type: fc.constantFrom('cash' as const, 'finance' as const, 'proportion' as const),
  lotIndex: fc.nat({ max: 8 }),
  ratio: fc.constantFrom('0.1', '0.5', '0.8', '0.9'),
  cancel: fc.boolean(),
  replay: fc.boolean(),
});

let run = 0;

describe('ipo books', () => {
  it('keeps the books balanced and uses or releases every hold once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          price: fc.constantFrom('1.23', '6.2', '14.8', '99.95'),
          lot: fc.constantFrom(100, 500, 2000),
          allotmentRate: fc.constantFrom('0', '0.05', '0.35', '1'),
          rate: fc.constantFrom('0', '3.5', '12'),
          actions: fc.array(action, { minLength: 1, maxLength: 6 }),
        }),
        async ({ price, lot, allotmentRate, rate, actions }) => {
          run += 1;
          const code = `P${run}`;
          terms.push({
            ...template,
            code,
            maxPrice: price,
            finalPrice: price,
            boardLot: lot,
            allotmentRate,
            financingRatePercent: rate,
          });
          const ipo = createEmbeddedIpo({ db: database.db, ipos: feed });
          const cashBefore = await Promise.all(clients.map((c) => held(c.accountId, 'cash')));
          const loansBefore = await Promise.all(clients.map((c) => held(c.accountId, 'cashLoan')));
          for (const [index, step] of actions.entries()) {
            const client = clients[step.client] as ClientRef;
            const request = {
              client,
              ipoCode: code,
              applicationType: step.type,
              quantity: String((template.lotMultiples[step.lotIndex] ?? 1) * lot),
              ...(step.type === 'finance' ? { financingRatio: step.ratio } : {}),
              idempotencyKey: `prop-${run}-${index}`,
              requestHash: `hash-${run}-${index}`,
              placedByAccountId: null,
              now: NOW,
            };
            const outcome = await ipo.apply(request);
            if (step.replay && outcome.application) {
              const replay = await ipo.apply(request);
              expect(replay.isReplay).toBe(true);
            }
            if (step.cancel && outcome.application) {
              expect((await ipo.cancel(client, outcome.application.id, NOW)).result).toBe(0);
            }
          }
          await runDueJobs(database.db, ipoJobHandlers({ feed }), AFTER);
          for (const [index, client] of clients.entries()) {
            expect((await held(client.accountId, 'cashHeld')).toFixed()).toBe('0');
            const applications = (await ipo.listApplications(client)).filter(
              (application) => application.ipoCode === code,
            );
            let spent = toDecimal('0');
            let owed = toDecimal('0');
            for (const application of applications) {
              expect(toDecimal(application.interest).gte(0)).toBe(true);
              const used = toDecimal(application.paidAmount ?? '0')
                .add(application.status === 'Cancelled' ? '0' : application.interest)
                .add(application.refundAmount ?? '0');
              expect([application.status, used.toFixed(2)]).toEqual([
                application.status,
                application.heldAmount,
              ]);
              if (application.status !== 'Cancelled') {
                expect(application.status).toBe('Allotted');
                if (application.applicationType === 'proportion') {
                  expect(application.allottedQuantity).toBe(application.quantity);
                }
                const used = toDecimal(application.loanUsed ?? '0');
                const stillOwed = toDecimal(application.loanOwed ?? '0');
                expect(stillOwed.gte(0) && stillOwed.lte(used)).toBe(true);
                owed = owed.add(stillOwed);
                spent = spent
                  .add(application.paidAmount ?? '0')
                  .add(application.interest)
                  .add(used.sub(stillOwed));
              }
            }
            const cashAfter = await held(client.accountId, 'cash');
            expect(cashBefore[index]?.sub(cashAfter).toFixed(2)).toBe(spent.toFixed(2));
            const loanBooks = await held(client.accountId, 'cashLoan');
            expect(loanBooks.minus(loansBefore[index] ?? 0).toFixed(2)).toBe(owed.toFixed(2));
          }
          expect(await findUnbalancedJournals(database.db)).toEqual([]);
          expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('ipo invalid and rejected paths', () => {
  it('releases the whole hold of an application made Invalid or Rejected at the close', async () => {
    const ipo = createEmbeddedIpo({ db: database.db, ipos: feed });
    // A client of its own, with its own cash: the property above, run first in a shuffled order,
    // may have spent the others' cash or left them owing loans repaid at the same close.
    const account = await findAccountByCode(database.db, 'C10004', 'gateway');
    if (!account) throw new Error('C10004 missing');
    const client: ClientRef = { accountId: account.id, accountCode: 'C10004' };
    await fund(client, '0');
    const cashBefore = await held(client.accountId, 'cash');
    const place = async (code: string) => {
      terms.push({ ...template, code });
      const outcome = await ipo.apply({
        client,
        ipoCode: code,
        applicationType: 'finance',
        quantity: '1000',
        financingRatio: '0.5',
        idempotencyKey: `path-${code}`,
        requestHash: `path-${code}`,
        placedByAccountId: null,
        now: NOW,
      });
      expect(outcome.result).toBe(0);
      return outcome.application?.id;
    };
    const invalidId = await place('INV1');
    const rejectedId = await place('REJ1');
    // The final table drops 1,000 shares; the other offer is withdrawn from the feed.
    const invalidTerms = terms.find((entry) => entry.code === 'INV1') as IpoTerms;
    terms.splice(terms.indexOf(invalidTerms), 1, { ...invalidTerms, lotMultiples: [1, 3] });
    terms.splice(
      terms.findIndex((entry) => entry.code === 'REJ1'),
      1,
    );
    await runDueJobs(database.db, ipoJobHandlers({ feed }), AFTER);
    const mine = await ipo.listApplications(client);
    const byId = (id: number | undefined) => mine.find((application) => application.id === id);
    expect([byId(invalidId)?.status, byId(invalidId)?.reasonCode]).toEqual(['Invalid', 601]);
    expect([byId(rejectedId)?.status, byId(rejectedId)?.reasonCode]).toEqual(['Rejected', 603]);
    expect(byId(invalidId)?.refundAmount).toBe(byId(invalidId)?.heldAmount);
    expect((await held(client.accountId, 'cashHeld')).toFixed()).toBe('0');
    expect((await held(client.accountId, 'cash')).toFixed()).toBe(cashBefore.toFixed());
    expect(await findUnbalancedJournals(database.db)).toEqual([]);
  });
});

describe('the IPO loan', () => {
  it('is owed from the allotment and repaid from the cash as it comes, to the cent', async () => {
    const ipo = createEmbeddedIpo({ db: database.db, ipos: feed });
    // A client of its own: the properties above may leave the others owing loans of their own,
    // whose morning repayments would come first.
    const account = await findAccountByCode(database.db, 'C10003', 'gateway');
    if (!account) throw new Error('C10003 missing');
    const client: ClientRef = { accountId: account.id, accountCode: 'C10003' };
    const cash: BookRef = { kind: 'cash', ownerAccountId: client.accountId, asset: 'HKD' };
    const bank: BookRef = { kind: 'bank', assetType: 'cash', asset: 'HKD' };
    const move = (from: BookRef, to: BookRef, amount: string) =>
      database.db
        .transaction()
        .execute((trx) =>
          postJournal(trx, { reason: 'test', postedAt: NOW, movements: [{ from, to, amount }] }),
        );
    await move(bank, cash, '5000');
    terms.push({ ...template, code: 'LOAN1', allotmentRate: '1', financingRatePercent: '3.5' });
    const applied = await ipo.apply({
      client,
      ipoCode: 'LOAN1',
      applicationType: 'finance',
      quantity: '1000',
      financingRatio: '0.9',
      idempotencyKey: 'loan-1',
      requestHash: 'loan-1',
      placedByAccountId: null,
      now: NOW,
    });
    expect(applied.result).toBe(0);
    // The client's cash leaves the firm (a withdrawal, say), all but HKD 100.
    const away = (await held(client.accountId, 'cash')).sub(100).toFixed(2);
    await move(cash, bank, away);
    const loansBefore = await held(client.accountId, 'cashLoan');

    await runDueJobs(database.db, ipoJobHandlers({ feed }), AFTER);
    const [allotted] = (await ipo.listApplications(client)).filter((a) => a.ipoCode === 'LOAN1');
    const used = toDecimal(allotted?.loanUsed ?? '0');
    const owed = toDecimal(allotted?.loanOwed ?? '0');
    expect(allotted?.allottedQuantity).toBe('1000');
    // The refund and the HKD 100 went to the loan; the rest is owed, and the books say so.
    expect(used.gt(owed) && owed.gt(0)).toBe(true);
    expect((await held(client.accountId, 'cash')).toFixed(2)).toBe('0.00');
    expect((await held(client.accountId, 'cashLoan')).sub(loansBefore).toFixed(2)).toBe(
      owed.toFixed(2),
    );

    // Cash arrives (more than is owed); the next business morning repays the rest.
    await move(bank, cash, owed.add(1000).toFixed(2));
    await runDueJobs(database.db, ipoJobHandlers({ feed }), new Date('2026-12-22T02:00:00.000Z'));
    const [repaid] = (await ipo.listApplications(client)).filter((a) => a.ipoCode === 'LOAN1');
    expect(repaid?.loanOwed).toBe('0.00');
    expect((await held(client.accountId, 'cashLoan')).toFixed(2)).toBe(loansBefore.toFixed(2));
    expect((await held(client.accountId, 'cash')).toFixed(2)).toBe('1000.00');
    expect(await findUnbalancedJournals(database.db)).toEqual([]);
    expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
  });
});
