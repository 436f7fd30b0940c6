import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput, CallOutput } from '../../../../shared/contracts/index';
import {
  addCalendarDays,
  hongKongDate,
  nextBusinessDay,
} from '../../../../shared/domain/business-calendar';
import { toDecimal } from '../../../../shared/domain/decimal';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import { runDueJobs } from '../../../jobs/job-runner';
import { createSimulatedMarketData } from '../../../areas/simulated-market-data';
import { DEMO_TRADE_PASSWORD } from '../../../seed/demo-sign-in';
import {
  cookiesOf,
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../../test/auth-client';
import { notificationsMade } from '../../../test/notification-test-kit';
import { fundDealingSteps } from './deal-fund-order.command';
import { fundDealingHandlers } from './fund-dealing.job';
import { moveFundOrder } from './fund-order-lifecycle';
import { lockFundOrder } from './fund-order.repository';

/**
 * The fund order's notifications (issue 14 §1) through the real calls and the dealing jobs with a
 * moved clock: one `fundOrder` per move the client cares about (accepted, priced, settled, and the
 * endings), none for the internal steps; an advisor's order tells the client once at placement;
 * a retried step or a replayed key makes nothing more; a rolled-back move makes nothing. The tests
 * share one app but nothing else: each starts at 10:00 on a dealing day with every earlier order
 * dealt and settled, and places the orders it reads itself.
 */

let t: AuthTestApp;
let day: string;

const deal = () =>
  runDueJobs(
    t.db,
    fundDealingHandlers({
      funds: createSimulatedMarketData({ clock: t.clock.read }).funds,
      brand: t.config.brand,
    }),
    t.clock.now,
  );

async function subscribe(
  key: string,
  amount: string,
  session?: BrowserSession,
): Promise<CallOutput<'fund-order/placeSubscription'>> {
  const input: CallInput<'fund-order/placeSubscription'> = {
    accountCode: 'C10001',
    idempotencyKey: key,
    fundId: 'VH-HKD-MMF',
    amount,
    tradePassword: DEMO_TRADE_PASSWORD,
  };
  const reply = await post(
    t.app,
    'fund-order/placeSubscription',
    input,
    session ?? (await signIn(t.app, 'C10001')),
  );
  expect(reply.statusCode).toBe(200);
  const answer = reply.json<CallOutput<'fund-order/placeSubscription'>>();
  expect(answer.result).toBe(0);
  return answer;
}

const orderIdOf = (answer: CallOutput<'fund-order/placeSubscription'>) =>
  answer.orders[0]?.orderId as number;

beforeAll(async () => {
  t = await createAuthTestApp();
  day = nextBusinessDay(hongKongDate(t.clock.now));
});

beforeEach(() => {
  t.clock.now = cutOffInstant(day, '10:00');
});

afterEach(async () => {
  // Whatever the test left pending deals and settles now: the next test's job counts are its own.
  t.clock.now = cutOffInstant(addCalendarDays(day, 28), '10:00');
  await deal();
});

afterAll(async () => {
  await t.close();
});

/** Moves the clock past the dealing day's cut-off and deals: answers how many jobs ran. */
async function dealAfterCutOff(): Promise<number> {
  t.clock.now = cutOffInstant(day, '16:31');
  return deal();
}

describe('fund order notifications', () => {
  it('tells nothing at the client’s own placement, nor at a replay of its key', async () => {
    const answer = await subscribe('notify-fund-1', '20000');
    const orderId = orderIdOf(answer);
    expect((await subscribe('notify-fund-1', '20000')).isReplay).toBe(true);
    expect(await notificationsMade(t.db, 'C10001', `fund-order:${orderId}:`)).toEqual([]);
  });

  it('tells the acceptance and the price once each, not the cut-off or the deduction', async () => {
    const orderId = orderIdOf(await subscribe('notify-fund-priced', '20000'));
    expect(await dealAfterCutOff()).toBe(4);
    const made = await notificationsMade(t.db, 'C10001', `fund-order:${orderId}:`);
    expect(made.map((row) => [row.type, row.sourceKey, row.status])).toEqual([
      ['fundOrder', `fund-order:${orderId}:processing`, 'unread'],
      ['fundOrder', `fund-order:${orderId}:priced`, 'unread'],
    ]);
    expect(made[1]?.fields).toMatchObject({
      code: 'VH-HKD-MMF',
      amount: expect.stringMatching(/^20000(\.0+)?$/) as string,
      quantity: expect.stringMatching(/^\d+(\.\d+)?$/) as string,
      currencyCode: 'HKD',
      side: 'buy',
      orderStatus: 'priced',
    });
    expect(made[1]?.startTime).toEqual(t.clock.now);
  });

  it('tells the settlement once, even when the settle step runs again', async () => {
    const orderId = orderIdOf(await subscribe('notify-fund-settled', '20000'));
    expect(await dealAfterCutOff()).toBe(4);
    t.clock.now = cutOffInstant(addCalendarDays(day, 7), '10:00');
    expect(await deal()).toBe(1);
    // The same step queued and run again finds the order settled and does nothing.
    await fundDealingSteps.queue(t.db, orderId, 'settle', t.clock.now);
    expect(await deal()).toBe(1);
    const made = await notificationsMade(t.db, 'C10001', `fund-order:${orderId}:`);
    expect(made.map((row) => row.sourceKey)).toEqual([
      `fund-order:${orderId}:processing`,
      `fund-order:${orderId}:priced`,
      `fund-order:${orderId}:settled`,
    ]);
    expect(made[2]?.fields.orderStatus).toBe('settled');
  });

  it('tells a cancel once', async () => {
    t.clock.now = cutOffInstant(nextBusinessDay(hongKongDate(t.clock.now)), '10:00');
    const session = await signIn(t.app, 'C10001');
    const id = orderIdOf(await subscribe('notify-fund-cancel', '15000', session));
    const cancel = () =>
      post(t.app, 'fund-order/cancelOrder', { accountCode: 'C10001', orderId: id }, session);
    expect((await cancel()).json()).toMatchObject({ result: 0 });
    expect((await cancel()).json<{ result: number }>().result).not.toBe(0);
    const made = await notificationsMade(t.db, 'C10001', `fund-order:${id}:`);
    expect(made.map((row) => [row.type, row.fields.orderStatus])).toEqual([
      ['fundOrder', 'cancelled'],
    ]);
  });

  it('tells a priced redemption with its units and proceeds', async () => {
    const day2 = nextBusinessDay(hongKongDate(t.clock.now));
    t.clock.now = cutOffInstant(day2, '10:00');
    const reply = await post(
      t.app,
      'fund-order/placeRedemption',
      {
        accountCode: 'C10001',
        idempotencyKey: 'notify-fund-redeem',
        fundId: 'VH-HKD-MMF',
        units: '100',
        hasAcknowledgedRisk: false,
        tradePassword: DEMO_TRADE_PASSWORD,
      },
      await signIn(t.app, 'C10001'),
    );
    const answer = reply.json<CallOutput<'fund-order/placeRedemption'>>();
    expect(answer.result).toBe(0);
    const id = answer.orders[0]?.orderId as number;
    t.clock.now = cutOffInstant(day2, '16:31');
    await deal();
    const priced = (await notificationsMade(t.db, 'C10001', `fund-order:${id}:`)).find(
      (row) => row.fields.orderStatus === 'priced',
    );
    const { order } = (
      await post(
        t.app,
        'fund-order/loadOrderTimeline',
        { accountCode: 'C10001', orderId: id },
        await signIn(t.app, 'C10001'),
      )
    ).json<CallOutput<'fund-order/loadOrderTimeline'>>();
    expect(priced?.fields).toMatchObject({ code: 'VH-HKD-MMF', side: 'sell' });
    expect(priced?.fields.quantity).toMatch(/^100(\.0+)?$/);
    expect(toDecimal(priced?.fields.amount ?? '0').eq(order?.proceeds ?? '-1')).toBe(true);
  });

  it('makes nothing when the move’s transaction rolls back', async () => {
    const id = orderIdOf(await subscribe('notify-fund-rollback', '12000'));
    await expect(
      t.db.transaction().execute(async (trx) => {
        const row = await lockFundOrder(trx, id);
        if (!row) throw new Error('no order');
        await moveFundOrder(trx, row, 'cancelled', t.clock.now);
        throw new Error('forced after the move');
      }),
    ).rejects.toThrow('forced after the move');
    expect(await notificationsMade(t.db, 'C10001', `fund-order:${id}:`)).toEqual([]);
  });

  it('tells the client once of an order their advisor placed, naming the advisor', async () => {
    const advisor = await signIn(t.app, 'A30001');
    const direct = orderIdOf(await subscribe('notify-fund-advisor-1', '11000', advisor));
    expect((await subscribe('notify-fund-advisor-1', '11000', advisor)).isReplay).toBe(true);
    // In an advisee session (the advisor's session for the client) too.
    const reply = await post(
      t.app,
      'account/openAdviseeSession',
      { accountCode: 'C10001' },
      advisor,
    );
    const advisee = {
      sessionId: reply.json<{ sessionId: string }>().sessionId,
      cookies: cookiesOf(reply),
    };
    const viaAdvisee = orderIdOf(await subscribe('notify-fund-advisor-2', '13000', advisee));
    for (const [id, amount] of [
      [direct, '11000'],
      [viaAdvisee, '13000'],
    ] as const) {
      const made = await notificationsMade(t.db, 'C10001', `fund-order:${id}:`);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        type: 'advisorOrder',
        sourceKey: `fund-order:${id}:advisor`,
        fields: { advisorCode: 'A30001', code: 'VH-HKD-MMF', side: 'buy', orderStatus: 'pending' },
      });
      expect(made[0]?.fields.amount).toMatch(new RegExp(`^${amount}(\\.0+)?$`));
    }
  });

  it('takes no order from an administrator for a client, so tells no advisor order', async () => {
    const staff = await signIn(t.app, 'S90001');
    const before = await notificationsMade(t.db, 'C10001');
    const reply = await post(
      t.app,
      'fund-order/placeSubscription',
      {
        accountCode: 'C10001',
        idempotencyKey: 'notify-fund-admin',
        fundId: 'VH-HKD-MMF',
        amount: '14000',
        tradePassword: DEMO_TRADE_PASSWORD,
      },
      staff,
    );
    expect(reply.statusCode).toBe(403);
    expect(await notificationsMade(t.db, 'C10001')).toEqual(before);
  });
});
