import type { Factor, OneTimePasswordErrorCode } from '../../shared/contracts/account-login';
import { CHALLENGE_MAX_AGE_MS } from '../auth/auth-policy';
import type { DeviceCookieJar } from '../auth/device-cookie';
import { isFactorSwitchAllowed, oneTimePasswordHash, totpStepOf } from '../auth/one-time-password';
import { assertNotThrottled, recordFailure, throttleKey } from '../auth/throttle';
import { hashesMatch } from '../auth/tokens';
import { advanceTotpStep, findAccountById, type Account } from '../repositories/account.repository';
import { appendAuditEvent } from '../repositories/audit.repository';
import {
  claimChallenge,
  findChallenge,
  type LoginChallenge,
} from '../repositories/login-challenge.repository';
import type { ChallengeDeps } from './challenge.command';
import { openSessionIn, type OpenedSession } from './open-session.command';

/** A factor login's outcome: a spec §8 one-time password error, or a session. */
export type FactorOutcome =
  { kind: 'refused'; errorCode: OneTimePasswordErrorCode } | ({ kind: 'session' } & OpenedSession);

/**
 * Why a challenge cannot be answered, whatever the code (spec §8): ERR005 suspended, ERR008
 * deactivated, ERR004 two-factor off or a factor the challenge does not allow, ERR001 already
 * verified, ERR003 older than a challenge may live (then only a new login helps). Shared with
 * the resend.
 */
export function challengeProblem(
  challenge: LoginChallenge,
  account: Account,
  factor: Factor,
  now: Date,
): OneTimePasswordErrorCode | undefined {
  if (account.status === 'suspended') return 'ERR005';
  if (account.status === 'not_active') return 'ERR008';
  if (!account.twoFactor || !isFactorSwitchAllowed(challenge.factor, factor)) return 'ERR004';
  if (challenge.verifiedAt) return 'ERR001';
  if (challenge.createdAt.getTime() + CHALLENGE_MAX_AGE_MS <= now.getTime()) return 'ERR003';
  return undefined;
}

/** Checks the code: ERR002 when wrong, ERR001 when a TOTP step was already used. */
async function codeProblem(
  deps: ChallengeDeps,
  challenge: LoginChallenge,
  account: Account,
  code: string,
  now: Date,
): Promise<OneTimePasswordErrorCode | undefined> {
  if (challenge.factor === 'T') {
    const step = account.totpSecret ? totpStepOf(account.totpSecret, code, now) : null;
    if (step === null) return 'ERR002';
    return (await advanceTotpStep(deps.db, account.id, step)) ? undefined : 'ERR001';
  }
  const isRight =
    challenge.codeHash !== null &&
    hashesMatch(challenge.codeHash, oneTimePasswordHash(challenge.id, code.trim()));
  return isRight ? undefined : 'ERR002';
}

/** A refused code's bookkeeping: a wrong code counts as a failure; every refusal is audited. */
async function refuseFactor(
  deps: ChallengeDeps,
  refusal: {
    challenge: LoginChallenge;
    account: Account;
    problem: OneTimePasswordErrorCode;
    clientAddress: string;
    now: Date;
  },
): Promise<void> {
  const { account, clientAddress, now } = refusal;
  const accountKey = throttleKey(account.accountCode, account.source);
  if (refusal.problem === 'ERR002')
    await recordFailure(deps.db, { accountKey, clientAddress, now }, deps.config.loginThrottle);
  await appendAuditEvent(deps.db, {
    kind: 'factor_failed',
    occurredAt: now,
    accountId: account.id,
    accountCode: account.accountCode,
    source: account.source,
    sessionId: refusal.challenge.id,
    clientAddress,
    details: { errorCode: refusal.problem },
  });
}

/**
 * factorLogin (spec §7): answers a challenge with its one-time password. A wrong code counts as
 * a sign-in failure (throttled like passwords, a known device passing the spacing); a right one
 * is used once and opens the session, whose id is the challenge's.
 */
export async function factorLogin(
  deps: ChallengeDeps,
  request: {
    sessionId: string;
    code: string;
    factor: Factor;
    clientAddress: string;
    now: Date;
    devices?: Pick<DeviceCookieJar, 'isKnownDevice'>;
  },
): Promise<FactorOutcome> {
  const { db } = deps;
  const { clientAddress, now } = request;
  const challenge = await findChallenge(db, request.sessionId);
  const account = challenge && (await findAccountById(db, challenge.accountId));
  if (!challenge || !account) return { kind: 'refused', errorCode: 'ERR999' };
  const accountKey = throttleKey(account.accountCode, account.source);
  const isKnownDevice = (await request.devices?.isKnownDevice(accountKey)) ?? false;
  const attempt = { accountKey, clientAddress, now, isKnownDevice };
  await assertNotThrottled(db, attempt, deps.config.loginThrottle);
  const problem =
    challengeProblem(challenge, account, request.factor, now) ??
    (challenge.expiresAt <= now ? 'ERR003' : undefined) ??
    (await codeProblem(deps, challenge, account, request.code, now));
  if (problem) {
    await refuseFactor(deps, { challenge, account, problem, clientAddress, now });
    return { kind: 'refused', errorCode: problem };
  }
  const opened = await db.transaction().execute(async (trx) => {
    if (!(await claimChallenge(trx, challenge.id, now))) return null;
    const session = { account, route: 'factor' as const, clientAddress, now };
    return openSessionIn(trx, { ...session, sessionId: challenge.id });
  });
  return opened ? { kind: 'session', ...opened } : { kind: 'refused', errorCode: 'ERR001' };
}
