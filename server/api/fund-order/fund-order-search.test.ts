import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../shared/contracts/index';
import { hongKongDate, nextBusinessDay } from '../../../shared/domain/business-calendar';
import { cutOffInstant } from '../../../shared/domain/fund-dealing';
import { fundDealingHandlers } from '../../backoffice/gateway/funds/fund-dealing.job';
import { runDueJobs } from '../../jobs/job-runner';
import { createSimulatedMarketData } from '../../areas/simulated-market-data';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../../test/auth-client';

/**
 * The order history's model of a switch (issue 10 §8) through `fund-order/searchOrders`: one
 * entry with its two legs, counted once, found by the side "switch", by either fund and by its
 * status as a whole, and cancelled as one order. Each block has an app of its own with the day's
 * orders placed: the block that deals them changes what the others read.
 */

let t: AuthTestApp;
let day: string;
let keyCount = 0;

type Search = CallInput<'fund-order/searchOrders'>;
type Entry = CallOutput<'fund-order/searchOrders'>['orders'][number];

function defined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  // The clock jumps to the cut-off: each call signs in at the clock's present.
  const reply = await post(t.app, name, input, await signIn(t.app, 'C10001'));
  expect([name, reply.statusCode]).toEqual([name, 200]);
  return reply.json<CallOutput<N>>();
}

const placement = () => ({
  accountCode: 'C10001',
  idempotencyKey: `search-${(keyCount += 1)}`,
  tradePassword: DEMO_TRADE_PASSWORD,
  hasAcknowledgedRisk: true,
});

/** The day's orders (the seed's older ones left out) by filter. */
const search = (filter: Omit<Search, 'accountCode' | 'from' | 'to'> = {}) =>
  call('fund-order/searchOrders', { accountCode: 'C10001', from: day, to: day, ...filter });

const kinds = (orders: readonly Entry[]) =>
  orders.map((order) => [order.orderType, order.fundId, order.legs.length]);

const deal = () => {
  const feed = createSimulatedMarketData({ clock: t.clock.read }).funds;
  return runDueJobs(t.db, fundDealingHandlers({ funds: feed, brand: t.config.brand }), t.clock.now);
};

let switchId: number;

/** Opens an app with the day's orders: a subscription, a redemption, a switch (10:00 to 10:02). */
async function openWithTheDaysOrders() {
  t = await createAuthTestApp();
  day = nextBusinessDay(hongKongDate(t.clock.now));
  t.clock.now = cutOffInstant(day, '10:00');
  await call('fund-order/placeSubscription', {
    ...placement(),
    fundId: 'VH-HKD-MMF',
    amount: '20000',
  });
  t.clock.now = cutOffInstant(day, '10:01');
  await call('fund-order/placeRedemption', {
    ...placement(),
    fundId: 'VH-HK-EQUITY',
    units: '100',
  });
  t.clock.now = cutOffInstant(day, '10:02');
  const placed = await call('fund-order/placeSwitch', {
    ...placement(),
    fromFundId: 'VH-HK-EQUITY',
    toFundId: 'VH-HKD-MMF',
    units: '400',
  });
  expect(placed.result).toBe(0);
  switchId = defined(placed.orders[0]).orderId;
}

/** Each block opens the app with the day's orders before its tests and closes it after. */
function withTheDaysOrders() {
  beforeAll(openWithTheDaysOrders);
  afterAll(async () => {
    await t.close();
  });
}

describe('a switch in the order history', () => {
  withTheDaysOrders();

  it('is one entry with its two legs, counted once', async () => {
    const found = await search();
    expect(found.total).toBe(3);
    expect(kinds(found.orders)).toEqual([
      ['switch', 'VH-HK-EQUITY', 2],
      ['redemption', 'VH-HK-EQUITY', 0],
      ['subscription', 'VH-HKD-MMF', 0],
    ]);
    const entry = defined(found.orders[0]);
    expect(entry).toMatchObject({
      orderId: switchId,
      side: 'R',
      status: 'pending',
      canCancel: true,
    });
    const [out, into] = entry.legs;
    expect(out).toMatchObject({ orderId: switchId, side: 'R', fundId: 'VH-HK-EQUITY' });
    expect(out).toMatchObject({ units: '400', status: 'pending', linkedOrderId: into?.orderId });
    expect(into).toMatchObject({ side: 'S', fundId: 'VH-HKD-MMF', amount: null, units: null });
    expect(into).toMatchObject({ status: 'pending', linkedOrderId: switchId });
    expect(entry.placedAt).toBe(cutOffInstant(day, '10:02').toISOString());
  });

  it('carries each fund’s unit and NAV decimals', async () => {
    const feed = createSimulatedMarketData({ clock: t.clock.read }).funds;
    const [equity, mmf] = [await feed.get('VH-HK-EQUITY'), await feed.get('VH-HKD-MMF')];
    const [out, into] = defined((await search()).orders[0]).legs;
    expect(out).toMatchObject({
      unitPrecision: equity?.unitPrecision,
      navPrecision: equity?.navPrecision,
    });
    expect(into).toMatchObject({
      unitPrecision: mmf?.unitPrecision,
      navPrecision: mmf?.navPrecision,
    });
  });

  it('is found by the side "switch", and subscriptions and redemptions leave it out', async () => {
    expect(kinds((await search({ side: 'switch' })).orders)).toEqual([
      ['switch', 'VH-HK-EQUITY', 2],
    ]);
    expect(kinds((await search({ side: 'S' })).orders)).toEqual([
      ['subscription', 'VH-HKD-MMF', 0],
    ]);
    expect(kinds((await search({ side: 'R' })).orders)).toEqual([
      ['redemption', 'VH-HK-EQUITY', 0],
    ]);
  });

  it('is found by either of its funds', async () => {
    const into = await search({ fundId: 'VH-HKD-MMF' });
    expect(kinds(into.orders)).toEqual([
      ['switch', 'VH-HK-EQUITY', 2],
      ['subscription', 'VH-HKD-MMF', 0],
    ]);
    expect(into.total).toBe(2);
  });
});

describe('a switch dealt in the order history', () => {
  withTheDaysOrders();

  it('reads processing while the priced proceeds wait for the switch-in, and is found so', async () => {
    t.clock.now = cutOffInstant(day, '16:31');
    await deal();
    const entry = defined((await search({ side: 'switch' })).orders[0]);
    expect(entry.legs.map((leg) => leg.status)).toEqual(['priced', 'pending']);
    expect(entry.status).toBe('processing');
    expect(entry.legs[0]?.nav).not.toBeNull();
    expect(kinds((await search({ statuses: ['processing'] })).orders)).toEqual([
      ['switch', 'VH-HK-EQUITY', 2],
    ]);
    expect(kinds((await search({ statuses: ['priced'] })).orders)).toEqual([
      ['redemption', 'VH-HK-EQUITY', 0],
      ['subscription', 'VH-HKD-MMF', 0],
    ]);
  });
});

describe('cancelling a switch from the history', () => {
  withTheDaysOrders();

  it('cancels both legs by the entry’s id, and the entry reads cancelled', async () => {
    const next = nextBusinessDay(day);
    t.clock.now = cutOffInstant(next, '10:00');
    const placed = await call('fund-order/placeSwitch', {
      ...placement(),
      fromFundId: 'VH-HK-EQUITY',
      toFundId: 'VH-HKD-MMF',
      units: '400',
    });
    expect(placed.resultName).toBe('success');
    const orderId = defined(placed.orders[0]).orderId;
    const cancelled = await call('fund-order/cancelOrder', { accountCode: 'C10001', orderId });
    expect(cancelled.result).toBe(0);
    expect(cancelled.orders.map((order) => [order.side, order.status])).toEqual([
      ['R', 'cancelled'],
      ['S', 'cancelled'],
    ]);
    const found = await call('fund-order/searchOrders', {
      accountCode: 'C10001',
      from: next,
      to: next,
    });
    expect(found.orders.map((order) => [order.orderId, order.status, order.canCancel])).toEqual([
      [orderId, 'cancelled', false],
    ]);
    expect(defined(found.orders[0]).legs.map((leg) => leg.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });
});
