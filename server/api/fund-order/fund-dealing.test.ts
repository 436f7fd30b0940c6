import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../shared/contracts/index';
import {
  addCalendarDays,
  hongKongDate,
  isBusinessDay,
  nextBusinessDay,
} from '../../../shared/domain/business-calendar';
import { cutOffInstant } from '../../../shared/domain/fund-dealing';
import { FUND_ORDER_RESULT } from '../../../shared/domain/fund-order-result';
import { priceSubscription } from '../../../shared/domain/fund-pricing';
import { currencyFor } from '../../../shared/domain/currency';
import { toDecimal } from '../../../shared/domain/decimal';
import { fundDealingHandlers } from '../../backoffice/gateway/funds/fund-dealing.job';
import { runDueJobs } from '../../jobs/job-runner';
import { createSimulatedMarketData } from '../../market-data/simulated-market-data';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../../backoffice/core/books/ledger.repository';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

/**
 * Dealing with a moved clock (issue 4 §3): orders before the 16:30 cut-off deal that day, later
 * ones the next dealing day; pricing at the dealing day's NAV; settlement T+N; cancel only before
 * the cut-off; suitability and idempotency through the real calls. The tests share one app (a
 * database costs seconds) but nothing else: each starts at 10:00 on the dealing day with every
 * earlier order dealt and settled, and places the orders it reads itself.
 */

let t: AuthTestApp;
const sessions = new Map<string, BrowserSession>();
let dealingDay: string;

const at = (date: string, time: string) => cutOffInstant(date, time);

/** The value, or a failed test when it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

async function deal() {
  const feed = createSimulatedMarketData({ clock: t.clock.read }).funds;
  return runDueJobs(t.db, fundDealingHandlers({ funds: feed, brand: t.config.brand }), t.clock.now);
}

/** A session opened at the clock's present (tokens last 15 minutes and the clock jumps days). */
async function sessionOf(accountCode: string): Promise<BrowserSession> {
  const key = `${accountCode}@${t.clock.now.getTime()}`;
  const found = sessions.get(key) ?? (await signIn(t.app, accountCode));
  sessions.set(key, found);
  return found;
}

async function call<N extends CallName>(
  name: N,
  input: CallInput<N>,
  accountCode = 'C10001',
): Promise<CallOutput<N>> {
  const reply = await post(t.app, name, input, await sessionOf(accountCode));
  expect([name, reply.statusCode]).toEqual([name, 200]);
  return reply.json<CallOutput<N>>();
}

const subscribe = (
  key: string,
  fundId: string,
  amount: string,
  extra: { tradePassword?: string; hasAcknowledgedRisk?: boolean } = {},
) =>
  call('fund-order/placeSubscription', {
    accountCode: 'C10001',
    idempotencyKey: key,
    fundId,
    amount,
    tradePassword: DEMO_TRADE_PASSWORD,
    ...extra,
  });

const timeline = (orderId: number) =>
  call('fund-order/loadOrderTimeline', { accountCode: 'C10001', orderId });

const change = (fromStatus: string | null, status: string, letter: string | null, when: Date) => ({
  fromStatus,
  status,
  statusLetter: letter,
  reasonCode: null,
  at: when.toISOString(),
});

const cash = async (currency: string) => {
  const { balances } = await call('balance/searchCashBalances', { accountCode: 'C10001' });
  return defined(balances.find((row: { currency: string }) => row.currency === currency));
};

beforeAll(async () => {
  t = await createAuthTestApp();
  dealingDay = addCalendarDays(hongKongDate(t.clock.now), 1);
  while (!isBusinessDay(dealingDay)) dealingDay = addCalendarDays(dealingDay, 1);
});

beforeEach(() => {
  t.clock.now = at(dealingDay, '10:00');
  sessions.clear();
});

afterEach(async () => {
  // Whatever the test left pending deals and settles now, so the next test's job counts, holds
  // and positions are its own; the books balance after every test.
  t.clock.now = at(addCalendarDays(dealingDay, 28), '10:00');
  await deal();
  expect(await findDriftingLedgerAccounts(t.db)).toEqual([]);
  expect(await findUnbalancedJournals(t.db)).toEqual([]);
});

afterAll(async () => {
  await t.close();
});

/** A subscription of HKD 20,000 to the money market fund, placed at the clock's time. */
async function placeSubscription(key: string) {
  return defined((await subscribe(key, 'VH-HKD-MMF', '20000')).orders[0]);
}

/** Moves the clock past the dealing day's cut-off and deals: answers how many jobs ran. */
async function dealAfterCutOff(): Promise<number> {
  t.clock.now = at(dealingDay, '16:31');
  return deal();
}

/** Moves the clock a week past the dealing day, when its subscriptions settle, and deals. */
async function dealAWeekOn(): Promise<number> {
  t.clock.now = at(addCalendarDays(dealingDay, 7), '10:00');
  return deal();
}

describe('a subscription through the day', () => {
  it('holds the cash at order time and shows the order pending, dealing today', async () => {
    const before = await cash('HKD');
    const answer = await subscribe('scenario-subscribe-1', 'VH-HKD-MMF', '20000');
    expect(answer).toMatchObject({ result: 0, resultName: 'success', isReplay: false });
    const order = defined(answer.orders[0]);
    expect(order).toMatchObject({
      status: 'pending',
      statusLetter: null,
      dealingDate: dealingDay,
      canCancel: true,
      amount: '20000',
    });
    const after = await cash('HKD');
    expect(Number(before.available) - Number(after.available)).toBe(20000);
    expect(after.holdFundAmount).toBe('20000');
  });

  it('answers the same key again with the same order and moves nothing', async () => {
    const { orderId } = await placeSubscription('scenario-replay-1');
    const before = await cash('HKD');
    const answer = await subscribe('scenario-replay-1', 'VH-HKD-MMF', '20000');
    expect(answer).toMatchObject({ result: 0, isReplay: true });
    expect(defined(answer.orders[0]).orderId).toBe(orderId);
    expect(await cash('HKD')).toEqual(before);
    // The amount counts by value: "20000.00" is the same order again.
    const written = await subscribe('scenario-replay-1', 'VH-HKD-MMF', '20000.00');
    expect(written).toMatchObject({ result: 0, isReplay: true });
    expect(defined(written.orders[0]).orderId).toBe(orderId);
    const other = await subscribe('scenario-replay-1', 'VH-HKD-MMF', '30000');
    expect(other).toMatchObject({ result: FUND_ORDER_RESULT.duplicateOrderReference, orders: [] });
  });

  it("does nothing before the cut-off, then submits, deducts and prices at that day's NAV after it", async () => {
    const { orderId } = await placeSubscription('scenario-deal-1');
    expect(await deal()).toBe(0);
    // Submitted, accepted (processing), deducted and priced: one job per step.
    expect(await dealAfterCutOff()).toBe(4);
    const { orders } = await call('fund-order/searchOrders', {
      accountCode: 'C10001',
      fundId: 'VH-HKD-MMF',
    });
    const order = orders.find((row: { orderId: number }) => row.orderId === orderId);
    const nav = await createSimulatedMarketData({ clock: t.clock.read }).funds.navOn(
      'VH-HKD-MMF',
      dealingDay,
    );
    const fund = await createSimulatedMarketData({ clock: t.clock.read }).funds.get('VH-HKD-MMF');
    const expected = priceSubscription({
      amount: '20000',
      nav: nav as string,
      fee: fund!.subscriptionFee,
      currency: currencyFor('HKD'),
      unitPrecision: fund!.unitPrecision,
    });
    expect(order).toMatchObject({
      status: 'priced',
      statusLetter: 'P',
      nav,
      units: expected.units,
      fee: toDecimal(expected.fee).toFixed(),
      canCancel: false,
    });
    expect((await cash('HKD')).holdFundAmount).toBe('0');
  });

  it('settles T+N and the units join the position', async () => {
    const { orderId } = await placeSubscription('scenario-settle-1');
    expect(await dealAfterCutOff()).toBe(4);
    const before = await call('fund-portfolio/loadFundPortfolio', {
      accountCode: 'C10001',
      reportingCurrency: 'HKD',
    });
    const units = (portfolio: CallOutput<'fund-portfolio/loadFundPortfolio'>) =>
      defined(portfolio.positions.find((row) => row.fundId === 'VH-HKD-MMF'));
    expect(Number(units(before).pendingUnits)).toBeGreaterThan(0);
    expect(await dealAWeekOn()).toBe(1);
    const after = await call('fund-portfolio/loadFundPortfolio', {
      accountCode: 'C10001',
      reportingCurrency: 'HKD',
    });
    expect(units(after).pendingUnits).toBe('0');
    expect(units(after).totalUnits).toBe(units(before).totalUnits);
    const { orders } = await call('fund-order/searchOrders', {
      accountCode: 'C10001',
      statuses: ['settled'],
    });
    expect(orders.map((row: { orderId: number }) => row.orderId)).toContain(orderId);
  });

  it('stores every status it passed through, each at the moment it happened', async () => {
    const { orderId } = await placeSubscription('scenario-timeline-1');
    expect(await dealAfterCutOff()).toBe(4);
    expect(await dealAWeekOn()).toBe(1);
    const { result, order, changes } = await timeline(orderId);
    expect(result).toBe(0);
    expect(order).toMatchObject({ orderId, status: 'settled' });
    expect(changes).toEqual([
      change(null, 'pending', null, at(dealingDay, '10:00')),
      change('pending', 'submitted', 'U', at(dealingDay, '16:31')),
      change('submitted', 'processing', 'O', at(dealingDay, '16:31')),
      change('processing', 'deducted', 'D', at(dealingDay, '16:31')),
      change('deducted', 'priced', 'P', at(dealingDay, '16:31')),
      change('priced', 'settled', 'S', at(addCalendarDays(dealingDay, 7), '10:00')),
    ]);
  });
});

describe('cut-off and cancel', () => {
  it('deals an order placed after the cut-off on the next business day', async () => {
    const day = hongKongDate(t.clock.now);
    t.clock.now = at(day, '17:00');
    const answer = await subscribe('scenario-late-1', 'VH-HKD-MMF', '10000');
    expect(defined(answer.orders[0]).dealingDate).toBe(nextBusinessDay(day));
  });

  it('cancels before the cut-off once, releasing the hold once, and refuses after it', async () => {
    const before = await cash('HKD');
    const placed = await subscribe('scenario-cancel-1', 'VH-HKD-MMF', '15000');
    const orderId = defined(placed.orders[0]).orderId;
    const cancel = () => call('fund-order/cancelOrder', { accountCode: 'C10001', orderId });
    expect(await cancel()).toMatchObject({
      result: 0,
      orders: [{ status: 'cancelled', statusLetter: 'N' }],
    });
    expect(await cancel()).toMatchObject({ result: FUND_ORDER_RESULT.orderAlreadyCancelled });
    expect(await cash('HKD')).toEqual(before);
    // The refused second cancel stored nothing.
    expect((await timeline(orderId)).changes).toEqual([
      change(null, 'pending', null, t.clock.now),
      change('pending', 'cancelled', 'N', t.clock.now),
    ]);
    const late = await subscribe('scenario-cancel-2', 'VH-HKD-MMF', '15000');
    t.clock.now = new Date(new Date(defined(defined(late.orders[0]).cutOffAt)).getTime() + 60_000);
    const refused = await call('fund-order/cancelOrder', {
      accountCode: 'C10001',
      orderId: defined(late.orders[0]).orderId,
    });
    expect(refused.result).toBe(FUND_ORDER_RESULT.cutOffPassed);
  });
});

describe('suitability, trade password and redemption', () => {
  it('needs the trade password of an account that has one', async () => {
    const answer = await subscribe('scenario-password-1', 'VH-HKD-MMF', '10000', {
      tradePassword: 'Wrong#2026',
    });
    expect(answer).toMatchObject({
      result: FUND_ORDER_RESULT.noPermission,
      tradePassword: 'incorrect',
    });
  });

  it('asks for an acknowledgement above the client level, and takes it', async () => {
    const risky = defined(
      (await call('fund/searchFunds', { riskLevels: [5], currencies: ['HKD', 'USD'] })).funds.find(
        (fund: { isSuspended: boolean; isProfessionalOnly: boolean }) =>
          !fund.isSuspended && !fund.isProfessionalOnly,
      ),
    );
    const amount = risky.currency === 'HKD' ? '20000' : '2000';
    const refused = await subscribe('scenario-risk-1', risky.fundId, amount);
    expect(refused).toMatchObject({
      result: FUND_ORDER_RESULT.riskAcknowledgementRequired,
      failedFundId: risky.fundId,
    });
    const taken = await subscribe('scenario-risk-2', risky.fundId, amount, {
      hasAcknowledgedRisk: true,
    });
    expect(taken).toMatchObject({ result: 0, orders: [{ isRiskAcknowledged: true }] });
  });

  it('blocks subscriptions of an expired assessment but not redemptions', async () => {
    const answer = await call(
      'fund-order/placeSubscription',
      {
        accountCode: 'C10005',
        idempotencyKey: 'scenario-expired-1',
        fundId: 'VH-HKD-MMF',
        amount: '10000',
      },
      'C10005',
    );
    expect(answer.result).toBe(FUND_ORDER_RESULT.riskAssessmentExpired);
    expect(await call('raq/loadAssessment', { accountCode: 'C10005' }, 'C10005')).toMatchObject({
      reminder: 'expired',
    });
  });

  it('freezes redeemed units and refuses more than are available', async () => {
    const redeem = (key: string, units: string) =>
      call('fund-order/placeRedemption', {
        accountCode: 'C10001',
        idempotencyKey: key,
        fundId: 'VH-HK-EQUITY',
        units,
        tradePassword: DEMO_TRADE_PASSWORD,
      });
    expect(await redeem('scenario-redeem-1', '999999')).toMatchObject({
      result: FUND_ORDER_RESULT.insufficientQuantity,
    });
    expect(await redeem('scenario-redeem-2', '200')).toMatchObject({
      result: 0,
      orders: [{ side: 'R', status: 'pending' }],
    });
    const portfolio = await call('fund-portfolio/loadFundPortfolio', {
      accountCode: 'C10001',
      reportingCurrency: 'USD',
    });
    const position = defined(
      portfolio.positions.find((row: { fundId: string }) => row.fundId === 'VH-HK-EQUITY'),
    );
    expect(position.freezeQuantity).toBe('200');
  });

  it('keeps the books balanced after subscriptions, a cancel and a redemption all dealt', async () => {
    await placeSubscription('scenario-books-1');
    const cancelled = await placeSubscription('scenario-books-2');
    await call('fund-order/cancelOrder', { accountCode: 'C10001', orderId: cancelled.orderId });
    expect(
      await call('fund-order/placeRedemption', {
        accountCode: 'C10001',
        idempotencyKey: 'scenario-books-3',
        fundId: 'VH-HK-EQUITY',
        units: '100',
        tradePassword: DEMO_TRADE_PASSWORD,
      }),
    ).toMatchObject({ result: 0 });
    t.clock.advance(14 * 86_400_000);
    expect(await deal()).toBeGreaterThan(0);
    expect(await findDriftingLedgerAccounts(t.db)).toEqual([]);
    expect(await findUnbalancedJournals(t.db)).toEqual([]);
  });
});

describe('the stored timeline of a redemption', () => {
  it('walks pending, submitted, processing, deducted, priced and settled with the proceeds', async () => {
    const day = nextBusinessDay(hongKongDate(t.clock.now));
    t.clock.now = at(day, '09:30');
    const placed = await call('fund-order/placeRedemption', {
      accountCode: 'C10001',
      idempotencyKey: 'scenario-redeem-timeline',
      fundId: 'VH-HK-EQUITY',
      units: '100',
      tradePassword: DEMO_TRADE_PASSWORD,
    });
    const placedOrder = defined(placed.orders[0]);
    const cutOff = new Date(defined(placedOrder.cutOffAt));
    const settlement = at(defined(placedOrder.settlementDate), '10:00');
    t.clock.now = new Date(cutOff.getTime() - 60_000);
    await deal();
    expect((await timeline(placedOrder.orderId)).changes).toEqual([
      change(null, 'pending', null, at(day, '09:30')),
    ]);
    const dealt = new Date(cutOff.getTime() + 60_000);
    t.clock.now = dealt;
    await deal();
    const priced = await timeline(placedOrder.orderId);
    expect(priced.order).toMatchObject({ status: 'priced', statusLetter: 'P', units: '100' });
    expect(Number(defined(priced.order).proceeds)).toBeGreaterThan(0);
    t.clock.now = settlement;
    await deal();
    expect((await timeline(placedOrder.orderId)).changes).toEqual([
      change(null, 'pending', null, at(day, '09:30')),
      change('pending', 'submitted', 'U', dealt),
      change('submitted', 'processing', 'O', dealt),
      change('processing', 'deducted', 'D', dealt),
      change('deducted', 'priced', 'P', dealt),
      change('priced', 'settled', 'S', settlement),
    ]);
  });

  it("answers order not found, with nothing of it, for an order that is not the client's", async () => {
    const { orderId } = await placeSubscription('scenario-foreign-1');
    const other = await call(
      'fund-order/loadOrderTimeline',
      { accountCode: 'C10005', orderId },
      'C10005',
    );
    expect(other).toEqual({
      result: FUND_ORDER_RESULT.orderNotFound,
      resultName: 'orderNotFound',
      order: null,
      changes: [],
    });
    const foreign = await post(
      t.app,
      'fund-order/loadOrderTimeline',
      { accountCode: 'C10001', orderId },
      await sessionOf('C10005'),
    );
    expect(foreign.statusCode).toBe(403);
  });
});
