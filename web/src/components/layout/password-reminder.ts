import type { PasswordInfo } from '@shared/contracts/account-login';

/** Which of the four spec §8 password texts applies, if any. */
export type PasswordReminder =
  | { kind: 'expired' }
  | { kind: 'days_left'; days: number }
  | { kind: 'today' }
  | { kind: 'days_ago'; days: number };

/**
 * Spec §4 password reminder: a forced change shows the "already expired" error; reminder mode
 * (alert option 1) shows days left, expiring today, or days since expiry; option 0 shows nothing.
 */
export function passwordReminder(
  info: Pick<
    PasswordInfo,
    'isForceChangePassword' | 'alertChangePasswordOption' | 'passwordDuration'
  >,
): PasswordReminder | null {
  if (info.isForceChangePassword || info.alertChangePasswordOption === 2)
    return { kind: 'expired' };
  if (info.alertChangePasswordOption !== 1) return null;
  if (info.passwordDuration > 0) return { kind: 'days_left', days: info.passwordDuration };
  if (info.passwordDuration === 0) return { kind: 'today' };
  return { kind: 'days_ago', days: -info.passwordDuration };
}
