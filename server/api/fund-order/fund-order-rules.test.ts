import { describe, expect, it } from 'vitest';
import { hongKongDate, nextBusinessDay } from '../../../shared/domain/business-calendar';
import { FUND_ORDER_RESULT } from '../../../shared/domain/fund-order-result';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../../backoffice/core/books/ledger.repository';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { post } from '../../test/auth-client';
import { useFundDealingApp } from '../../test/fund-dealing-kit';

/**
 * The rules a fund order meets through the real calls (issue 4 §3): the trade password,
 * suitability and the risk acknowledgement, an expired assessment, frozen units of a redemption,
 * the books balanced after a mix of orders, and a redemption's stored timeline to settlement.
 * The dealing itself is in fund-dealing.test.ts.
 */

const kit = useFundDealingApp();
const { at, defined, deal, call, subscribe, timeline, change, placeSubscription, sessionOf } = kit;

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
    kit.t.clock.advance(14 * 86_400_000);
    expect(await deal()).toBeGreaterThan(0);
    expect(await findDriftingLedgerAccounts(kit.t.db)).toEqual([]);
    expect(await findUnbalancedJournals(kit.t.db)).toEqual([]);
  });
});

describe('the stored timeline of a redemption', () => {
  it('walks pending, submitted, processing, deducted, priced and settled with the proceeds', async () => {
    const day = nextBusinessDay(hongKongDate(kit.t.clock.now));
    kit.t.clock.now = at(day, '09:30');
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
    kit.t.clock.now = new Date(cutOff.getTime() - 60_000);
    await deal();
    expect((await timeline(placedOrder.orderId)).changes).toEqual([
      change(null, 'pending', null, at(day, '09:30')),
    ]);
    const dealt = new Date(cutOff.getTime() + 60_000);
    kit.t.clock.now = dealt;
    await deal();
    const priced = await timeline(placedOrder.orderId);
    expect(priced.order).toMatchObject({ status: 'priced', statusLetter: 'P', units: '100' });
    expect(Number(defined(priced.order).proceeds)).toBeGreaterThan(0);
    kit.t.clock.now = settlement;
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
      kit.t.app,
      'fund-order/loadOrderTimeline',
      { accountCode: 'C10001', orderId },
      await sessionOf('C10005'),
    );
    expect(foreign.statusCode).toBe(403);
  });
});
