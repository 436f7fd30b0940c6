import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../../shared/domain/business-calendar';
import { CASH_RESULT } from '../../../shared/domain/cash-results';
import { toDecimal } from '../../../shared/domain/decimal';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { post, signIn } from '../../test/auth-client';
import { plus, useCashTestApp } from '../../test/cash-test-kit';

/** The cash service (issue 13) through HTTP on the demo book: Withdrawals held at once and released or paid exactly once, the daily limit, and restricted mode (an advisor reads but never moves cash). */

const { state, key, call, admin, cash, deposit, withdraw, nextDayAt } = useCashTestApp();

describe('withdrawals', () => {
  it('holds at once, so the same cash cannot be withdrawn twice', async () => {
    const before = await cash('USD');
    const placed = await withdraw('40000', 'USD');
    expect(placed.instruction?.status).toBe('P');
    expect(await cash('USD')).toEqual({
      available: toDecimal(before.available).sub('40000').toFixed(),
      held: plus(before.held, '40000'),
      total: before.total,
    });
    expect((await withdraw(before.available, 'USD')).result).toBe(
      CASH_RESULT.withdrawalInsufficientCash,
    );
    const id = placed.instruction?.id ?? 0;
    expect(
      (await call('cash/cancelInstruction', { accountCode: 'C10001', instructionId: id }))
        .instruction?.status,
    ).toBe('C');
    expect(
      (await call('cash/cancelInstruction', { accountCode: 'C10001', instructionId: id })).result,
    ).toBe(CASH_RESULT.instructionNotCancellable);
    expect((await admin(id, 'accept')).result).toBe(CASH_RESULT.instructionNotCancellable);
    expect(await cash('USD')).toEqual(before);
  });

  it('pays out on acceptance and releases on rejection', async () => {
    const before = await cash('HKD');
    const paid = (await withdraw('1000')).instruction?.id ?? 0;
    const released = (await withdraw('2000')).instruction?.id ?? 0;
    expect((await admin(paid, 'process')).instruction?.status).toBe('PR');
    expect(
      (await call('cash/cancelInstruction', { accountCode: 'C10001', instructionId: paid })).result,
    ).toBe(CASH_RESULT.instructionNotCancellable);
    expect((await admin(paid, 'accept')).instruction?.status).toBe('A');
    expect((await admin(released, 'reject')).instruction?.status).toBe('R');
    expect(await cash('HKD')).toEqual({
      available: toDecimal(before.available).sub('1000').toFixed(),
      held: before.held,
      total: toDecimal(before.total).sub('1000').toFixed(),
    });
    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      type: 'W',
    });
    expect(movements[0]).toMatchObject({ amount: '-1000', cashInstructionId: paid });
  });

  it('replays a key whose amount is written otherwise ("100" and "100.00"), holding once', async () => {
    const before = await cash('HKD');
    const profile = await call('cash/loadCashProfile', { accountCode: 'C10001' });
    const designated = profile.bankAccounts.find(
      (row) => row.identifierType === 'accountNumber' && row.currency === 'HKD',
    );
    const idempotencyKey = key();
    const withdrawal = (amount: string) =>
      call('cash/placeWithdrawal', {
        accountCode: 'C10001',
        idempotencyKey,
        method: 'normal',
        currency: 'HKD',
        amount,
        bankAccountId: designated?.id ?? 0,
        tradePassword: DEMO_TRADE_PASSWORD,
      });
    const first = await withdrawal('100');
    const again = await withdrawal('100.00');
    expect(again).toMatchObject({ isReplay: true, instruction: { id: first.instruction?.id } });
    expect((await withdrawal('100.5')).result).toBe(CASH_RESULT.withdrawalDuplicateReference);
    expect((await cash('HKD')).held).toBe(plus(before.held, '100'));
    const id = first.instruction?.id ?? 0;
    await call('cash/cancelInstruction', { accountCode: 'C10001', instructionId: id });
  });

  it('needs the trade password', async () => {
    const refused = await withdraw('1', 'HKD', null);
    expect(refused).toMatchObject({ result: CASH_RESULT.tradePasswordRequired });
  });

  it('applies the withdraw cut-off to the value date (harbour 11:00 is tested by the brand; default 16:30)', async () => {
    const day = nextDayAt('16:31');
    const placed = await withdraw('1');
    expect(placed.instruction?.valueDate).toBe(addBusinessDays(day, 1));
    await call('cash/cancelInstruction', {
      accountCode: 'C10001',
      instructionId: placed.instruction?.id ?? 0,
    });
  });

  it('keeps to the daily limit of the Hong Kong day; cancelled ones do not count', async () => {
    const topUp = (await deposit('1500000')).instruction?.id ?? 0;
    await admin(topUp, 'accept');
    expect((await withdraw('1200000')).result).toBe('0');
    const cancelled = (await withdraw('700000')).instruction?.id ?? 0;
    expect(cancelled).toBeGreaterThan(0);
    expect((await withdraw('200000')).result).toBe(CASH_RESULT.withdrawalDailyLimitExceeded);
    await call('cash/cancelInstruction', { accountCode: 'C10001', instructionId: cancelled });
    expect((await withdraw('200000')).result).toBe('0');
    const profile = await call('cash/loadCashProfile', { accountCode: 'C10001' });
    expect(profile.withdrawnToday.HKD).toBe('1400000');
    // Past midnight in Hong Kong the day's total starts again.
    nextDayAt('09:00');
    expect((await withdraw('700000')).result).toBe('0');
  });
});

describe('restricted mode (spec §6)', () => {
  it('lets a linked advisor read the client’s cash but never move it', async () => {
    const advisor = await signIn(state.t.app, 'A30001');
    const movements = await post(
      state.t.app,
      'cash/searchCashMovements',
      { accountCode: 'C10001' },
      advisor,
    );
    expect(movements.statusCode).toBe(200);
    const before = await cash('HKD');
    const attempts = [
      post(
        state.t.app,
        'cash/placeWithdrawal',
        {
          accountCode: 'C10001',
          idempotencyKey: key(),
          method: 'normal',
          currency: 'HKD',
          amount: '100',
          bankAccountId: 1,
        },
        advisor,
      ),
      post(
        state.t.app,
        'cash/quoteFx',
        { accountCode: 'C10001', sellCurrency: 'HKD', buyCurrency: 'USD', sellAmount: '100' },
        advisor,
      ),
      post(
        state.t.app,
        'cash/placeDeposit',
        {
          accountCode: 'C10001',
          idempotencyKey: key(),
          method: 'bankTransfer',
          currency: 'HKD',
          amount: '100',
          bankName: 'Advisor Bank',
        },
        advisor,
      ),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect([reply.statusCode, reply.json()]).toEqual([403, { code: 'forbidden' }]);
    }
    expect(await cash('HKD')).toEqual(before);
  });
});
