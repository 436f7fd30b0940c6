import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { cashFormStubs, instructionFixture } from '../test-cash';

describe('deposit request (spec §2.10)', () => {
  it('needs a proof for a bank transfer, checks its type and size, previews and places', async () => {
    const calls = stubApi({
      ...cashFormStubs(),
      'cash/placeDeposit': () => ({
        result: '0',
        resultName: 'success',
        isReplay: false,
        instruction: instructionFixture('P', { type: 'D', id: 32 }),
      }),
    });
    const { user } = renderApp({ path: '/cashes/request', session: {} });
    await user.type(await screen.findByRole('textbox', { name: 'Amount (HKD)' }), '1000.123');
    expect(screen.getByText('2 decimals at most for HKD.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Amount (HKD)' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (HKD)' }), '0');
    expect(screen.getByText('Enter an amount above HKD 0.00.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Amount (HKD)' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (HKD)' }), '1000');
    await user.type(screen.getByRole('textbox', { name: 'Bank' }), 'HSBC');
    expect(screen.getByText('Required for this method · PNG, PDF; up to 0 KB')).toBeTruthy();
    const review = screen.getByRole('button', { name: 'Review' });
    expect(review).toHaveProperty('disabled', true);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    // The picker offers only the accepted types; a file dropped in anyway is still refused.
    const exe = new File(['x'], 'receipt.exe', { type: 'application/x-msdownload' });
    fireEvent.change(input!, { target: { files: { 0: exe, length: 1, item: () => exe } } });
    expect(
      await screen.findByText(
        'The proof must be one of the accepted file types, and its content must match its name.',
      ),
    ).toBeTruthy();
    await user.upload(input!, new File(['x'.repeat(20)], 'receipt.png', { type: 'image/png' }));
    expect(await screen.findByText('The proof is larger than the limit.')).toBeTruthy();
    await user.upload(input!, new File(['%PDF-1'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('receipt.pdf', { selector: '[translate="no"]' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    // A deposit notice moves no money out: no trade password is asked (issue 31 §14).
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.queryByLabelText('Trade password')).toBeNull();
    expect(
      await screen.findByText('Request placed. Request number 32, status: Pending.'),
    ).toBeTruthy();
    const placed = calls.find((call) => call.name === 'cash/placeDeposit')?.input;
    expect(placed).toMatchObject({
      method: 'bankTransfer',
      currency: 'HKD',
      amount: '1000',
      bankName: 'HSBC',
      proof: { fileName: 'receipt.pdf', contentBase64: btoa('%PDF-1') },
    });
    expect(placed).not.toHaveProperty('tradePassword');
  }, 30_000);

  it('says so when the amount is beyond what the books hold (coded invalid_input)', async () => {
    stubApi({
      ...cashFormStubs(),
      'cash/placeDeposit': () => ({
        status: 400,
        body: { code: 'invalid_input', fields: { amount: 'number_out_of_range' } },
      }),
    });
    const { user } = renderApp({ path: '/cashes/request', session: {} });
    const amount = await screen.findByRole('textbox', { name: 'Amount (HKD)' });
    await user.type(amount, '12345678901234567890');
    await user.type(screen.getByRole('textbox', { name: 'Bank' }), 'HSBC');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File(['%PDF-1'], 'receipt.pdf', { type: 'application/pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'A number entered is too large, or has too many decimal places. Please check and try again.',
      ),
    ).toBeTruthy();
  }, 30_000);
});
