import { Secret, TOTP } from 'otpauth';
import type { Factor } from '../../shared/contracts/account-login';
import type { MessageChannel } from '../messaging/messenger';
import type { Account } from '../repositories/account.repository';
import { hashSecret } from './tokens';

/** Demo book: TOTP codes have 6 digits and a 30-second step. */
const TOTP_PERIOD_SECONDS = 30;

/** The stored hash of a code: salted with its challenge id, so equal codes hash apart. */
export function oneTimePasswordHash(challengeId: string, code: string): string {
  return hashSecret(`${challengeId}:${code}`);
}

/** Spec §4: SMS and email codes are interchangeable; a token (T) challenge stays a token one. */
export function isFactorSwitchAllowed(challenge: Factor, requested: Factor): boolean {
  return challenge === requested || (challenge !== 'T' && requested !== 'T');
}

/** Where a code of a sent factor goes, or null when the account has no such contact. */
export function deliveryOf(
  account: Pick<Account, 'mobile' | 'email'>,
  factor: Exclude<Factor, 'T'>,
): { channel: MessageChannel; to: string } | null {
  const to = factor === 'S' ? account.mobile : account.email;
  return to ? { channel: factor === 'S' ? 'sms' : 'email', to } : null;
}

/**
 * The TOTP time step a code is valid for at `now` (window ±1 step, clock drift), or null. The
 * caller accepts each step once, so a code cannot be replayed within its window.
 */
export function totpStepOf(base32Secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(base32Secret),
    period: TOTP_PERIOD_SECONDS,
    timestamp,
    window: 1,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}
