import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentSession, storeAdviseeSession } from '../../../../lib/sessions';
import { stubApi } from '../../../../test/api-stub';
import { renderApp } from '../../../../test/render-app';
import { adviseeSession, signInForTest } from '../../../../test/sessions';
import { certificationOf } from '../account-fixtures';

type Submit = () => unknown;

function stub(
  submit: Submit = () => ({
    result: 'ok',
    certification: certificationOf({ id: 8, expiresAt: '2029-11-26T02:00:00.000Z' }),
  }),
) {
  return stubApi({
    'tax-status/loadTaxStatus': () => ({
      status: 'valid',
      current: certificationOf(),
      history: [
        certificationOf({
          id: 3,
          state: 'superseded',
          declaredAt: '2022-01-05T02:00:00.000Z',
          expiresAt: '2025-01-05T02:00:00.000Z',
        }),
      ],
      holderName: 'Chan Tai Man',
    }),
    'tax-status/submitCertification': submit,
  });
}

const open = async (
  user: ReturnType<typeof renderApp>['user'],
  name = 'Update self-certification',
) => user.click(await screen.findByRole('button', { name }, { timeout: 10_000 }));

describe('/accounts/taxStatus (issue 25 §3)', { timeout: 30_000 }, () => {
  it('shows the current self-certification with its residences and validity, and the earlier ones', async () => {
    stub();
    renderApp({ path: '/accounts/taxStatus', session: { accountCode: 'C10001' } });
    const current = within(
      await screen.findByTestId('current-certification', {}, { timeout: 10_000 }),
    );
    expect(current.getByText('Valid')).toBeTruthy();
    expect(current.getByText('A123456(7)')).toBeTruthy();
    expect(current.getByText('Singapore')).toBeTruthy();
    expect(current.getByText('Reason A')).toBeTruthy();
    expect(current.getByText('2028-02-01')).toBeTruthy();
    expect(screen.getByText('2022-01-05')).toBeTruthy();
    expect(screen.getByText('Superseded')).toBeTruthy();
  });

  it('shows each broken rule at its field and sends nothing', async () => {
    const calls = stub();
    const { user } = renderApp({ path: '/accounts/taxStatus', session: { accountCode: 'C10001' } });
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expect(screen.getByText('Enter the TIN, or choose why there is none.')).toBeTruthy();
    expect(screen.getByText('Choose yes or no.')).toBeTruthy();
    expect(screen.getByText('Tick the declaration to sign.')).toBeTruthy();
    expect(screen.getByText('Type your full name to sign.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Taxpayer identification number/), '12345');
    expect(screen.getByText('A Hong Kong TIN is the HKID number, e.g. A123456(7).')).toBeTruthy();
    expect(calls.some((call) => call.name === 'tax-status/submitCertification')).toBe(false);
  });

  it('submits residences, the US-person answer, the declaration and the signature', async () => {
    const calls = stub();
    const { user } = renderApp({ path: '/accounts/taxStatus', session: { accountCode: 'C10001' } });
    await open(user);
    await user.type(screen.getByLabelText(/Taxpayer identification number/), 'A123456(7)');
    await user.click(screen.getByRole('button', { name: 'Add a residence' }));
    const second = within(screen.getAllByTestId('residence-row')[1]!);
    await user.selectOptions(second.getByLabelText('Jurisdiction of residence'), 'GB');
    await user.selectOptions(second.getByLabelText('Reason for no TIN'), 'B');
    await user.type(second.getByLabelText('Why you cannot obtain a TIN'), 'Not yet issued');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await user.type(screen.getByLabelText('Signature: type your full name'), 'Chan Tai Man');
    await user.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expect((await screen.findByTestId('certification-submitted')).textContent).toBe(
      'Your self-certification was submitted. It is valid until 2029-11-26.',
    );
    expect(calls.find((call) => call.name === 'tax-status/submitCertification')?.input).toEqual({
      accountCode: 'C10001',
      residences: [
        { jurisdiction: 'HK', tin: 'A123456(7)', noTinReason: null, explanation: null },
        { jurisdiction: 'GB', tin: null, noTinReason: 'B', explanation: 'Not yet issued' },
      ],
      isUsPerson: false,
      usTin: null,
      hasDeclared: true,
      signatureName: 'Chan Tai Man',
    });
  });

  it("shows the server's refusals at their fields in the reader's language", async () => {
    const answers: Submit[] = [
      () => ({
        status: 400,
        body: { code: 'invalid_input', fields: { usTin: 'tax_us_tin_format' } },
      }),
      () => ({ result: 'signature_mismatch', certification: null }),
    ];
    stub(() => answers.shift()!());
    const { user } = renderApp({
      path: '/accounts/taxStatus',
      session: { accountCode: 'C10001' },
      language: 'zh-HK',
    });
    await open(user, '更新自我證明');
    await user.type(screen.getByLabelText(/稅務編號（TIN）/), 'A123456(7)');
    await user.click(screen.getByRole('radio', { name: '是' }));
    await user.type(screen.getByLabelText(/美國稅務編號/), '123-45-6789');
    await user.click(screen.getByRole('checkbox', { name: /本人聲明/ }));
    await user.type(screen.getByLabelText('簽署：請輸入你的全名'), 'Chan Tai Man');
    await user.click(screen.getByRole('button', { name: '簽署並提交' }));
    expect(await screen.findByText('美國稅務編號為 9 位數字，例如 123-45-6789。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '簽署並提交' }));
    expect(await screen.findByText('簽署須與記錄中的姓名相同。')).toBeTruthy();
  });

  it('offers no update while an advisor acts for the client', async () => {
    stub();
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    renderApp({ path: '/accounts/taxStatus' });
    expect(await screen.findByTestId('restricted-note', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update self-certification' })).toBeNull();
  });
});
