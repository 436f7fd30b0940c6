import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallOutput } from '@shared/contracts/index';
import { setCurrentSession, storeAdviseeSession } from '../../../../lib/sessions';
import { stubApi } from '../../../../test/api-stub';
import { renderApp } from '../../../../test/render-app';
import { adviseeSession, signInForTest } from '../../../../test/sessions';

type Account = CallOutput<'bank-account/loadBankAccounts'>['accounts'][number];

const HKD: Account = {
  id: 1,
  currency: 'HKD',
  identifierType: 'accountNumber',
  identifier: '123456789',
  bankCode: '004',
  bankName: 'The Hongkong and Shanghai Banking Corporation',
  holderName: 'Chan Tai Man',
  status: 'approved',
  hasProof: true,
  createdAt: '2024-01-02T02:00:00.000Z',
  decidedAt: '2024-01-03T02:00:00.000Z',
  canRemove: true,
};
const USD: Account = {
  ...HKD,
  id: 2,
  currency: 'USD',
  bankCode: '024',
  bankName: 'Hang Seng Bank',
  status: 'pending',
  decidedAt: null,
};

function stub(addAnswers: unknown[] = []) {
  return stubApi({
    'bank-account/loadBankAccounts': () => ({
      accounts: [USD, HKD],
      holderName: 'Chan Tai Man',
      currencies: ['HKD', 'USD', 'CNY'],
      proof: { maxBytes: 1_048_576, extensions: ['pdf', 'png', 'jpg'] },
    }),
    'bank-account/addBankAccount': () => addAnswers.shift(),
    'bank-account/removeBankAccount': () => ({ result: 'ok', account: null }),
  });
}

const row = (id: number) =>
  within(screen.getAllByRole('row').find((element) => element.dataset.bankAccount === String(id))!);

describe('/accounts/bank (issue 25 §4)', { timeout: 30_000 }, () => {
  it('lists the designated accounts per currency with their status', async () => {
    stub();
    renderApp({ path: '/accounts/bank', session: { accountCode: 'C10001' } });
    await screen.findByText(
      '004 The Hongkong and Shanghai Banking Corporation',
      {},
      { timeout: 10_000 },
    );
    expect(row(1).getByText('HKD')).toBeTruthy();
    expect(row(1).getByText('Approved')).toBeTruthy();
    expect(row(1).getByText('123456789')).toBeTruthy();
    expect(row(2).getByText('Pending approval')).toBeTruthy();
  });

  it('adds an account with its proof: a refusal as text, then pending approval', async () => {
    const added = { ...HKD, id: 3, currency: 'CNY', status: 'pending' as const, decidedAt: null };
    const calls = stub([
      { result: 'holder_mismatch', account: null },
      { result: 'ok', account: added },
    ]);
    const { user } = renderApp({ path: '/accounts/bank', session: { accountCode: 'C10001' } });
    await user.click(
      await screen.findByRole('button', { name: 'Add a bank account' }, { timeout: 10_000 }),
    );
    const form = within(screen.getByTestId('bank-account-form'));
    const submit = form.getByRole('button', { name: 'Submit for approval' });
    expect(submit).toHaveProperty('disabled', true);
    await user.selectOptions(form.getByLabelText('Currency'), 'CNY');
    await user.selectOptions(form.getByLabelText('Bank'), '024');
    await user.type(form.getByLabelText(/Account number \(without/), '987 654 321');
    const holder = form.getByLabelText(/Holder name/);
    await user.clear(holder);
    await user.type(holder, 'Chan Siu Ming');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1'], 'statement.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The holder name must be the account holder's name.",
    );
    await user.clear(holder);
    await user.type(holder, 'Chan Tai Man');
    await user.click(submit);
    expect((await screen.findByTestId('bank-done')).textContent).toBe(
      'The account was added and is pending approval.',
    );
    const adds = calls.filter((call) => call.name === 'bank-account/addBankAccount');
    expect(adds[1]?.input).toEqual({
      accountCode: 'C10001',
      currency: 'CNY',
      identifierType: 'accountNumber',
      identifier: '987 654 321',
      bankCode: '024',
      holderName: 'Chan Tai Man',
      proof: { fileName: 'statement.pdf', contentBase64: btoa('%PDF-1') },
    });
  });

  it('refuses a proof over the size limit before sending it', async () => {
    stub();
    const { user } = renderApp({ path: '/accounts/bank', session: { accountCode: 'C10001' } });
    await user.click(
      await screen.findByRole('button', { name: 'Add a bank account' }, { timeout: 10_000 }),
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File(['x'.repeat(1_048_577)], 'statement.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('The proof is larger than the size limit.')).toBeTruthy();
  });

  it('removes an account only after asking', async () => {
    const calls = stub();
    const { user } = renderApp({ path: '/accounts/bank', session: { accountCode: 'C10001' } });
    await user.click(
      await screen.findByRole('button', { name: 'Remove 004 123456789' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this bank account?' }));
    expect(calls.some((call) => call.name === 'bank-account/removeBankAccount')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByTestId('bank-done')).textContent).toBe('The account was removed.');
    expect(calls.find((call) => call.name === 'bank-account/removeBankAccount')?.input).toEqual({
      accountCode: 'C10001',
      bankAccountId: 1,
      isConfirmed: true,
    });
  });

  it('lists the accounts without add or remove while an advisor acts for the client', async () => {
    stub();
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    renderApp({ path: '/accounts/bank' });
    expect(await screen.findByTestId('restricted-note', {}, { timeout: 10_000 })).toBeTruthy();
    await screen.findByText('004 The Hongkong and Shanghai Banking Corporation');
    expect(screen.queryByRole('button', { name: 'Add a bank account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
