import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { passwordReminder } from './password-reminder';

describe('password reminder (spec §4, §8)', () => {
  it('picks the text from the force flag, the alert option and the days left', () => {
    const info = {
      isForceChangePassword: false,
      alertChangePasswordOption: 1,
      passwordDuration: 3,
    } as const;
    expect(passwordReminder(info)).toEqual({ kind: 'days_left', days: 3 });
    expect(passwordReminder({ ...info, passwordDuration: 0 })).toEqual({ kind: 'today' });
    expect(passwordReminder({ ...info, passwordDuration: -2 })).toEqual({
      kind: 'days_ago',
      days: 2,
    });
    expect(passwordReminder({ ...info, alertChangePasswordOption: 2 })).toEqual({
      kind: 'expired',
    });
    expect(passwordReminder({ ...info, isForceChangePassword: true })).toEqual({ kind: 'expired' });
    expect(passwordReminder({ ...info, alertChangePasswordOption: 0 })).toBeNull();
  });

  it.each([
    [
      1,
      3,
      "Your Account Password will expire in 3 days, please Change Password before it's expired.",
    ],
    [
      1,
      1,
      "Your Account Password will expire in 1 day, please Change Password before it's expired.",
    ],
    [1, 0, 'Your Account Password expires today, please Change Password immediately.'],
    [1, -4, 'Your Account Password expired 4 days ago, please Change Password immediately.'],
    [
      2,
      -1,
      'Your Account Password is already expired, please Change Password as soon as possible.',
    ],
  ] as const)(
    'option %i with %i days shows its text and links to Change Password',
    async (option, days, text) => {
      renderApp({
        path: '/stocks/dashboard',
        session: { alertChangePasswordOption: option, passwordDuration: days },
      });
      const banner = await screen.findByRole('alert');
      expect(banner.textContent).toBe(`${text} Change Password`);
      expect(screen.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe(
        '/accounts/changePassword',
      );
    },
  );

  it('never shows on the login page', async () => {
    renderApp({
      path: '/users/login',
      session: { alertChangePasswordOption: 1, passwordDuration: 3 },
    });
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByText(/Your Account Password/)).toBeNull();
  });

  it('speaks the page language', async () => {
    renderApp({
      path: '/stocks/dashboard',
      language: 'zh-HK',
      session: { alertChangePasswordOption: 1, passwordDuration: 3 },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('你的帳戶密碼將於 3 日後過期');
  });
});
