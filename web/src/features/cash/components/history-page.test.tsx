import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { cashFormStubs, instructionFixture } from '../test-cash';

describe('the request history (spec §2.10)', () => {
  it('lists requests with their status words and cancels a pending one after asking', async () => {
    let status = 'P';
    const calls = stubApi({
      ...cashFormStubs(),
      'cash/searchInstructions': () => ({
        total: 2,
        instructions: [
          instructionFixture(status),
          instructionFixture('A', { id: 30, type: 'D', channel: 'edda', ddaReference: 'DDA1' }),
        ],
      }),
      'cash/cancelInstruction': () => {
        status = 'C';
        return {
          result: '0',
          resultName: 'success',
          isReplay: false,
          instruction: instructionFixture('C'),
        };
      },
    });
    const { user } = renderApp({ path: '/cashes/history', session: {} });
    const row = (await screen.findByText('Withdrawal #31')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeTruthy();
    const accepted = screen.getByText('Deposit #30').closest('tr') as HTMLElement;
    expect(within(accepted).getByText('Accepted')).toBeTruthy();
    expect(within(accepted).getByText('eDDA direct debit')).toBeTruthy();
    expect(within(accepted).queryByRole('button', { name: /Cancel/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Cancel request 31' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/HKD 500\.00 will be cancelled/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Request 31 cancelled.')).toBeTruthy();
    await vi.waitFor(() => expect(within(row).getByText('Cancelled')).toBeTruthy());
    expect(calls.find((call) => call.name === 'cash/cancelInstruction')?.input).toEqual({
      accountCode: 'C10001',
      instructionId: 31,
    });
  }, 30_000);
});
