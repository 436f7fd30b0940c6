import { describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../shared/contracts/index';
import {
  addCalendarDays,
  hongKongDate,
  nextBusinessDay,
} from '../../../shared/domain/business-calendar';
import { FUND_ORDER_RESULT } from '../../../shared/domain/fund-order-result';
import { priceSubscription } from '../../../shared/domain/fund-pricing';
import { currencyFor } from '../../../shared/domain/currency';
import { toDecimal } from '../../../shared/domain/decimal';
import { createSimulatedMarketData } from '../../areas/simulated-market-data';
import { useFundDealingApp } from '../../test/fund-dealing-kit';

/**
 * Dealing with a moved clock (issue 4 §3): orders before the 16:30 cut-off deal that day, later
 * ones the next dealing day; pricing at the dealing day's NAV; settlement T+N; cancel only before
 * the cut-off; idempotency through the real calls. The tests share one app (a database costs
 * seconds) but nothing else (server/test/fund-dealing-kit.ts). The order rules and a redemption's
 * timeline are in fund-order-rules.test.ts.
 */

const kit = useFundDealingApp();
const {
  at,
  defined,
  deal,
  call,
  subscribe,
  timeline,
  change,
  cash,
  placeSubscription,
  dealAfterCutOff,
  dealAWeekOn,
} = kit;

describe('a subscription through the day', () => {
  it('holds the cash at order time and shows the order pending, dealing today', async () => {
    const before = await cash('HKD');
    const answer = await subscribe('scenario-subscribe-1', 'VH-HKD-MMF', '20000');
    expect(answer).toMatchObject({ result: 0, resultName: 'success', isReplay: false });
    const order = defined(answer.orders[0]);
    expect(order).toMatchObject({
      status: 'pending',
      statusLetter: null,
      dealingDate: kit.dealingDay,
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
    const nav = await createSimulatedMarketData({ clock: kit.t.clock.read }).funds.navOn(
      'VH-HKD-MMF',
      kit.dealingDay,
    );
    const fund = await createSimulatedMarketData({ clock: kit.t.clock.read }).funds.get(
      'VH-HKD-MMF',
    );
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
      change(null, 'pending', null, at(kit.dealingDay, '10:00')),
      change('pending', 'submitted', 'U', at(kit.dealingDay, '16:31')),
      change('submitted', 'processing', 'O', at(kit.dealingDay, '16:31')),
      change('processing', 'deducted', 'D', at(kit.dealingDay, '16:31')),
      change('deducted', 'priced', 'P', at(kit.dealingDay, '16:31')),
      change('priced', 'settled', 'S', at(addCalendarDays(kit.dealingDay, 7), '10:00')),
    ]);
  });
});

describe('cut-off and cancel', () => {
  it('deals an order placed after the cut-off on the next business day', async () => {
    const day = hongKongDate(kit.t.clock.now);
    kit.t.clock.now = at(day, '17:00');
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
      change(null, 'pending', null, kit.t.clock.now),
      change('pending', 'cancelled', 'N', kit.t.clock.now),
    ]);
    const late = await subscribe('scenario-cancel-2', 'VH-HKD-MMF', '15000');
    kit.t.clock.now = new Date(
      new Date(defined(defined(late.orders[0]).cutOffAt)).getTime() + 60_000,
    );
    const refused = await call('fund-order/cancelOrder', {
      accountCode: 'C10001',
      orderId: defined(late.orders[0]).orderId,
    });
    expect(refused.result).toBe(FUND_ORDER_RESULT.cutOffPassed);
  });
});
