import type { Factor, OneTimePasswordErrorCode } from '../../shared/contracts/account-login';
import { ONE_TIME_PASSWORD_RESEND_MS } from '../auth/auth-policy';
import { findAccountById } from '../repositories/account.repository';
import { findChallenge } from '../repositories/login-challenge.repository';
import { sendOneTimePassword, type ChallengeDeps } from './challenge.command';
import { challengeProblem } from './factor-login.command';

/** A resend's outcome (spec §4, §9): sent or too soon with the wait, or an error code. */
export type ResendOutcome =
  | { result: 'sent' | 'too_soon'; retryAfterSeconds: number }
  | { result: 'X'; errorCode: OneTimePasswordErrorCode };

/**
 * resendOneTimePassword (spec §7): a new code for the challenge, by SMS or email (the page may
 * switch between them), not sooner than 60 seconds after the last. A token (T) challenge has no
 * code to send (ERR004). The new code replaces the old one and restarts the 10 minutes.
 */
export async function resendOneTimePassword(
  deps: ChallengeDeps,
  request: { sessionId: string; factor: Exclude<Factor, 'H'>; now: Date },
): Promise<ResendOutcome> {
  const { now, factor } = request;
  const challenge = await findChallenge(deps.db, request.sessionId);
  const account = challenge && (await findAccountById(deps.db, challenge.accountId));
  if (!challenge || !account) return { result: 'X', errorCode: 'ERR999' };
  // A code that expired may be resent (that is how a user gets past ERR003), within the
  // challenge's own lifetime.
  const problem = challengeProblem(challenge, account, factor, now);
  if (problem) return { result: 'X', errorCode: problem };
  if (factor === 'T') return { result: 'X', errorCode: 'ERR004' };
  const waitMs =
    (challenge.codeSentAt?.getTime() ?? 0) + ONE_TIME_PASSWORD_RESEND_MS - now.getTime();
  if (waitMs > 0) return { result: 'too_soon', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  const challengeId = challenge.id;
  const isSent = await sendOneTimePassword(deps, { challengeId, account, factor, now });
  if (!isSent) return { result: 'X', errorCode: 'ERR004' };
  return { result: 'sent', retryAfterSeconds: ONE_TIME_PASSWORD_RESEND_MS / 1000 };
}
