import fc from 'fast-check';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '../../../../brands/index';
import { currencyFor } from '../../../../shared/domain/currency';
import { formatDate } from '../../../../shared/domain/date-time';
import { toDecimal } from '../../../../shared/domain/decimal';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import { monthOf, splitMonthlyAmount } from '../../../../shared/domain/plan-dealing';
import type { PlanSubscriptionStatus } from '../../../../shared/domain/plan-status';
import { runDueJobs } from '../../../jobs/job-runner';
import { createSimulatedFundFeed } from '../../../market-data/simulated-fund-feed';
import { findAccountByCode } from '../../../repositories/account.repository';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { clientBook, firmBook, postJournal } from '../../core/books/ledger';
import {
  findDriftingLedgerAccounts,
  findLedgerAccountsOf,
  findUnbalancedJournals,
} from '../../core/books/ledger.repository';
import type { ClientRef } from '../../ports/client-ref';
import type { GatewayPlansPort } from '../../ports/gateway-plans.port';
import { fundDealingHandlers } from '../funds/fund-dealing.job';
import { createEmbeddedPlans } from './embedded-plans';
import { findPlanMix } from './plan-book.repository';
import { planRunHandlers } from './plan-run';

/**
 * Plan properties (issue 26 Tests): over random subscriptions, suspends, resumes, cancels, amount
 * changes, two runners racing for one month and a clock moved on by days, no subscription is
 * debited twice for a month, a month runs only while its subscription runs and at its amount of
 * then, each dealt run's fund orders are the plan's split of that amount, the client's cash falls
 * by exactly the dealt runs, and the books balance.
 */

let database: TestDatabase;
let plans: GatewayPlansPort;
let client: ClientRef;
let clock = new Date();
const brand = getBrand('default');
const funds = createSimulatedFundFeed({ clock: () => clock });
const handlers = () => ({
  ...planRunHandlers({ funds, brand }),
  ...fundDealingHandlers({ funds, brand }),
});

/**
 * Runs the plan and fund dealing jobs due by the clock until none is left. Other areas' jobs of
 * this database's demo book (statements, notices, pushes) are not this test's: they are set
 * aside first, so none takes the runner's turns.
 */
async function runJobs() {
  await database.db
    .updateTable('job')
    .set({ status: 'done', finishedAt: clock })
    .where('status', '=', 'queued')
    .where('kind', 'not in', ['planRuns', 'planRun', 'fundOrder'])
    .execute();
  while ((await runDueJobs(database.db, handlers(), clock)) > 0);
}

/** Plans C10001 has no demo subscription to, in both currencies. */
const PLANS = ['PLN-HKD-RESERVE', 'PLN-HKD-GROWTH', 'PLN-USD-INCOME', 'PLN-USD-GLOBAL'] as const;

beforeAll(async () => {
  database = await openTestDatabase();
  plans = createEmbeddedPlans({ db: database.db, funds, brand });
  const account = await findAccountByCode(database.db, 'C10001', 'gateway');
  if (!account) throw new Error('C10001 missing');
  client = { accountId: account.id, accountCode: 'C10001' };
  clock = cutOffInstant(formatDate(new Date()), '10:00');
  // The demo subscription rests: only this test's subscriptions run.
  for (const each of await plans.subscriptions(client, false)) {
    await plans.change(client, each.subscriptionId, { status: 'inactivated' }, clock);
  }
  await database.db
    .insertInto('job')
    .values({ kind: 'planRuns', payload: '{}', status: 'queued', runAt: clock })
    .execute();
});

afterAll(async () => {
  await database.close();
});

type Step =
  | { kind: 'subscribe'; plan: number; amount: number; debitDay: number }
  | { kind: 'move'; pick: number; to: 'inactivated' | 'activated' | 'cancelled' }
  | { kind: 'amount'; pick: number; amount: number }
  | { kind: 'race'; pick: number }
  | { kind: 'wait'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('subscribe' as const),
    plan: fc.nat({ max: PLANS.length - 1 }),
    amount: fc.integer({ min: 1000, max: 40_000 }),
    debitDay: fc.integer({ min: 1, max: 28 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    to: fc.constantFrom('inactivated' as const, 'activated' as const, 'cancelled' as const),
  }),
  fc.record({
    kind: fc.constant('amount' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1000, max: 40_000 }),
  }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('race' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      days: fc.integer({ min: 1, max: 24 }),
    }),
  },
);

/** The client's total cash of a currency: available, held and pending. */
async function totalCash(currency: string): Promise<Decimal> {
  const rows = await findLedgerAccountsOf(database.db, client.accountId, 'cash');
  return rows
    .filter((row) => row.asset === currency)
    .reduce((sum, row) => sum.add(row.balance), new Decimal(0));
}

type Model = { status: PlanSubscriptionStatus; amount: string; currency: string };

async function runsOf(ids: readonly number[]) {
  if (ids.length === 0) return [];
  return database.db.selectFrom('planRun').selectAll().where('subscriptionId', 'in', ids).execute();
}

/** Every subscription a sequence opened: the next sequence starts with them cancelled. */
const opened: number[] = [];

/** Cancels what earlier sequences left open (one that failed midway too) and settles it all. */
/**
 * Moves the clock ten days on, then on to each dealing step still queued until none is: a fund's
 * settlement can be more than ten days after its dealing over a holiday (Lunar New Year).
 */
async function dealEverything() {
  clock = new Date(clock.getTime() + 10 * 86_400_000);
  await runJobs();
  for (let round = 0; round < 20; round += 1) {
    const next = await database.db
      .selectFrom('job')
      .select('runAt')
      .where('status', '=', 'queued')
      .where('kind', '=', 'fundOrder')
      .orderBy('runAt')
      .executeTakeFirst();
    if (!next) return;
    clock = new Date(Math.max(clock.getTime(), next.runAt.getTime()));
    await runJobs();
  }
}

async function startClean() {
  for (const id of opened.splice(0)) {
    await plans.change(client, id, { status: 'cancelled' }, clock);
  }
  await dealEverything();
}

async function run(steps: readonly Step[]) {
  await startClean();
  // Fresh money for this sequence, so later sequences do not only fail for want of cash.
  for (const [currency, amount] of [
    ['HKD', '200000'],
    ['USD', '30000'],
  ] as const) {
    await postJournal(database.db, {
      reason: 'deposit',
      postedAt: clock,
      movements: [
        {
          from: firmBook('clearing', 'cash', currency),
          to: clientBook('cash', client.accountId, currency),
          amount,
        },
      ],
    });
  }
  const start = { HKD: await totalCash('HKD'), USD: await totalCash('USD') };
  const model = new Map<number, Model>();
  const seen = new Set<number>();
  let key = 0;
  const ids = () => [...model.keys()];
  const pick = (index: number) => ids()[index % Math.max(1, model.size)];
  /** Every run made since the last look: made only while running, at the amount of then. */
  const checkNewRuns = async () => {
    for (const row of await runsOf(ids())) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const subscription = model.get(row.subscriptionId) as Model;
      // The model's own rule: a month runs only while activated (never suspended or cancelled).
      expect(subscription.status, `run of ${row.month}`).toBe('activated');
      expect(toDecimal(row.amount).eq(subscription.amount)).toBe(true);
    }
  };
  for (const item of steps) {
    const now = clock;
    if (item.kind === 'subscribe') {
      const planId = PLANS[item.plan] as string;
      const mix = await findPlanMix(database.db, planId);
      const outcome = await plans.subscribe({
        client,
        planId,
        monthlyAmount: String(item.amount),
        debitDay: item.debitDay,
        firstMonth: monthOf(formatDate(now)),
        cashAccount: `C10001-${mix?.currency}`,
        idempotencyKey: `prop-${Date.now()}-${(key += 1)}`,
        requestHash: String(item.amount),
        now,
      });
      const made = outcome.subscription;
      if (made) {
        expect(made.status).toBe('submitted');
        opened.push(made.subscriptionId);
        model.set(made.subscriptionId, {
          status: 'activated',
          amount: String(item.amount),
          currency: mix?.currency ?? 'HKD',
        });
      } else {
        expect(outcome.result).toBe('alreadySubscribed');
      }
    } else if (item.kind === 'move' || item.kind === 'amount') {
      const id = pick(item.pick);
      if (id === undefined) continue;
      const change =
        item.kind === 'move' ? { status: item.to } : { monthlyAmount: String(item.amount) };
      const outcome = await plans.change(client, id, change, now);
      const entry = model.get(id) as Model;
      if (outcome.result === 'success') {
        if (item.kind === 'move') entry.status = item.to;
        else entry.amount = String(item.amount);
        expect(outcome.subscription?.recordState).toBe(
          entry.status === 'cancelled' ? 'deleted' : 'active',
        );
      } else {
        expect(outcome.result).toBe('statusNotAllowed');
      }
    } else if (item.kind === 'race') {
      const id = pick(item.pick);
      if (id === undefined) continue;
      const { planRun } = handlers();
      await Promise.allSettled([
        database.db.transaction().execute((trx) => planRun(trx, { subscriptionId: id }, now)),
        database.db.transaction().execute((trx) => planRun(trx, { subscriptionId: id }, now)),
      ]);
      await checkNewRuns();
    } else {
      clock = cutOffInstant(
        formatDate(new Date(clock.getTime() + item.days * 86_400_000)),
        '00:10',
      );
      await runJobs();
      await checkNewRuns();
    }
  }
  // The sequence's subscriptions end (no new month starts), and whatever is dealing settles.
  for (const [id, entry] of model) {
    if ((await plans.change(client, id, { status: 'cancelled' }, clock)).result === 'success') {
      entry.status = 'cancelled';
    }
  }
  await dealEverything();
  await checkNewRuns();
  const runs = await runsOf(ids());
  const months = runs.map((row) => `${row.subscriptionId}:${row.month}`);
  expect(new Set(months).size).toBe(months.length);
  const dealt = { HKD: new Decimal(0), USD: new Decimal(0) };
  for (const row of runs.filter((each) => each.status === 'dealt')) {
    const entry = model.get(row.subscriptionId) as Model;
    const mix = await database.db
      .selectFrom('planSubscription as s')
      .innerJoin('planComponent as c', 'c.planId', 's.planId')
      .select(['c.fundId', 'c.weight'])
      .where('s.id', '=', row.subscriptionId)
      .orderBy('c.position')
      .execute();
    const orders = await database.db
      .selectFrom('fundOrder')
      .select(['fundId', 'amount', 'status', 'idempotencyKey'])
      .where('id', 'in', row.orderIds)
      .orderBy('id')
      .execute();
    const split = splitMonthlyAmount(
      toDecimal(row.amount).toFixed(),
      mix,
      currencyFor(entry.currency).precision,
    );
    expect(orders.map((order) => [order.fundId, toDecimal(order.amount ?? '0').toFixed()])).toEqual(
      split.map((part) => [part.fundId, toDecimal(part.amount).toFixed()]),
    );
    expect(orders.map((order) => order.status)).toEqual(orders.map(() => 'settled'));
    const currency = entry.currency as 'HKD' | 'USD';
    dealt[currency] = dealt[currency].add(row.amount);
  }
  // Every plan order of these subscriptions belongs to exactly one run: no month is paid twice.
  const planOrders = await database.db
    .selectFrom('fundOrder')
    .select('id')
    .where(
      'idempotencyKey',
      'in',
      ids()
        .flatMap((id) =>
          runs.filter((row) => row.subscriptionId === id).map((row) => `plan:${id}:${row.month}`),
        )
        .concat(['-']),
    )
    .execute();
  expect(planOrders.length).toBe(runs.flatMap((row) => row.orderIds).length);
  for (const currency of ['HKD', 'USD'] as const) {
    expect((await totalCash(currency)).toFixed(), currency).toBe(
      start[currency].sub(dealt[currency]).toFixed(),
    );
  }
  expect(await findUnbalancedJournals(database.db)).toEqual([]);
  expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
}

describe('plan books', () => {
  it('never debit a month twice, deal each run as its split, and balance', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 16 }), run), {
      numRuns: 25,
      // Always among them: a suspended plan raced on its debit day, a month raced twice.
      examples: [
        [
          [
            { kind: 'subscribe', plan: 0, amount: 1000, debitDay: 1 },
            { kind: 'move', pick: 0, to: 'inactivated' },
            { kind: 'race', pick: 0 },
            { kind: 'wait', days: 1 },
          ],
        ],
        [
          [
            { kind: 'subscribe', plan: 2, amount: 1000, debitDay: 1 },
            { kind: 'race', pick: 0 },
            { kind: 'race', pick: 0 },
            { kind: 'amount', pick: 0, amount: 2000 },
            { kind: 'wait', days: 31 },
          ],
        ],
      ],
    });
  }, 300_000);
});
