import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../shared/contracts/index';
import {
  addBusinessDays,
  hongKongDate,
  nextBusinessDay,
} from '../../../shared/domain/business-calendar';
import type Decimal from 'decimal.js';
import { toDecimal } from '../../../shared/domain/decimal';
import { cutOffInstant } from '../../../shared/domain/fund-dealing';
import { FUND_ORDER_RESULT } from '../../../shared/domain/fund-order-result';
import { roundDecimal } from '../../../shared/domain/rounding';
import { fundDealingHandlers } from '../../backoffice/gateway/funds/fund-dealing.job';
import { runDueJobs } from '../../jobs/job-runner';
import { createSimulatedMarketData } from '../../areas/simulated-market-data';
import { findAccountByCode } from '../../repositories/account.repository';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../../backoffice/core/books/ledger.repository';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { createAdjustableFeed, type AdjustableFeed } from '../../test/adjustable-feed';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../../test/auth-client';

/**
 * Rejected and failed fund orders (issue 4 §2) through the real calls and dealing jobs, on a feed
 * where funds become suspended, stop publishing NAVs or vanish: each order's stored path, its
 * reason code, and books put back exactly (every account, the firm's included).
 */

let t: AuthTestApp;
let feed: AdjustableFeed;
let clientId: number;
let keyCount = 0;
const { fundSuspended, productNotFound, marketSuspended } = FUND_ORDER_RESULT;

const deal = (limit?: number) =>
  runDueJobs(
    t.db,
    fundDealingHandlers({ funds: feed.funds, brand: t.config.brand }),
    t.clock.now,
    limit === undefined ? {} : { limit },
  );

function defined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  // Sessions last minutes and the clock jumps days: each call signs in at the clock's present.
  const reply = await post(t.app, name, input, await signIn(t.app, 'C10001'));
  expect([name, reply.statusCode]).toEqual([name, 200]);
  return reply.json<CallOutput<N>>();
}

const placement = () => ({
  accountCode: 'C10001',
  idempotencyKey: `rejection-${(keyCount += 1)}`,
  tradePassword: DEMO_TRADE_PASSWORD,
  hasAcknowledgedRisk: true,
});

const subscribe = (fundId: string, amount: string) =>
  call('fund-order/placeSubscription', { ...placement(), fundId, amount });
const redeem = (fundId: string, units: string) =>
  call('fund-order/placeRedemption', { ...placement(), fundId, units });
const switchUnits = (fromFundId: string, toFundId: string, units: string) =>
  call('fund-order/placeSwitch', { ...placement(), fromFundId, toFundId, units });

const timeline = (orderId: number) =>
  call('fund-order/loadOrderTimeline', { accountCode: 'C10001', orderId });

/** The statuses an order passed through, each with its reason code (null but for an ending). */
async function pathOf(orderId: number) {
  const { changes } = await timeline(orderId);
  return changes.map((change) => [change.status, change.reasonCode]);
}

const placed = (statuses: readonly string[]) => statuses.map((status) => [status, null]);

const cash = async (currency: string) => {
  const { balances } = await call('balance/searchCashBalances', { accountCode: 'C10001' });
  return defined(balances.find((row) => row.currency === currency));
};

/** Every ledger account's balance and book cost (zero accounts left out). */
async function books(): Promise<Record<string, string>> {
  const rows = await t.db
    .selectFrom('ledgerAccount')
    .select(['code', 'balance', 'bookCost'])
    .execute();
  const figures = rows
    .map((row) => [row.code, toDecimal(row.balance), toDecimal(row.bookCost)] as const)
    .filter(([, balance, cost]) => !balance.isZero() || !cost.isZero());
  return Object.fromEntries(
    figures.map(([code, balance, cost]) => [code, `${balance.toFixed()} / ${cost.toFixed()}`]),
  );
}

/** Moves the clock to 10:00 on the next business day; answers that day. */
function nextDay(): string {
  const day = nextBusinessDay(hongKongDate(t.clock.now));
  t.clock.now = cutOffInstant(day, '10:00');
  return day;
}

const atCutOff = (day: string) => (t.clock.now = cutOffInstant(day, '16:31'));

beforeAll(async () => {
  feed = createAdjustableFeed(createSimulatedMarketData({ clock: () => t.clock.now }));
  t = await createAuthTestApp({ marketData: feed });
  clientId = defined(await findAccountByCode(t.db, 'C10001', 'gateway')).id;
});

afterAll(async () => {
  expect(await findUnbalancedJournals(t.db)).toEqual([]);
  expect(await findDriftingLedgerAccounts(t.db)).toEqual([]);
  await t.close();
});

describe('rejected by the fund house (fund suspended by the cut-off or acceptance)', () => {
  it('releases exactly the held cash of a subscription rejected at the cut-off', async () => {
    const day = nextDay();
    const [before, cashBefore] = [await books(), await cash('HKD')];
    const order = defined((await subscribe('VH-HKD-MMF', '20000')).orders[0]);
    expect((await cash('HKD')).holdFundAmount).toBe('20000');
    feed.change('VH-HKD-MMF', 'suspended');
    atCutOff(day);
    expect(await deal()).toBe(1);
    feed.restore('VH-HKD-MMF');
    expect(await cash('HKD')).toEqual(cashBefore);
    expect(await books()).toEqual(before);
    expect(await pathOf(order.orderId)).toEqual([
      ['pending', null],
      ['rejected', fundSuspended],
    ]);
    const { order: rejected, changes } = await timeline(order.orderId);
    expect(rejected).toMatchObject({ status: 'rejected', statusLetter: 'R', canCancel: false });
    expect(changes.at(-1)?.at).toBe(t.clock.now.toISOString());
    const entries = await t.db
      .selectFrom('ledgerEntry')
      .select('reason')
      .where('fundOrderId', '=', order.orderId)
      .execute();
    expect(entries.map((entry) => entry.reason).sort()).toEqual([
      'hold',
      'hold',
      'rejected',
      'rejected',
    ]);
    // Nothing is left to deal: the rejected order's jobs are done.
    expect(await deal()).toBe(0);
  });

  it('unfreezes exactly the units of a redemption rejected at acceptance', async () => {
    const day = nextDay();
    const before = await books();
    const order = defined((await redeem('VH-HK-EQUITY', '200')).orders[0]);
    atCutOff(day);
    expect(await deal(1)).toBe(1);
    feed.change('VH-HK-EQUITY', 'suspended');
    await deal();
    feed.restore('VH-HK-EQUITY');
    expect(await books()).toEqual(before);
    expect(await pathOf(order.orderId)).toEqual([
      ...placed(['pending', 'submitted']),
      ['rejected', fundSuspended],
    ]);
  });

  it('rejects both legs of a switch whose redemption is refused, moving no money', async () => {
    const day = nextDay();
    const before = await books();
    const [out, into] = (await switchUnits('VH-HK-EQUITY', 'VH-HKD-MMF', '400')).orders;
    feed.change('VH-HK-EQUITY', 'suspended');
    atCutOff(day);
    await deal();
    feed.restore('VH-HK-EQUITY');
    expect(await books()).toEqual(before);
    for (const leg of [defined(out), defined(into)]) {
      expect(await pathOf(leg.orderId)).toEqual([
        ['pending', null],
        ['rejected', fundSuspended],
      ]);
    }
  });

  it('pays a switch-out the proceeds in cash when its switch-in is refused', async () => {
    const day = nextDay();
    const [before, cashBefore] = [await books(), await cash('HKD')];
    const [out, into] = (await switchUnits('VH-HK-EQUITY', 'VH-HKD-MMF', '400')).orders;
    atCutOff(day);
    await deal();
    const priced = defined((await timeline(defined(out).orderId)).order);
    const proceeds = defined(priced.proceeds);
    expect((await cash('HKD')).holdFundAmount).toBe(proceeds);
    feed.change('VH-HKD-MMF', 'suspended');
    atCutOff(nextBusinessDay(day));
    await deal();
    feed.restore('VH-HKD-MMF');
    const after = await cash('HKD');
    expect(toDecimal(after.available).sub(cashBefore.available).toFixed()).toBe(proceeds);
    expect(after.holdFundAmount).toBe(cashBefore.holdFundAmount);
    t.clock.now = cutOffInstant(defined(priced.settlementDate), '10:00');
    await deal();
    expect(await cash('HKD')).toEqual(after);
    // The redemption stands: 400 units left at their average cost.
    const unitsCode = `units:${clientId}:VH-HK-EQUITY`;
    const [units, cost] = defined(before[unitsCode]).split(' / ').map(toDecimal) as [
      Decimal,
      Decimal,
    ];
    const costLeft = cost.sub(roundDecimal(cost.mul(400).div(units), 10, 'normal'));
    expect((await books())[unitsCode]).toBe(`${units.sub(400).toFixed()} / ${costLeft.toFixed()}`);
    expect(await pathOf(defined(into).orderId)).toEqual([
      ['pending', null],
      ['rejected', fundSuspended],
    ]);
    expect(await pathOf(priced.orderId)).toEqual(
      placed(['pending', 'submitted', 'processing', 'deducted', 'priced', 'settled']),
    );
  });
});

describe('failed while dealing (the NAV never comes, or the fund leaves the feed)', () => {
  it('returns the amount and the fee of a subscription whose NAV is overdue after deduction', async () => {
    const day = nextDay();
    const [before, cashBefore] = [await books(), await cash('HKD')];
    const order = defined((await subscribe('VH-HK-EQUITY', '50000')).orders[0]);
    feed.change('VH-HK-EQUITY', 'navWithheld');
    atCutOff(day);
    await deal();
    const deducted = defined((await timeline(order.orderId)).order);
    expect(deducted).toMatchObject({ status: 'deducted', amount: '50000' });
    expect(toDecimal(defined(deducted.fee)).isPositive()).toBe(true);
    // Still waiting on the fifth business day after the dealing day.
    t.clock.now = cutOffInstant(addBusinessDays(day, 5), '23:00');
    await deal();
    expect((await timeline(order.orderId)).order?.status).toBe('deducted');
    t.clock.now = cutOffInstant(addBusinessDays(day, 6), '10:00');
    await deal();
    feed.restore('VH-HK-EQUITY');
    expect(await cash('HKD')).toEqual(cashBefore);
    expect(await books()).toEqual(before);
    expect(await pathOf(order.orderId)).toEqual([
      ...placed(['pending', 'submitted', 'processing', 'deducted']),
      ['failed', marketSuspended],
    ]);
  });

  it('restores the units and book cost of a redemption whose fund vanishes after pricing', async () => {
    const day = nextDay();
    const before = await books();
    const order = defined((await redeem('VH-HK-EQUITY', '100')).orders[0]);
    atCutOff(day);
    await deal();
    const priced = defined((await timeline(order.orderId)).order);
    expect(priced.status).toBe('priced');
    expect((await cash('HKD')).pending).toBe(priced.proceeds);
    feed.change('VH-HK-EQUITY', 'removed');
    t.clock.now = cutOffInstant(defined(priced.settlementDate), '10:00');
    await deal();
    feed.restore('VH-HK-EQUITY');
    expect(await books()).toEqual(before);
    expect(await pathOf(order.orderId)).toEqual([
      ...placed(['pending', 'submitted', 'processing', 'deducted', 'priced']),
      ['failed', productNotFound],
    ]);
  });

  it('fails both legs of a switch whose fund vanishes while the switch-in holds the proceeds', async () => {
    const day = nextDay();
    const before = await books();
    const [out, into] = (await switchUnits('VH-HKD-MMF', 'LR-AP-PROPERTY', '2000')).orders;
    atCutOff(day);
    await deal();
    const priced = defined((await timeline(defined(out).orderId)).order);
    const waiting = defined((await timeline(defined(into).orderId)).order);
    // The property fund deals monthly: its leg holds the proceeds until then.
    expect(waiting).toMatchObject({ status: 'pending', amount: priced.proceeds });
    feed.change('VH-HKD-MMF', 'removed');
    t.clock.now = cutOffInstant(defined(priced.settlementDate), '10:00');
    await deal();
    feed.restore('VH-HKD-MMF');
    expect(await books()).toEqual(before);
    expect(await pathOf(priced.orderId)).toEqual([
      ...placed(['pending', 'submitted', 'processing', 'deducted', 'priced']),
      ['failed', productNotFound],
    ]);
    expect(await pathOf(waiting.orderId)).toEqual([
      ['pending', null],
      ['failed', productNotFound],
    ]);
    // The switch-in's own cut-off finds it failed and deals nothing.
    t.clock.now = new Date(new Date(defined(waiting.cutOffAt)).getTime() + 60_000);
    await deal();
    expect(await books()).toEqual(before);
  });

  it('settles a switch-out as priced when its switch-in already bought and settled', async () => {
    const day = nextDay();
    const [out, into] = (await switchUnits('VH-HK-EQUITY', 'VH-HKD-MMF', '400')).orders;
    atCutOff(day);
    await deal();
    const priced = defined((await timeline(defined(out).orderId)).order);
    atCutOff(nextBusinessDay(day));
    await deal();
    const bought = defined((await timeline(defined(into).orderId)).order);
    t.clock.now = cutOffInstant(defined(bought.settlementDate), '10:00');
    await deal();
    expect((await timeline(bought.orderId)).order?.status).toBe('settled');
    feed.change('VH-HK-EQUITY', 'removed');
    const before = await books();
    t.clock.now = cutOffInstant(defined(priced.settlementDate), '10:00');
    await deal();
    feed.restore('VH-HK-EQUITY');
    // A switch-out settles with nothing left to move: its proceeds bought the switch-in.
    expect(await books()).toEqual(before);
    expect(await pathOf(priced.orderId)).toEqual(
      placed(['pending', 'submitted', 'processing', 'deducted', 'priced', 'settled']),
    );
  });
});
