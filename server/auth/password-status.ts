import type { PasswordInfo } from '../../shared/contracts/account-login';
import type { Account } from '../repositories/account.repository';
import { DAY_MS, PASSWORD_EXPIRY_DAYS, PASSWORD_REMINDER_DAYS } from './auth-policy';

const hongKongDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Hong Kong calendar day of an instant, as a day count since 1970-01-01. */
export function hongKongDayNumber(instant: Date): number {
  const [year = 0, month = 1, day = 1] = hongKongDate.format(instant).split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * Spec §3 password information. passwordDuration counts Hong Kong calendar days from today to
 * the expiry day (90 days after the last change): 0 expires today, negative already expired.
 * A password is forced to change when flagged or expired (alert 2); within 14 days of expiry
 * the alert is a reminder (1). Roles other than user never confirm the agreement (spec §6).
 */
export function passwordInfoOf(account: Account, now: Date): PasswordInfo {
  const expiresAt = new Date(account.passwordChangedAt.getTime() + PASSWORD_EXPIRY_DAYS * DAY_MS);
  const passwordDuration = hongKongDayNumber(expiresAt) - hongKongDayNumber(now);
  const isForceChangePassword = account.mustChangePassword || passwordDuration < 0;
  const alertChangePasswordOption = isForceChangePassword
    ? 2
    : passwordDuration <= PASSWORD_REMINDER_DAYS
      ? 1
      : 0;
  return {
    isForceChangePassword,
    passwordDuration,
    alertChangePasswordOption,
    lastChangePasswordDate: account.passwordChangedAt.toISOString(),
    agreementConfirmed: account.role !== 'user' || account.agreementConfirmed,
    lastLoginTime: account.lastLoginAt?.toISOString() ?? null,
    lastLoginStatus: account.lastLoginStatus,
  };
}

/** Spec §8 result 1: a first login, when the agreement awaits or the password must change. */
export function isFirstLogin(info: PasswordInfo): boolean {
  return !info.agreementConfirmed || info.isForceChangePassword;
}
