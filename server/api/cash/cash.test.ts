import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../shared/contracts/index';
import {
  addBusinessDays,
  hongKongDate,
  nextBusinessDay,
} from '../../../shared/domain/business-calendar';
import { PROOF_MAX_BYTES } from '../../../shared/domain/cash-proof';
import { CASH_RESULT } from '../../../shared/domain/cash-results';
import { toDecimal } from '../../../shared/domain/decimal';
import { cutOffInstant } from '../../../shared/domain/fund-dealing';
import { cashJobHandlers } from '../../backoffice/embedded/cash/cash-steps';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../../backoffice/embedded/books/ledger.repository';
import { runDueJobs } from '../../jobs/job-runner';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../../test/auth-client';

/**
 * The cash service (issue 13) through HTTP on the demo book, with a moved clock: movements,
 * deposits with proofs (refusals by content and size), the deposit cut-off, withdrawals held at
 * once and released or paid exactly once, the daily limit, eDDA and FPS with the simulated bank's
 * jobs, FX quotes executed before expiry and at most once.
 */

let t: AuthTestApp;
let keyCount = 0;
const key = () => `cash-test-${(keyCount += 1)}`;

async function callAs<N extends CallName>(
  accountCode: string,
  name: N,
  input: CallInput<N>,
): Promise<CallOutput<N>> {
  const reply = await post(t.app, name, input, await signIn(t.app, accountCode));
  expect([name, reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([
    name,
    200,
    '',
  ]);
  return reply.json<CallOutput<N>>();
}

const call = <N extends CallName>(name: N, input: CallInput<N>) => callAs('C10001', name, input);
const admin = (instructionId: number, decision: 'process' | 'accept' | 'reject') =>
  callAs('S90001', 'cash/decideInstruction', { instructionId, decision });
const runJobs = () => runDueJobs(t.db, cashJobHandlers(), t.clock.now);

async function cash(currency: string) {
  const { balances } = await call('balance/searchCashBalances', { accountCode: 'C10001' });
  const row = balances.find((balance) => balance.currency === currency);
  return {
    available: row?.available ?? '0',
    held: row?.holdFundAmount ?? '0',
    total: row?.total ?? '0',
  };
}

const plus = (a: string, b: string) => toDecimal(a).add(b).toFixed();

const png = () => {
  const bytes = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes.toString('base64');
};

const deposit = (amount: string, extra: Partial<CallInput<'cash/placeDeposit'>> = {}) =>
  call('cash/placeDeposit', {
    accountCode: 'C10001',
    idempotencyKey: key(),
    method: 'bankTransfer',
    currency: 'HKD',
    amount,
    bankName: 'HSBC',
    proof: { fileName: 'slip.png', contentBase64: png() },
    ...extra,
  });

async function designatedId(currency: string) {
  const profile = await call('cash/loadCashProfile', { accountCode: 'C10001' });
  const account = profile.bankAccounts.find(
    (row) => row.identifierType === 'accountNumber' && row.currency === currency,
  );
  if (!account) throw new Error(`no designated ${currency} account`);
  return account.id;
}

const withdraw = async (
  amount: string,
  currency = 'HKD',
  tradePassword: string | null = DEMO_TRADE_PASSWORD,
) =>
  call('cash/placeWithdrawal', {
    accountCode: 'C10001',
    idempotencyKey: key(),
    method: 'normal',
    currency,
    amount,
    bankAccountId: await designatedId(currency),
    ...(tradePassword === null ? {} : { tradePassword }),
  });

/** Moves the clock to a time of the next business day (Hong Kong). */
function nextDayAt(time: string): string {
  const day = nextBusinessDay(hongKongDate(t.clock.now));
  t.clock.now = cutOffInstant(day, time);
  return day;
}

beforeAll(async () => {
  t = await createAuthTestApp();
  nextDayAt('10:00');
});

beforeEach(() => {
  // Each test starts on a fresh business morning: daily limits and quotes do not leak.
  nextDayAt('10:00');
});

afterAll(async () => {
  expect(await findUnbalancedJournals(t.db)).toEqual([]);
  expect(await findDriftingLedgerAccounts(t.db)).toEqual([]);
  await t.close();
});

describe('movements', () => {
  it('lists the opening deposits as D movements with running balances per currency', async () => {
    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      type: 'D',
    });
    const opening = movements.filter((row) => row.reason === 'deposit').slice(-2);
    expect(opening.map((row) => [row.currency, row.amount, row.balance]).sort()).toEqual([
      ['HKD', '850000', '850000'],
      ['USD', '42000', '42000'],
    ]);
  });

  it('filters by Hong Kong date range', async () => {
    const today = hongKongDate(t.clock.now);
    const none = await call('cash/searchCashMovements', { accountCode: 'C10001', from: today });
    expect(none.total).toBe(0);
    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      type: 'D',
    });
    const opening = hongKongDate(new Date(movements.at(-1)?.postedAt ?? 0));
    const day = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      from: opening,
      to: opening,
    });
    expect(day.movements.every((row) => hongKongDate(new Date(row.postedAt)) === opening)).toBe(
      true,
    );
    expect(day.movements.filter((row) => row.type === 'D').length).toBeGreaterThanOrEqual(2);
  });

  it('filters by currency and pages', async () => {
    const page = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      currency: 'USD',
      limit: 1,
    });
    expect(page.movements).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.movements.every((row) => row.currency === 'USD')).toBe(true);
  });
});

describe('deposits', () => {
  it('accepts through P -> PR -> A and credits cash once', async () => {
    const before = await cash('HKD');
    const placed = await deposit('1000.50');
    expect(placed.result).toBe('0');
    const id = placed.instruction?.id ?? 0;
    expect(placed.instruction).toMatchObject({ status: 'P', hasProof: true, canCancel: true });
    expect((await cash('HKD')).available).toBe(before.available);
    expect((await admin(id, 'accept')).instruction?.status).toBe('A');
    expect((await cash('HKD')).available).toBe(plus(before.available, '1000.5'));
    expect((await admin(id, 'accept')).result).toBe(CASH_RESULT.instructionNotCancellable);
    const { instructions } = await call('cash/searchInstructions', { accountCode: 'C10001' });
    const stored = instructions.find((row) => row.id === id);
    expect(stored?.changes.map((change) => change.to)).toEqual(['P', 'PR', 'A']);
    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      limit: 1,
    });
    expect(movements[0]).toMatchObject({ type: 'D', amount: '1000.5', cashInstructionId: id });
    const proof = await call('cash/loadDepositProof', { accountCode: 'C10001', instructionId: id });
    expect(proof.proof).toMatchObject({ fileName: 'slip.png', contentType: 'image/png' });
  });

  it('rejects and cancels without touching cash; only an admin decides', async () => {
    const before = await cash('HKD');
    const rejected = (await deposit('200')).instruction?.id ?? 0;
    expect((await admin(rejected, 'reject')).instruction?.status).toBe('R');
    const cancelled = (await deposit('300')).instruction?.id ?? 0;
    const cancel = () =>
      call('cash/cancelInstruction', { accountCode: 'C10001', instructionId: cancelled });
    expect((await cancel()).instruction?.status).toBe('C');
    expect((await cancel()).result).toBe(CASH_RESULT.instructionNotCancellable);
    expect(await cash('HKD')).toEqual(before);
    const reply = await post(
      t.app,
      'cash/decideInstruction',
      { instructionId: cancelled, decision: 'accept' },
      await signIn(t.app, 'C10001'),
    );
    expect(reply.statusCode).toBe(403);
  });

  it('answers a replayed key with the first request and refuses other content under it', async () => {
    const idempotencyKey = key();
    const first = await deposit('10', { idempotencyKey });
    const again = await deposit('10', { idempotencyKey });
    expect(again).toMatchObject({ isReplay: true, instruction: { id: first.instruction?.id } });
    expect((await deposit('11', { idempotencyKey })).result).toBe(
      CASH_RESULT.depositDuplicateReference,
    );
  });

  it('refuses proofs by content and size, and a missing proof', async () => {
    const exe = Buffer.from('MZ\u0090\u0000\u0003\u0000binary').toString('base64');
    const refusal = async (proof: { fileName: string; contentBase64: string } | undefined) =>
      (await deposit('100', proof ? { proof } : { proof: undefined })).result;
    expect(await refusal({ fileName: 'slip.pdf', contentBase64: exe })).toBe(
      CASH_RESULT.depositProofInvalidType,
    );
    // A PNG's bytes named .pdf: the name must agree with the content.
    expect(await refusal({ fileName: 'slip.pdf', contentBase64: png() })).toBe(
      CASH_RESULT.depositProofInvalidType,
    );
    const text = Buffer.from('paid HKD 100 on 1 Dec\n').toString('base64');
    expect(await refusal({ fileName: 'slip.png', contentBase64: text })).toBe(
      CASH_RESULT.depositProofInvalidType,
    );
    expect(await refusal({ fileName: 'slip.txt', contentBase64: text })).toBe('0');
    const pdf = Buffer.alloc(PROOF_MAX_BYTES + 1, 0x20);
    pdf.write('%PDF-1.7');
    expect(await refusal({ fileName: 'slip.pdf', contentBase64: pdf.toString('base64') })).toBe(
      CASH_RESULT.depositProofTooLarge,
    );
    expect(await refusal(undefined)).toBe(CASH_RESULT.depositProofMissing);
    expect((await deposit('100', { currency: 'JPY' })).result).toBe(
      CASH_RESULT.depositInvalidCurrency,
    );
    expect((await deposit('100.001')).result).toBe(CASH_RESULT.depositInvalidAmount);
  });

  it('values a deposit today before the cut-off and the next business day after it', async () => {
    const day = nextDayAt('16:29');
    expect((await deposit('1')).instruction?.valueDate).toBe(day);
    t.clock.now = cutOffInstant(day, '16:30');
    expect((await deposit('1')).instruction?.valueDate).toBe(addBusinessDays(day, 1));
  });
});

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

describe('eDDA and FPS', () => {
  it('lists the FPS currencies (spec §7)', async () => {
    expect(await call('cash/retrieveFpsCurrencyList', {})).toEqual(['HKD', 'CNY']);
  });

  it('deposits by eDDA once approved: the simulated bank credits within seconds', async () => {
    const before = await cash('HKD');
    const placed = await call('cash/placeEddaDeposit', {
      accountCode: 'C10001',
      idempotencyKey: key(),
      ddaReference: 'DDA000000C10001',
      amount: '5000',
      tradePassword: DEMO_TRADE_PASSWORD,
    });
    expect(placed.instruction).toMatchObject({ status: 'P', channel: 'edda' });
    await runJobs();
    expect((await cash('HKD')).available).toBe(before.available);
    t.clock.advance(3000);
    await runJobs();
    expect((await cash('HKD')).available).toBe(plus(before.available, '5000'));
    const over = await call('cash/placeEddaDeposit', {
      accountCode: 'C10001',
      idempotencyKey: key(),
      ddaReference: 'DDA000000C10001',
      amount: '200000.01',
      tradePassword: DEMO_TRADE_PASSWORD,
    });
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
    t.clock.advance(3000);
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
    const refused = await call('cash/placeEddaDeposit', {
      accountCode: 'C10001',
      idempotencyKey: key(),
      ddaReference: approved ?? '',
      amount: '1',
      tradePassword: DEMO_TRADE_PASSWORD,
    });
    expect(refused.result).toBe(CASH_RESULT.eddaAuthorisationNotApproved);
  });

  it('withdraws by FPS: W, approved to S, paid by the bank to A; B releases', async () => {
    const profile = await call('cash/loadCashProfile', { accountCode: 'C10001' });
    const fps = profile.bankAccounts.find((row) => row.identifierType === 'fpsId');
    const place = (amount: string) =>
      call('cash/placeFpsWithdrawal', {
        accountCode: 'C10001',
        idempotencyKey: key(),
        currency: 'HKD',
        amount,
        bankAccountId: fps?.id ?? 0,
        tradePassword: DEMO_TRADE_PASSWORD,
      });
    const before = await cash('HKD');
    const paid = await place('300');
    expect(paid.instruction?.status).toBe('W');
    const refused = (await place('400')).instruction?.id ?? 0;
    expect((await cash('HKD')).held).toBe(plus(before.held, '700'));
    expect((await admin(paid.instruction?.id ?? 0, 'accept')).instruction?.status).toBe('S');
    expect((await admin(refused, 'reject')).instruction?.status).toBe('B');
    t.clock.advance(3000);
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
    const usd = await call('cash/placeFpsWithdrawal', {
      accountCode: 'C10001',
      idempotencyKey: key(),
      currency: 'USD',
      amount: '1',
      bankAccountId: fps?.id ?? 0,
      tradePassword: DEMO_TRADE_PASSWORD,
    });
    expect(usd.result).toBe(CASH_RESULT.eddaNotEnabled);
  });

  it('has no eDDA authorisation for C10005', async () => {
    const { authorisations } = await callAs('C10005', 'cash/searchEddaAuthorisations', {
      accountCode: 'C10005',
    });
    expect(authorisations).toEqual([]);
  });
});

describe('FX', () => {
  const quote = (sellAmount: string, sellCurrency = 'HKD', buyCurrency = 'USD') =>
    call('cash/quoteFx', { accountCode: 'C10001', sellCurrency, buyCurrency, sellAmount });
  const execute = (
    q: { quoteId: string; sellAmount: string; buyAmount: string },
    tradePassword: string | null = DEMO_TRADE_PASSWORD,
  ) =>
    call('cash/executeFx', {
      accountCode: 'C10001',
      quoteId: q.quoteId,
      sellAmount: q.sellAmount,
      buyAmount: q.buyAmount,
      ...(tradePassword === null ? {} : { tradePassword }),
    });

  it('converts HKD to USD by the quoted amounts in one journal, at most once', async () => {
    const [hkd, usd] = [await cash('HKD'), await cash('USD')];
    const { quote: q, result } = await quote('7800');
    expect(result).toBe('0');
    if (!q) throw new Error('no quote');
    expect(q.validSeconds).toBe(30);
    expect(toDecimal(q.buyAmount).lt('1000')).toBe(true);
    expect(toDecimal(q.buyAmount).gt('990')).toBe(true);
    t.clock.advance(29_000);
    expect((await execute(q)).result).toBe('0');
    expect((await cash('HKD')).available).toBe(toDecimal(hkd.available).sub('7800').toFixed());
    expect((await cash('USD')).available).toBe(plus(usd.available, q.buyAmount));
    expect((await execute(q)).result).toBe(CASH_RESULT.fxQuoteAlreadyExecuted);
    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      limit: 2,
    });
    expect(movements.map((row) => [row.type, row.currency, row.amount]).sort()).toEqual([
      ['I', 'USD', q.buyAmount],
      ['O', 'HKD', '-7800'],
    ]);
    expect(movements[0]?.journalId).toBe(movements[1]?.journalId);
  });

  it('refuses an expired quote, changed amounts, missing cash and bad pairs', async () => {
    const { quote: q } = await quote('100');
    if (!q) throw new Error('no quote');
    expect((await execute({ ...q, buyAmount: '1' })).result).toBe(CASH_RESULT.fxQuoteChanged);
    expect((await execute(q, null)).result).toBe(CASH_RESULT.fxTradePasswordRequired);
    t.clock.advance(30_000);
    expect((await execute(q)).result).toBe(CASH_RESULT.fxQuoteExpired);
    expect((await quote('100', 'HKD', 'HKD')).result).toBe(CASH_RESULT.fxSameCurrency);
    expect((await quote('100', 'HKD', 'JPY')).result).toBe(CASH_RESULT.fxInvalidCurrency);
    expect((await quote('999999999', 'USD', 'HKD')).result).toBe(CASH_RESULT.fxAmountTooLarge);

    const usd = await cash('USD');
    expect((await quote(plus(usd.available, '1'), 'USD', 'HKD')).result).toBe(
      CASH_RESULT.fxInsufficientCash,
    );
  });
});

describe('restricted mode (spec §6)', () => {
  it('lets a linked advisor read the client’s cash but never move it', async () => {
    const advisor = await signIn(t.app, 'A30001');
    const movements = await post(
      t.app,
      'cash/searchCashMovements',
      { accountCode: 'C10001' },
      advisor,
    );
    expect(movements.statusCode).toBe(200);
    const before = await cash('HKD');
    const attempts = [
      post(
        t.app,
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
        t.app,
        'cash/quoteFx',
        { accountCode: 'C10001', sellCurrency: 'HKD', buyCurrency: 'USD', sellAmount: '100' },
        advisor,
      ),
      post(
        t.app,
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
