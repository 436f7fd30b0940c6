import { randomUUID } from 'node:crypto';
import type { Factor } from '../../shared/contracts/account-login';
import type { CommandDeps } from './command-deps';
import { ONE_TIME_PASSWORD_DIGITS, ONE_TIME_PASSWORD_TTL_MS } from '../auth/auth-policy';
import { deliveryOf, oneTimePasswordHash } from '../auth/one-time-password';
import { randomDigits } from '../auth/tokens';
import type { TwoFactor } from '../db/schema-accounts';
import type { Account } from '../repositories/account.repository';
import { appendAuditEvent } from '../repositories/audit.repository';
import { findHolderLanguage } from '../repositories/preference.repository';
import { signInMessage } from '../../shared/domain/sign-in-messages';
import { insertChallenge, setChallengeCode } from '../repositories/login-challenge.repository';

/** What the two-factor commands use from a call's context. */
export type ChallengeDeps = Pick<CommandDeps, 'db' | 'config' | 'messenger'>;

/**
 * Sends a fresh one-time password for a challenge by SMS or email through the messenger (the
 * demo's outbox), replacing any earlier code: 6 digits, stored hashed, valid 10 minutes.
 * Answers false when the account has no contact for the factor.
 */
export async function sendOneTimePassword(
  deps: ChallengeDeps,
  request: { challengeId: string; account: Account; factor: Exclude<Factor, 'T' | 'H'>; now: Date },
): Promise<boolean> {
  const { challengeId, account, factor, now } = request;
  const delivery = deliveryOf(account, factor);
  if (!delivery) return false;
  const code = randomDigits(ONE_TIME_PASSWORD_DIGITS);
  await setChallengeCode(deps.db, challengeId, {
    factor,
    codeHash: oneTimePasswordHash(challengeId, code),
    codeSentAt: now,
    expiresAt: new Date(now.getTime() + ONE_TIME_PASSWORD_TTL_MS),
  });
  await deps.messenger.send({
    accountCode: account.accountCode,
    ...delivery,
    text: signInMessage(await findHolderLanguage(deps.db, account.id), 'oneTimePassword', {
      brand: deps.config.brand.name,
      code,
      minutes: ONE_TIME_PASSWORD_TTL_MS / 60_000,
    }),
    code,
  });
  return true;
}

/**
 * Login result 2 (spec §8): opens a challenge for the account's factor; its id is the sessionId
 * the page sends to factorLogin. SMS and email send a code now; a token (T) has nothing to send.
 * Answers null when no code can be sent (result X).
 */
export async function startChallenge(
  deps: ChallengeDeps,
  request: { account: Account & { twoFactor: TwoFactor }; clientAddress: string; now: Date },
): Promise<string | null> {
  const { account, now } = request;
  const challengeId = randomUUID();
  await insertChallenge(deps.db, {
    id: challengeId,
    accountId: account.id,
    factor: account.twoFactor,
    expiresAt: new Date(now.getTime() + ONE_TIME_PASSWORD_TTL_MS),
    createdAt: now,
  });
  const factor = account.twoFactor;
  if (factor !== 'T') {
    const isSent = await sendOneTimePassword(deps, { challengeId, account, factor, now });
    if (!isSent) return null;
  }
  await appendAuditEvent(deps.db, {
    kind: 'login_challenged',
    occurredAt: now,
    accountId: account.id,
    accountCode: account.accountCode,
    source: account.source,
    sessionId: challengeId,
    clientAddress: request.clientAddress,
    details: { factor },
  });
  return challengeId;
}
