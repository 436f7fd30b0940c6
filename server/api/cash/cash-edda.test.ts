import { describe, expect, it } from 'vitest';
import { CASH_RESULT } from '../../../shared/domain/cash-results';
import { toDecimal } from '../../../shared/domain/decimal';
import { plus, useCashTestApp } from '../../test/cash-test-kit';

/** The cash service (issue 13) through HTTP on the demo book: eDDA and FPS with the simulated bank's jobs. */

const { state, callAs, call, admin, runJobs, cash, eddaDeposit, fpsWithdraw } = useCashTestApp();

describe('eDDA and FPS', () => {
  it('lists the FPS currencies (spec §7)', async () => {
    expect(await call('cash/retrieveFpsCurrencyList', {})).toEqual(['HKD', 'CNY']);
  });

  it('deposits by eDDA once approved: the simulated bank credits within seconds', async () => {
    const before = await cash('HKD');
    const placed = await eddaDeposit('5000');
    expect(placed.instruction).toMatchObject({ status: 'P', channel: 'edda' });
    await runJobs();
    expect((await cash('HKD')).available).toBe(before.available);
    state.t.clock.advance(3000);
    await runJobs();
    expect((await cash('HKD')).available).toBe(plus(before.available, '5000'));
    const over = await eddaDeposit('200000.01');
    expect(over.result).toBe(CASH_RESULT.eddaOverLimit);
  });

  it('sets up an authorisation the bank approves or rejects by the holder name', async () => {
    const setup = (holderName: string, hasAcceptedAgreement = true) =>
      call('cash/setupEdda', {
        accountCode: 'C10001',
        holderName,
        bankCode: '024',
        bankName: 'Hang Seng Bank',
        accountNumber: '024-555-666777',
        idType: 'ID',
        idNumber: 'A123456(7)',
        currency: 'HKD',
        debitLimit: '50000',
        hasAcceptedAgreement,
      });
    expect((await setup('Chan Tai Man', false)).result).toBe(CASH_RESULT.eddaAgreementNotAccepted);
    const approved = (await setup('CHAN  Tai Man')).authorisation?.ddaReference;
    const rejected = (await setup('Somebody Else')).authorisation?.ddaReference;
    state.t.clock.advance(3000);
    await runJobs();
    const { authorisations } = await call('cash/searchEddaAuthorisations', {
      accountCode: 'C10001',
    });
    const statusOf = (reference?: string) =>
      authorisations.find((row) => row.ddaReference === reference);
    expect(statusOf(approved)).toMatchObject({
      status: 'A',
      reasonCode: null,
      agreementVersion: 1,
    });
    expect(statusOf(rejected)).toMatchObject({
      status: 'R',
      reasonCode: CASH_RESULT.eddaHolderMismatch,
    });
    const cancelled = await call('cash/cancelEdda', {
      accountCode: 'C10001',
      ddaReference: approved ?? '',
    });
    expect(cancelled.authorisation?.status).toBe('C');
    const refused = await eddaDeposit('1', approved ?? '');
    expect(refused.result).toBe(CASH_RESULT.eddaAuthorisationNotApproved);
  });

  it('withdraws by FPS: W, approved to S, paid by the bank to A; B releases', async () => {
    const before = await cash('HKD');
    const paid = await fpsWithdraw('300');
    expect(paid.instruction?.status).toBe('W');
    const refused = (await fpsWithdraw('400')).instruction?.id ?? 0;
    expect((await cash('HKD')).held).toBe(plus(before.held, '700'));
    expect((await admin(paid.instruction?.id ?? 0, 'accept')).instruction?.status).toBe('S');
    expect((await admin(refused, 'reject')).instruction?.status).toBe('B');
    state.t.clock.advance(3000);
    await runJobs();
    const { instructions } = await call('cash/searchInstructions', {
      accountCode: 'C10001',
      type: 'W',
      limit: 2,
    });
    expect(instructions.map((row) => row.status)).toEqual(['B', 'A']);
    expect(await cash('HKD')).toEqual({
      available: toDecimal(before.available).sub('300').toFixed(),
      held: before.held,
      total: toDecimal(before.total).sub('300').toFixed(),
    });
    const usd = await fpsWithdraw('1', 'USD');
    expect(usd.result).toBe(CASH_RESULT.eddaNotEnabled);
  });

  it('has no eDDA authorisation for C10005', async () => {
    const { authorisations } = await callAs('C10005', 'cash/searchEddaAuthorisations', {
      accountCode: 'C10005',
    });
    expect(authorisations).toEqual([]);
  });
});
