import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { cashFormStubs, instructionFixture } from '../test-cash';
import { previewWithdrawal } from './withdraw-page';

describe('previewWithdrawal', () => {
  const base = { available: '5000', limit: '2000000', withdrawnToday: '0', hasAccount: true };
  it('gives the server’s codes: no account, over the cash, over the day’s limit', () => {
    expect(previewWithdrawal({ ...base, amount: '100' })).toMatchObject({
      result: '0',
      remaining: '4900',
    });
    expect(previewWithdrawal({ ...base, amount: '100', hasAccount: false }).result).toBe('ERR703');
    expect(previewWithdrawal({ ...base, amount: '5000.01' }).result).toBe('ERR704');
    expect(previewWithdrawal({ ...base, amount: '1500', withdrawnToday: '1999000' })).toMatchObject(
      { result: 'ERR705', leftToday: '1000' },
    );
  });
});

describe('withdraw (spec §2.10)', () => {
  it('previews, refuses with the code’s text, asks for the trade password, then places', async () => {
    const answers = [
      {
        result: 'ERR709',
        resultName: 'tradePasswordRequired',
        tradePassword: 'incorrect',
        isReplay: false,
        instruction: null,
      },
      { result: '0', resultName: 'success', isReplay: false, instruction: instructionFixture('P') },
    ];
    const calls = stubApi({
      ...cashFormStubs(),
      'cash/placeWithdrawal': () => answers.shift(),
    });
    const { user } = renderApp({ path: '/cashes/withdraw', session: {} });
    const amount = await screen.findByRole('textbox', { name: 'Amount (HKD)' });
    await user.type(amount, '6000');
    expect(screen.getByText('At most your available HKD 5,000.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1500');
    // 2,000,000 a day, 1,999,000 used: 1,000 left.
    expect(
      screen.getByText("At most HKD 1,000.00, what is left of today's withdrawal limit."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review' })).toHaveProperty('disabled', true);
    await user.clear(amount);
    await user.type(amount, '500');
    expect(screen.getByText('HKD 4,500.00')).toBeTruthy();
    expect(screen.getByText('HKD 1,000.00')).toBeTruthy();
    expect(screen.getByText(/16:30 Hong Kong time/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your request' })).toBeTruthy();
    await user.type(screen.getByLabelText('Trade password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The request was not placed: the trade password is incorrect.'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Trade password'));
    await user.type(screen.getByLabelText('Trade password'), 'Trade#2026');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const outcome = await screen.findByRole('status');
    expect(within(outcome).getByText('Request placed. Request number 31, status: Pending.'));
    const placements = calls
      .filter((call) => call.name === 'cash/placeWithdrawal')
      .map((call) => call.input as Record<string, unknown>);
    expect(placements[1]).toMatchObject({
      accountCode: 'C10001',
      currency: 'HKD',
      amount: '500',
      bankAccountId: 7,
      method: 'normal',
      tradePassword: 'Trade#2026',
    });
    expect(placements[1]).not.toHaveProperty('hasAcknowledgedRisk');
    expect(placements[0]?.idempotencyKey).toBe(placements[1]?.idempotencyKey);
  }, 30_000);

  it("names the designated account's bank in the reader's language (issue 31 §16)", async () => {
    stubApi(cashFormStubs());
    renderApp({ path: '/cashes/withdraw', session: {}, language: 'zh-CN' });
    expect(
      await screen.findAllByText(
        /004-123-456789-001 · 香港上海汇丰银行 \(Chan Tai Man\)/,
        {},
        {
          timeout: 5000,
        },
      ),
    ).not.toHaveLength(0);
    expect(screen.queryByText(/HSBC/)).toBeNull();
  });

  it('says why when there is no designated account for the currency', async () => {
    stubApi(cashFormStubs());
    const { user } = renderApp({ path: '/cashes/withdraw', session: {} });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'USD');
    expect(
      await screen.findAllByText('You have no designated bank account for this currency.'),
    ).not.toHaveLength(0);
  });
});
