import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentSession, storeAdviseeSession } from '../../../../lib/sessions';
import { stubApi } from '../../../../test/api-stub';
import { renderApp } from '../../../../test/render-app';
import { adviseeSession, signInForTest } from '../../../../test/sessions';
import { profileOf } from '../account-fixtures';

const CHALLENGE = {
  challengeId: '8f6a3c2e-1b2d-4c5e-9f00-1234567890ab',
  kind: 'email' as const,
  sentTo: 'n***@example.com',
  expiresAt: '2026-11-26T02:10:00.000Z',
  resendAfterSeconds: 60,
};

function stub(profile = profileOf(), confirmAnswers: unknown[] = []) {
  return stubApi({
    'account-profile/loadProfile': () => ({ profile }),
    'account-profile/searchProfileChanges': () => ({
      changes: [
        {
          field: 'mobile',
          from: '+852 ****1111',
          to: '+852 ****4567',
          changedAt: '2026-10-01T03:04:00.000Z',
        },
      ],
    }),
    'account-profile/requestContactChange': () => ({ result: 'ok', challenge: CHALLENGE }),
    'account-profile/confirmContactChange': () => confirmAnswers.shift(),
  });
}

describe('/accounts/information (issue 25 §1)', { timeout: 30_000 }, () => {
  it("shows the holder's details as kept, and the change history with dates", async () => {
    stub();
    renderApp({ path: '/accounts/information', session: { accountCode: 'C10001' } });
    expect(await screen.findByText('Chan Tai Man', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('陳大文')).toBeTruthy();
    expect(screen.getByText('Hong Kong identity card (ID)')).toBeTruthy();
    expect(screen.getByText('A12****(7)')).toBeTruthy();
    expect(screen.getByText('Wong Siu Ming (A30001)')).toBeTruthy();
    expect(screen.getByText('3 (assessed 2026-01-10)')).toBeTruthy();
    expect(screen.getByText(/Flat 12A, 8 Harbour Road/).textContent).toContain('Hong Kong');
    expect(await screen.findByText('2026-10-01 11:04')).toBeTruthy();
    expect(screen.getByText('+852 ****4567')).toBeTruthy();
  });

  it('says whom to contact, with no change buttons, where the brand keeps the details read-only', async () => {
    stub(profileOf({ isEditable: false, canChange: false }));
    renderApp({ path: '/accounts/information', session: { accountCode: 'C10001' } });
    expect(
      (await screen.findByTestId('read-only-note', {}, { timeout: 10_000 })).textContent,
    ).toContain('please contact your account executive');
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
  });

  it('changes the email with the code sent to it: a wrong code, then the right one', async () => {
    const changed = profileOf({ email: 'new@example.com' });
    const calls = stub(profileOf(), [
      { result: 'code_incorrect', attemptsLeft: 4, profile: null },
      { result: 'ok', attemptsLeft: null, profile: changed },
    ]);
    const { user } = renderApp({
      path: '/accounts/information',
      session: { accountCode: 'C10001' },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change Email' }, { timeout: 10_000 }),
    );
    await user.type(screen.getByLabelText('New email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      calls.find((call) => call.name === 'account-profile/requestContactChange')?.input,
    ).toEqual({
      accountCode: 'C10001',
      kind: 'email',
      value: 'new@example.com',
    });
    expect(await screen.findByText(/We sent a 6-digit code to n\*\*\*@example.com/)).toBeTruthy();
    const code = screen.getByLabelText('One-time code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is not correct. 4 attempts left.',
    );
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('profile-changed')).textContent).toBe(
      'Your email is now new@example.com.',
    );
    const confirms = calls.filter((call) => call.name === 'account-profile/confirmContactChange');
    expect(confirms.map((call) => call.input)).toEqual([
      { accountCode: 'C10001', challengeId: CHALLENGE.challengeId, code: '111111' },
      { accountCode: 'C10001', challengeId: CHALLENGE.challengeId, code: '123456' },
    ]);
    expect(screen.getByText('new@example.com')).toBeTruthy();
  });

  it('says an expired or used code needs a new one, in the reader’s language', async () => {
    stub(profileOf(), [{ result: 'code_expired', attemptsLeft: null, profile: null }]);
    const { user } = renderApp({
      path: '/accounts/information',
      session: { accountCode: 'C10001' },
      language: 'zh-HK',
    });
    await user.click(
      await screen.findByRole('button', { name: '更改 電郵地址' }, { timeout: 10_000 }),
    );
    await user.type(screen.getByLabelText('新電郵地址'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: '發送驗證碼' }));
    await user.type(await screen.findByLabelText('一次性驗證碼'), '123456');
    await user.click(screen.getByRole('button', { name: '確認' }));
    expect((await screen.findByRole('alert')).textContent).toBe('驗證碼已過期，請重新索取。');
  });

  it('shows a malformed email refused by the server as text, not a code', async () => {
    stubApi({
      'account-profile/loadProfile': () => ({ profile: profileOf() }),
      'account-profile/searchProfileChanges': () => ({ changes: [] }),
      'account-profile/requestContactChange': () => ({
        status: 400,
        body: { code: 'invalid_input', fields: { value: 'invalid_email' } },
      }),
    });
    const { user } = renderApp({
      path: '/accounts/information',
      session: { accountCode: 'C10001' },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change Email' }, { timeout: 10_000 }),
    );
    await user.type(screen.getByLabelText('New email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter an email address such as name@example.com.',
    );
    expect(await screen.findByText('No changes yet.')).toBeTruthy();
  });

  it('shows an advisor acting for the client the details with the restricted notice instead of changes', async () => {
    stub(profileOf({ canChange: false }));
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    renderApp({ path: '/accounts/information' });
    const note = await screen.findByTestId('restricted-note', {}, { timeout: 10_000 });
    expect(within(note).getByText("Changes are the client's own")).toBeTruthy();
    expect(screen.getByText('Chan Tai Man')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull());
  });

  it('changes an address at once: its lines, Chinese lines and country', async () => {
    const calls = stubApi({
      'account-profile/loadProfile': () => ({ profile: profileOf() }),
      'account-profile/searchProfileChanges': () => ({ changes: [] }),
      'account-profile/changeAddress': (input) => ({
        profile: profileOf({
          correspondenceAddress: (
            input as { address: ReturnType<typeof profileOf>['correspondenceAddress'] }
          ).address,
        }),
      }),
    });
    const { user } = renderApp({
      path: '/accounts/information',
      session: { accountCode: 'C10001' },
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Change Correspondence address' },
        { timeout: 10_000 },
      ),
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(screen.getByText('Enter 1 to 4 lines of up to 80 characters.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'account-profile/changeAddress')).toBe(false);
    await user.type(
      screen.getByLabelText(/Address \(English\)/),
      '1 Queen Street{Enter}{Enter}Central',
    );
    await user.selectOptions(screen.getByLabelText('Country or region'), 'MO');
    await user.click(save);
    expect((await screen.findByTestId('profile-changed')).textContent).toBe(
      'The address was changed.',
    );
    expect(calls.find((call) => call.name === 'account-profile/changeAddress')?.input).toEqual({
      accountCode: 'C10001',
      kind: 'correspondence',
      address: { lines: ['1 Queen Street', 'Central'], chineseLines: [], countryCode: 'MO' },
    });
    expect(screen.getByText(/1 Queen Street/).textContent).toContain('Macao');
  });
});
