import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../shared/contracts/index';
import { CASH_RESULT } from '../../../shared/domain/cash-results';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { cookiesOf, post, signIn } from '../../test/auth-client';
import { png, useCashTestApp } from '../../test/cash-test-kit';

/**
 * Designated bank accounts through HTTP on the demo book (issue 25): the book's accounts stay
 * approved; a new one is pending until the admin approves it, and only then takes a withdrawal
 * (a pending or rejected one is refused, as is an FPS id); removal waits for the withdrawals to
 * it; bad inputs are coded and store nothing; only the holder adds or removes (spec §6).
 */

const { state, key, call, callAs } = useCashTestApp();

let serial = 0;
/** An account number no other test uses. */
const nextNumber = () => `${String(100 + (serial += 1))}-456789-${String(100 + serial)}`;

type Add = CallInput<'bank-account/addBankAccount'>;

const newAccount = (extra: Partial<Add> = {}): Add => ({
  accountCode: 'C10001',
  currency: 'HKD',
  identifierType: 'accountNumber',
  identifier: nextNumber(),
  bankCode: '024',
  holderName: 'CHAN TAI MAN',
  proof: { fileName: 'statement.png', contentBase64: png() },
  ...extra,
});

const add = (extra: Partial<Add> = {}) => call('bank-account/addBankAccount', newAccount(extra));
const list = async () =>
  (await call('bank-account/loadBankAccounts', { accountCode: 'C10001' })).accounts;
const decide = (bankAccountId: number, decision: 'approve' | 'reject') =>
  callAs('S90001', 'bank-account/decideBankAccount', { bankAccountId, decision });
const payable = async () =>
  (await call('cash/loadCashProfile', { accountCode: 'C10001' })).bankAccounts.map((row) => row.id);
const withdrawTo = (bankAccountId: number, currency = 'HKD') =>
  call('cash/placeWithdrawal', {
    accountCode: 'C10001',
    idempotencyKey: key(),
    method: 'normal',
    currency,
    amount: '100',
    bankAccountId,
    tradePassword: DEMO_TRADE_PASSWORD,
  });

describe('designated bank accounts', () => {
  it('keeps the demo book’s accounts approved and payable', async () => {
    const seeded = (await list()).filter((row) => row.bankCode === '004');
    expect(seeded.map((row) => [row.identifierType, row.currency, row.status])).toEqual(
      expect.arrayContaining([
        ['accountNumber', 'HKD', 'approved'],
        ['accountNumber', 'USD', 'approved'],
        ['fpsId', null, 'approved'],
      ]),
    );
    expect(await payable()).toEqual(expect.arrayContaining(seeded.map((row) => row.id)));
  });

  it('pays to a new account only once the admin approved it', async () => {
    const added = await add();
    expect(added).toMatchObject({
      result: 'ok',
      account: { status: 'pending', hasProof: true, bankName: 'Hang Seng Bank', canRemove: true },
    });
    const id = added.account?.id ?? 0;
    expect(added.account?.identifier).toMatch(/^\d+$/);
    expect(await payable()).not.toContain(id);
    expect((await withdrawTo(id)).result).toBe(CASH_RESULT.withdrawalNoDesignatedAccount);
    expect((await decide(id, 'approve')).account).toMatchObject({ status: 'approved' });
    expect((await decide(id, 'approve')).result).toBe('not_pending');
    expect(await payable()).toContain(id);
    const placed = await withdrawTo(id);
    expect(placed).toMatchObject({ result: '0', instruction: { bankAccountId: id, status: 'P' } });
    expect((await list()).find((row) => row.id === id)?.canRemove).toBe(false);
    expect(
      (
        await call('bank-account/removeBankAccount', {
          accountCode: 'C10001',
          bankAccountId: id,
          isConfirmed: true,
        })
      ).result,
    ).toBe('withdrawal_pending');
    await call('cash/cancelInstruction', {
      accountCode: 'C10001',
      instructionId: placed.instruction?.id ?? 0,
    });
    const removed = await call('bank-account/removeBankAccount', {
      accountCode: 'C10001',
      bankAccountId: id,
      isConfirmed: true,
    });
    expect(removed.result).toBe('ok');
    expect((await list()).map((row) => row.id)).not.toContain(id);
    expect((await withdrawTo(id)).result).toBe(CASH_RESULT.withdrawalNoDesignatedAccount);
  });

  it('shows the admin what waits for review, with its proof', async () => {
    const id = (await add()).account?.id ?? 0;
    const pending = await callAs('S90001', 'bank-account/searchPendingBankAccounts', {});
    expect(pending.accounts.find((row) => row.id === id)).toMatchObject({
      accountCode: 'C10001',
      status: 'pending',
    });
    const proof = await callAs('S90001', 'bank-account/loadBankAccountProof', {
      bankAccountId: id,
    });
    expect(proof.proof).toEqual({
      fileName: 'statement.png',
      contentType: 'image/png',
      contentBase64: png(),
    });
    await decide(id, 'approve');
    const after = await callAs('S90001', 'bank-account/searchPendingBankAccounts', {});
    expect(after.accounts.map((row) => row.id)).not.toContain(id);
    const client = await signIn(state.t.app, 'C10001');
    for (const [name, input] of [
      ['bank-account/searchPendingBankAccounts', {}],
      ['bank-account/loadBankAccountProof', { bankAccountId: id }],
    ] as const) {
      expect((await post(state.t.app, name, input, client)).statusCode).toBe(403);
    }
  });

  it('refuses withdrawals to a rejected account and to a pending FPS id', async () => {
    const rejected = (await add({ currency: 'USD' })).account?.id ?? 0;
    expect((await decide(rejected, 'reject')).account?.status).toBe('rejected');
    expect((await withdrawTo(rejected, 'USD')).result).toBe(
      CASH_RESULT.withdrawalNoDesignatedAccount,
    );
    const fps = await add({ identifierType: 'fpsId', identifier: '9876543', currency: null });
    expect(fps.account).toMatchObject({ status: 'pending', currency: null });
    const answer = await call('cash/placeFpsWithdrawal', {
      accountCode: 'C10001',
      idempotencyKey: key(),
      currency: 'HKD',
      amount: '100',
      bankAccountId: fps.account?.id ?? 0,
      tradePassword: DEMO_TRADE_PASSWORD,
    });
    expect(answer.result).toBe(CASH_RESULT.withdrawalNoDesignatedAccount);
  });

  it('answers every bad input with a code and stores nothing', async () => {
    const before = await list();
    const taken = nextNumber();
    expect((await add({ identifier: taken })).result).toBe('ok');
    const refusals: [Partial<Add>, string][] = [
      [{ holderName: 'Someone Else' }, 'holder_mismatch'],
      [{ currency: 'EUR' }, 'currency_not_offered'],
      [{ identifier: taken }, 'duplicate'],
      [{ proof: { fileName: 'statement.pdf', contentBase64: png() } }, 'proof_invalid'],
      [
        {
          proof: { fileName: 'a.txt', contentBase64: Buffer.from([0, 1, 2, 3]).toString('base64') },
        },
        'proof_invalid',
      ],
      [
        { proof: { fileName: 'big.png', contentBase64: Buffer.alloc(600_000).toString('base64') } },
        'proof_too_large',
      ],
    ];
    for (const [extra, result] of refusals) {
      expect(await add(extra)).toEqual({ result, account: null });
    }
    const session = await signIn(state.t.app, 'C10001');
    const invalid: [Partial<Add>, Record<string, string>][] = [
      [{ identifier: '12' }, { identifier: 'bank_identifier_format' }],
      [
        { identifierType: 'fpsId', identifier: '12345678901' },
        { identifier: 'bank_identifier_format' },
      ],
      [{ bankCode: '999' as '004' }, { bankCode: 'invalid_value' }],
      [{ currency: null }, { currency: 'bank_currency_required' }],
    ];
    for (const [extra, fields] of invalid) {
      const reply = await post(
        state.t.app,
        'bank-account/addBankAccount',
        newAccount(extra),
        session,
      );
      expect([reply.statusCode, reply.json()]).toEqual([400, { code: 'invalid_input', fields }]);
    }
    const unconfirmed = await post(
      state.t.app,
      'bank-account/removeBankAccount',
      { accountCode: 'C10001', bankAccountId: before[0]?.id ?? 0, isConfirmed: false },
      session,
    );
    expect(unconfirmed.statusCode).toBe(400);
    expect((await list()).length).toBe(before.length + 1);
  });

  it('lets a linked advisor read but only the holder add or remove, and only an admin decide', async () => {
    const advisor = await signIn(state.t.app, 'A30001');
    const read = await post(
      state.t.app,
      'bank-account/loadBankAccounts',
      { accountCode: 'C10001' },
      advisor,
    );
    expect(read.statusCode).toBe(200);
    const opened = await post(
      state.t.app,
      'account/openAdviseeSession',
      { accountCode: 'C10001' },
      advisor,
    );
    const acting = {
      sessionId: opened.json<{ sessionId: string }>().sessionId,
      cookies: cookiesOf(opened),
    };
    const before = await list();
    const pending = (await add()).account?.id ?? 0;
    for (const session of [advisor, acting]) {
      const attempts = [
        post(state.t.app, 'bank-account/addBankAccount', newAccount(), session),
        post(
          state.t.app,
          'bank-account/removeBankAccount',
          { accountCode: 'C10001', bankAccountId: pending, isConfirmed: true },
          session,
        ),
        post(
          state.t.app,
          'bank-account/decideBankAccount',
          { bankAccountId: pending, decision: 'approve' },
          session,
        ),
      ];
      for (const reply of await Promise.all(attempts)) {
        expect([reply.statusCode, reply.json()]).toEqual([403, { code: 'forbidden' }]);
      }
    }
    const other = await signIn(state.t.app, 'C10005');
    const foreign = await post(
      state.t.app,
      'bank-account/loadBankAccounts',
      { accountCode: 'C10001' },
      other,
    );
    expect(foreign.statusCode).toBe(403);
    const theirs = await post(
      state.t.app,
      'bank-account/removeBankAccount',
      { accountCode: 'C10005', bankAccountId: pending, isConfirmed: true },
      other,
    );
    expect(theirs.json()).toEqual({ result: 'not_found', account: null });
    const after = await list();
    expect(after.length).toBe(before.length + 1);
    expect(after.find((row) => row.id === pending)?.status).toBe('pending');
  });
});
