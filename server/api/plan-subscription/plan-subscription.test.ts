import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../shared/contracts/index';
import { toDecimal } from '../../../shared/domain/decimal';
import { cutOffInstant } from '../../../shared/domain/fund-dealing';
import { formatDate } from '../../../shared/domain/date-time';
import { addMonths, debitDateOf, monthOf } from '../../../shared/domain/plan-dealing';
import { fundDealingHandlers } from '../../backoffice/gateway/funds/fund-dealing.job';
import { planRunHandlers } from '../../backoffice/gateway/plans/plan-run';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../../backoffice/core/books/ledger.repository';
import { createSimulatedMarketData } from '../../areas/simulated-market-data';
import { runDueJobs } from '../../jobs/job-runner';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../../test/auth-client';

/**
 * Plans through HTTP on a real database (issue 26): the catalogue, refusals that store nothing,
 * a subscription placed once per key, its runs over three months with a moved clock (one month
 * without enough cash fails that month only), suspend/resume/cancel, ownership, and the books.
 */

let t: AuthTestApp;
let keys = 0;
const marketData = createSimulatedMarketData({ clock: () => t.clock.now });

async function call<N extends CallName>(
  name: N,
  input: CallInput<N>,
  who = 'C10001',
): Promise<CallOutput<N>> {
  const reply = await post(t.app, name, input, await signIn(t.app, who));
  expect([name, reply.statusCode]).toEqual([name, 200]);
  return reply.json<CallOutput<N>>();
}

const handlers = () => ({
  ...planRunHandlers({ funds: marketData.funds, brand: t.config.brand }),
  ...fundDealingHandlers({ funds: marketData.funds, brand: t.config.brand }),
});
const runJobs = () => runDueJobs(t.db, handlers(), t.clock.now);
const subscriptionCount = async () =>
  (await t.db.selectFrom('planSubscription').select('id').execute()).length;

beforeAll(async () => {
  t = await createAuthTestApp({ marketData });
});

afterAll(async () => {
  expect(await findUnbalancedJournals(t.db)).toEqual([]);
  expect(await findDriftingLedgerAccounts(t.db)).toEqual([]);
  await t.close();
});

describe('the plan catalogue', () => {
  it('lists the active plans with computed returns, never the draft', async () => {
    const { plans } = await call('plan/searchPlans', {});
    const ids = plans.map((plan) => plan.planId);
    expect(ids).toContain('PLN-HKD-BALANCED');
    expect(ids).not.toContain('PLN-USD-TECH');
    expect(new Set(plans.map((plan) => plan.riskLevel)).size).toBeGreaterThanOrEqual(4);
    expect(plans.find((plan) => plan.planId === 'PLN-HKD-GROWTH')?.returns['1year']).toMatch(
      /^-?\d+\.\d{2}$/,
    );
    const usd = await call('plan/searchPlans', { currency: 'USD' });
    expect(usd.plans.every((plan) => plan.currency === 'USD')).toBe(true);
  });

  it('details a plan whose weights sum to 100; a draft is not found', async () => {
    const { plan } = await call('plan/loadPlan', { planId: 'PLN-USD-GLOBAL' });
    const total = (plan?.composition ?? []).reduce(
      (sum, each) => sum.add(each.weight),
      toDecimal('0'),
    );
    expect(total.eq(100)).toBe(true);
    expect(plan?.riskLevel).toBe(4);
    expect(plan?.performance.length).toBeGreaterThan(100);
    expect((await call('plan/loadPlan', { planId: 'PLN-USD-TECH' })).resultName).toBe(
      'planNotFound',
    );
  });

  it('suggests plans at or below the client level, ranked with reasons', async () => {
    const answer = await call('plan/suggestPlans', { accountCode: 'C10001', goal: 'growth' });
    expect(answer.clientRiskLevel).toBe(4);
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions.every((each) => each.plan.riskLevel <= 4)).toBe(true);
    expect(answer.suggestions[0]?.rank).toBe(1);
  });
});

describe('the demo subscription', () => {
  it("has C10001's three past months dealt and settled in the fund order history", async () => {
    const { subscriptions } = await call('plan-subscription/searchSubscriptions', {
      accountCode: 'C10001',
    });
    const demo = subscriptions.find((each) => each.planId === 'PLN-HKD-BALANCED');
    expect(demo).toMatchObject({ status: 'activated', monthlyAmount: '3000.00' });
    const detail = await call('plan-subscription/loadSubscription', {
      accountCode: 'C10001',
      subscriptionId: demo?.subscriptionId ?? 0,
    });
    // Other tests move the clock on (tests run shuffled): later months may have run since.
    const seeded = [...detail.runs].sort((a, b) => a.month.localeCompare(b.month)).slice(0, 3);
    expect(seeded.map((run) => [run.status, run.amount, run.orderIds.length])).toEqual([
      ['dealt', '3000', 2],
      ['dealt', '3000', 2],
      ['dealt', '3000', 2],
    ]);
    const orders = await t.db
      .selectFrom('fundOrder')
      .select(['status', 'units'])
      .where(
        'id',
        'in',
        seeded.flatMap((run) => run.orderIds),
      )
      .execute();
    expect(orders.map((order) => order.status)).toEqual(Array(6).fill('settled'));
    expect(orders.every((order) => toDecimal(order.units ?? '0').gt(0))).toBe(true);
    expect(detail.holdings.map((each) => each.fundId).sort()).toEqual(['VH-AP-BAL', 'VH-HKD-MMF']);
  });
});

const subscribeInput = (extra: Partial<CallInput<'plan-subscription/subscribe'>> = {}) => {
  const today = formatDate(t.clock.now);
  return {
    accountCode: 'C10001',
    planId: 'PLN-USD-INCOME',
    monthlyAmount: '500',
    debitDay: 28,
    firstMonth: addMonths(monthOf(today)),
    cashAccount: 'C10001-USD',
    idempotencyKey: `plan-test-${(keys += 1)}`,
    tradePassword: DEMO_TRADE_PASSWORD,
    ...extra,
  };
};

describe('subscribing', () => {
  it('refuses bad input with a code and stores nothing', async () => {
    const before = await subscriptionCount();
    const cases: [Partial<CallInput<'plan-subscription/subscribe'>>, string][] = [
      [{ monthlyAmount: '100' }, 'belowMinimum'],
      [{ monthlyAmount: '500.001' }, 'tooManyDecimals'],
      [{ debitDay: 29 }, 'debitDayInvalid'],
      [{ firstMonth: '2020-01' }, 'firstMonthInvalid'],
      [{ firstMonth: addMonths(monthOf(formatDate(t.clock.now)), 13) }, 'firstMonthInvalid'],
      // This month with a debit day already come (day 1; today included): refused.
      [{ firstMonth: monthOf(formatDate(t.clock.now)), debitDay: 1 }, 'firstDebitPassed'],
      [{ cashAccount: 'C10001-HKD' }, 'cashAccountInvalid'],
      [{ planId: 'PLN-USD-TECH' }, 'planNotFound'],
      [{ tradePassword: 'wrong-password' }, 'tradePassword'],
    ];
    for (const [extra, name] of cases) {
      const answer = await call('plan-subscription/subscribe', subscribeInput(extra));
      expect([extra, answer.resultName]).toEqual([extra, name]);
      expect(answer.subscription).toBeNull();
    }
    expect(await subscriptionCount()).toBe(before);
  });

  it('places once per key: the same key again is a replay', async () => {
    const input = subscribeInput();
    const first = await call('plan-subscription/subscribe', input);
    expect(first.resultName).toBe('success');
    // The placement answers what it placed; the books have activated it since.
    expect(first.subscription?.status).toBe('submitted');
    const now = await call('plan-subscription/loadSubscription', {
      accountCode: 'C10001',
      subscriptionId: first.subscription?.subscriptionId ?? 0,
    });
    expect(now.subscription?.status).toBe('activated');
    const again = await call('plan-subscription/subscribe', input);
    expect(again.isReplay).toBe(true);
    expect(again.subscription?.subscriptionId).toBe(first.subscription?.subscriptionId);
    const other = await call('plan-subscription/subscribe', { ...input, monthlyAmount: '600' });
    expect(other.resultName).toBe('idempotencyConflict');
  });

  it('keeps another client out', async () => {
    const { subscriptions } = await call('plan-subscription/searchSubscriptions', {
      accountCode: 'C10001',
    });
    const id = subscriptions[0]?.subscriptionId ?? 0;
    const reply = await post(
      t.app,
      'plan-subscription/loadSubscription',
      { accountCode: 'C10001', subscriptionId: id },
      await signIn(t.app, 'C10005'),
    );
    expect(reply.statusCode).toBe(403);
    const own = await call(
      'plan-subscription/suspend',
      { accountCode: 'C10005', subscriptionId: id },
      'C10005',
    );
    expect(own.resultName).toBe('subscriptionNotFound');
  });
});

describe('running plans month by month', () => {
  it('deals each month once, fails a month without cash, and suspends and cancels', async () => {
    const placed = await call(
      'plan-subscription/subscribe',
      subscribeInput({ planId: 'PLN-USD-GLOBAL', monthlyAmount: '1000' }),
    );
    const id = placed.subscription?.subscriptionId ?? 0;
    const runsOf = async () =>
      (
        await call('plan-subscription/loadSubscription', {
          accountCode: 'C10001',
          subscriptionId: id,
        })
      ).runs;
    const month1 = placed.subscription?.firstMonth ?? '';
    t.clock.now = cutOffInstant(debitDateOf(month1, 28), '00:10');
    await t.db
      .insertInto('job')
      .values({ kind: 'planRuns', payload: '{}', status: 'queued', runAt: t.clock.now })
      .execute();
    await runJobs();
    await runJobs();
    let runs = await runsOf();
    expect(runs.map((run) => [run.month, run.status])).toEqual([[month1, 'dealt']]);
    const orders = await t.db
      .selectFrom('fundOrder')
      .select('amount')
      .where('id', 'in', runs[0]?.orderIds ?? [])
      .execute();
    expect(
      orders.reduce((sum, order) => sum.add(order.amount ?? '0'), toDecimal('0')).eq(1000),
    ).toBe(true);
    // Month two: the USD cash is taken away first, so the month fails and the plan goes on.
    const month2 = addMonths(month1);
    const usd = await t.db
      .selectFrom('ledgerAccount')
      .select(['code', 'balance'])
      .where('code', 'like', '%cash%USD%')
      .execute();
    expect(usd.length).toBeGreaterThan(0);
    await call('plan-subscription/changeAmount', {
      accountCode: 'C10001',
      subscriptionId: id,
      monthlyAmount: '9000000',
      tradePassword: DEMO_TRADE_PASSWORD,
    });
    t.clock.now = cutOffInstant(debitDateOf(month2, 28), '00:10');
    await runJobs();
    await runJobs();
    runs = await runsOf();
    expect(runs.map((run) => [run.month, run.status, run.failReason])).toEqual([
      [month2, 'failed', 'insufficientCash'],
      [month1, 'dealt', null],
    ]);
    await call('plan-subscription/changeAmount', {
      accountCode: 'C10001',
      subscriptionId: id,
      monthlyAmount: '1000',
      tradePassword: DEMO_TRADE_PASSWORD,
    });
    expect(
      (await call('plan-subscription/suspend', { accountCode: 'C10001', subscriptionId: id }))
        .subscription?.status,
    ).toBe('inactivated');
    const month3 = addMonths(month2);
    t.clock.now = cutOffInstant(debitDateOf(month3, 28), '00:10');
    await runJobs();
    await runJobs();
    expect((await runsOf()).length).toBe(2);
    expect(
      (await call('plan-subscription/resume', { accountCode: 'C10001', subscriptionId: id }))
        .subscription?.status,
    ).toBe('activated');
    const cancelled = await call('plan-subscription/cancel', {
      accountCode: 'C10001',
      subscriptionId: id,
    });
    expect(cancelled.subscription).toMatchObject({ status: 'cancelled', recordState: 'deleted' });
    // A deleted record leaves the list unless asked for.
    const listed = async (includeDeleted: boolean) =>
      (
        await call('plan-subscription/searchSubscriptions', {
          accountCode: 'C10001',
          includeDeleted,
        })
      ).subscriptions.map((each) => each.subscriptionId);
    expect(await listed(false)).not.toContain(id);
    expect(await listed(true)).toContain(id);
    expect(
      (await call('plan-subscription/resume', { accountCode: 'C10001', subscriptionId: id }))
        .resultName,
    ).toBe('statusNotAllowed');
    const statistic = await call('plan-subscription/loadStatistic', {
      accountCode: 'C10001',
      subscriptionId: id,
    });
    expect(statistic.statistics[0]?.investedToDate).toBe('1000.00');
  });

  it('never runs a month twice with two runners at once', async () => {
    const placed = await call(
      'plan-subscription/subscribe',
      subscribeInput({
        planId: 'PLN-HKD-RESERVE',
        monthlyAmount: '1000',
        cashAccount: 'C10001-HKD',
        debitDay: 28,
      }),
    );
    const id = placed.subscription?.subscriptionId ?? 0;
    const month = placed.subscription?.firstMonth ?? '';
    t.clock.now = cutOffInstant(debitDateOf(month, 28), '00:10');
    const { planRun } = handlers();
    const both = await Promise.allSettled([
      t.db.transaction().execute((trx) => planRun(trx, { subscriptionId: id }, t.clock.now)),
      t.db.transaction().execute((trx) => planRun(trx, { subscriptionId: id }, t.clock.now)),
    ]);
    expect(both.some((each) => each.status === 'fulfilled')).toBe(true);
    const runs = await t.db
      .selectFrom('planRun')
      .selectAll()
      .where('subscriptionId', '=', id)
      .execute();
    expect(runs.length).toBe(1);
    expect(runs[0]?.status).toBe('dealt');
  });
});
