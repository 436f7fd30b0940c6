import { describe, expect, it } from 'vitest';
import { CASH_RESULT } from '../../../../shared/domain/cash-results';
import { toDecimal } from '../../../../shared/domain/decimal';
import { DEMO_TRADE_PASSWORD } from '../../../seed/demo-sign-in';
import { useCashTestApp } from '../../../test/cash-test-kit';
import { notificationsMade } from '../../../test/notification-test-kit';
import { moveCash } from './cash-lifecycle';
import { lockInstruction } from './cash.repository';

/**
 * The cash notifications (issue 14 §1) through the real calls and the simulated bank's jobs with a
 * moved clock: one `cashRequest` per request outcome (accepted, rejected by the back office or the
 * bank), none for the client's own cancel or the steps between; one `cashMovement` per executed
 * FX; a repeated decision, a job run again or a rolled-back move makes nothing more.
 */

const { state, call, admin, runJobs, deposit, eddaDeposit, withdraw, fpsWithdraw } =
  useCashTestApp();

const plain = (value: string | undefined) => toDecimal(value ?? '0').toFixed();
const made = (id: number) => notificationsMade(state.t.db, 'C10001', `cash-instruction:${id}:`);

describe('cash notifications', () => {
  it('tells an accepted deposit once, with its reference, amount, currency and status', async () => {
    const id = (await deposit('2500')).instruction?.id ?? 0;
    expect(await made(id)).toEqual([]);
    expect((await admin(id, 'accept')).instruction?.status).toBe('A');
    expect((await admin(id, 'accept')).result).not.toBe('0');
    const told = await made(id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'cashRequest',
      sourceKey: `cash-instruction:${id}:A`,
      status: 'unread',
      fields: {
        referenceCode: String(id),
        currencyCode: 'HKD',
        orderStatus: 'A',
        cashDirection: 'deposit',
      },
    });
    expect(plain(told[0]?.fields.amount)).toBe('2500');
    expect(told[0]?.startTime).toEqual(state.t.clock.now);
    // One event, one kind: the accepted deposit is not told again as a cash movement.
    const all = await notificationsMade(state.t.db, 'C10001');
    expect(all.filter((row) => row.startTime.getTime() === state.t.clock.now.getTime())).toEqual(
      told,
    );
  });

  it('tells a rejected withdrawal, and nothing for a cancelled one', async () => {
    const rejected = (await withdraw('700')).instruction?.id ?? 0;
    await admin(rejected, 'process');
    expect(await made(rejected)).toEqual([]);
    expect((await admin(rejected, 'reject')).instruction?.status).toBe('R');
    expect((await made(rejected)).map((row) => row.fields)).toMatchObject([
      { orderStatus: 'R', cashDirection: 'withdrawal' },
    ]);
    const cancelled = (await withdraw('800')).instruction?.id ?? 0;
    const answer = await call('cash/cancelInstruction', {
      accountCode: 'C10001',
      instructionId: cancelled,
    });
    expect(answer.instruction?.status).toBe('C');
    expect(await made(cancelled)).toEqual([]);
  });

  it('tells an eDDA deposit when the bank completes it, once however often the job runs', async () => {
    const placed = await eddaDeposit('5000');
    const id = placed.instruction?.id ?? 0;
    const unread = async () =>
      (
        await call('notification/countNotifications', {
          accountCode: 'C10001',
          status: 'unread',
          sinceLastQuery: false,
          source: 'gateway',
        })
      ).count;
    const before = await unread();
    await runJobs();
    expect(await made(id)).toEqual([]);
    state.t.clock.advance(3000);
    await runJobs();
    await runJobs();
    const told = await made(id);
    expect(told.map((row) => [row.type, row.fields.orderStatus])).toEqual([['cashRequest', 'A']]);
    expect(plain(told[0]?.fields.amount)).toBe('5000');
    // What the client reads: one more unread, the newest in their list.
    expect(await unread()).toBe(before + 1);
    const { notifications } = await call('notification/queryNotifications', {
      accountCodes: ['C10001'],
      statuses: ['unread'],
      pageIndex: 0,
      pageSize: 1,
      source: 'gateway',
    });
    expect(notifications[0]).toMatchObject({
      type: 'cashRequest',
      status: 'unread',
      accountCode: 'C10001',
      referenceCode: String(id),
      currencyCode: 'HKD',
      orderStatus: 'A',
      startTime: state.t.clock.now.toISOString(),
    });
  });

  it('tells an FPS withdrawal paid by the bank, and one the back office refused', async () => {
    const place = async (amount: string) => (await fpsWithdraw(amount)).instruction?.id ?? 0;
    const paid = await place('300');
    const refused = await place('400');
    await admin(paid, 'accept');
    await admin(refused, 'reject');
    // Sent to the bank is a step, not an outcome.
    expect(await made(paid)).toEqual([]);
    state.t.clock.advance(3000);
    await runJobs();
    expect((await made(paid)).map((row) => row.fields.orderStatus)).toEqual(['A']);
    expect((await made(refused)).map((row) => row.fields.orderStatus)).toEqual(['B']);
  });

  it('tells an executed FX once, as the money bought', async () => {
    const quoted = await call('cash/quoteFx', {
      accountCode: 'C10001',
      sellCurrency: 'HKD',
      buyCurrency: 'USD',
      sellAmount: '7800',
    });
    const q = quoted.quote;
    if (!q) throw new Error('no quote');
    const execute = () =>
      call('cash/executeFx', {
        accountCode: 'C10001',
        quoteId: q.quoteId,
        sellAmount: q.sellAmount,
        buyAmount: q.buyAmount,
        tradePassword: DEMO_TRADE_PASSWORD,
      });
    expect((await execute()).result).toBe('0');
    expect((await execute()).result).toBe(CASH_RESULT.fxQuoteAlreadyExecuted);
    const told = await notificationsMade(state.t.db, 'C10001', 'fx-quote:');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'cashMovement', fields: { currencyCode: 'USD' } });
    expect(plain(told[0]?.fields.amount)).toBe(plain(q.buyAmount));
  });

  it('makes nothing when the outcome’s transaction rolls back', async () => {
    const id = (await deposit('900')).instruction?.id ?? 0;
    await admin(id, 'process');
    await expect(
      state.t.db.transaction().execute(async (trx) => {
        const row = await lockInstruction(trx, id);
        if (!row) throw new Error('no instruction');
        await moveCash(trx, row, 'R', state.t.clock.now);
        throw new Error('forced after the move');
      }),
    ).rejects.toThrow('forced after the move');
    expect(await made(id)).toEqual([]);
  });
});
