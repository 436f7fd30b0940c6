import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { cashFormStubs, cashProfileFixture, instructionFixture } from '../test-cash';

const authorisation = {
  ddaReference: 'DDA000000C10001',
  bankCode: '004',
  bankName: 'HSBC',
  accountNumber: '123-456789-001',
  holderName: 'Chan Tai Man',
  idType: 'ID' as const,
  idNumber: 'A123****',
  currency: 'HKD',
  debitLimit: '200000',
  status: 'A',
  reasonCode: null,
  agreementVersion: 1,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

describe('eDDA deposit (issue 31 §14)', () => {
  it('names the limit broken, asks no trade password, and shows the bank’s answer by itself', async () => {
    let status = 'P';
    const calls = stubApi({
      ...cashFormStubs(cashProfileFixture({ eddaAuthorisations: [authorisation] })),
      'cash/searchEddaAuthorisations': () => ({ authorisations: [authorisation] }),
      'cash/searchInstructions': () => {
        const answer = {
          total: 1,
          instructions: [instructionFixture(status, { id: 40, type: 'D', channel: 'edda' })],
        };
        // The bank answers after the page has read the deposit once.
        status = 'A';
        return answer;
      },
      'cash/placeEddaDeposit': () => ({
        result: '0',
        resultName: 'success',
        isReplay: false,
        instruction: instructionFixture('P', { id: 40, type: 'D', channel: 'edda' }),
      }),
    });
    const { user } = renderApp({ path: '/cashes/requests/ddi', session: {} });
    const amount = await screen.findByRole('textbox', { name: 'Amount (HKD)' }, { timeout: 5000 });
    await user.type(amount, '200000.01');
    expect(
      screen.getByText("At most HKD 200,000.00, the authorisation's limit per debit."),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.queryByLabelText('Trade password')).toBeNull();
    expect(
      await screen.findByText('Request placed. Request number 40, status: Pending.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.name === 'cash/placeEddaDeposit')?.input).not.toHaveProperty(
      'tradePassword',
    );
    const recent = screen.getByRole('table', { name: 'Your latest eDDA deposits' });
    expect(await within(recent).findByText('Accepted', {}, { timeout: 8000 })).toBeTruthy();
  }, 30_000);
});
