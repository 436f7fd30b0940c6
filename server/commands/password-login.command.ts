import type { Kysely } from 'kysely';
import type { Factor, LoginResultCode } from '../../shared/contracts/account-login';
import type { AccountSource } from '../../shared/contracts/common';
import { normaliseAccountCode } from '../auth/account-code';
import { DAY_MS } from '../auth/auth-policy';
import type { DeviceCookieJar } from '../auth/device-cookie';
import { assertNotThrottled, recordFailure, throttleKey } from '../auth/throttle';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottle } from '../config-variables';
import type { Database } from '../db/schema';
import {
  findAccountByCode,
  recordLoginAttempt,
  type Account,
} from '../repositories/account.repository';
import { appendAuditEvent } from '../repositories/audit.repository';
import { hashPassword, verifyPassword } from '../security/password';
import { startChallenge, type ChallengeDeps } from './challenge.command';
import { openSession, type OpenedSession } from './open-session.command';

/** A login's outcome: refused with a spec §8 code, a factor challenge, or a session. */
export type LoginOutcome =
  | { kind: 'refused'; result: Exclude<LoginResultCode, 'Y' | '1' | '2'> }
  | { kind: 'challenge'; factor: Factor; sessionId: string }
  | ({ kind: 'session' } & OpenedSession);

/**
 * A refusal's bookkeeping: the audit line, the account's last attempt, the throttle count (under
 * `policy`, config.loginThrottle).
 */
export async function refuseLogin(
  db: Kysely<Database>,
  refusal: {
    result: string;
    accountKey: string;
    accountCode: string;
    source: AccountSource;
    account?: Account;
    countsAsFailure: boolean;
    clientAddress: string;
    now: Date;
  },
  policy: LoginThrottle = DEFAULT_LOGIN_THROTTLE,
): Promise<void> {
  const { account, clientAddress, now } = refusal;
  await db.transaction().execute(async (trx) => {
    if (refusal.countsAsFailure) {
      await recordFailure(trx, { accountKey: refusal.accountKey, clientAddress, now }, policy);
    }
    if (account) await recordLoginAttempt(trx, account.id, 'failure', now);
    await appendAuditEvent(trx, {
      kind: 'login_failed',
      occurredAt: now,
      accountId: account?.id ?? null,
      accountCode: refusal.accountCode,
      source: refusal.source,
      clientAddress,
      details: { result: refusal.result },
    });
  });
}

// Verifying against a throw-away hash when the account is unknown keeps both answers equally
// slow, so timing does not tell which account codes exist.
let decoyHash: Promise<string> | undefined;

async function checkPassword(account: Account | undefined, password: string): Promise<boolean> {
  if (account) return verifyPassword(account.passwordHash, password);
  decoyHash ??= hashPassword('portico-decoy-password');
  await verifyPassword(await decoyHash, password);
  return false;
}

/** The refusal a correctly identified account still gets (spec §8: V, S, G), if any. */
function standingRefusal(
  account: Account,
  maxInactiveDays: number,
  now: Date,
): 'V' | 'S' | 'G' | undefined {
  if (account.status === 'not_active') return 'V';
  if (account.status === 'suspended') return 'S';
  const lastLogin = account.lastSuccessfulLoginAt;
  if (lastLogin && now.getTime() - lastLogin.getTime() > maxInactiveDays * DAY_MS) return 'G';
  return undefined;
}

/**
 * A password login (spec §7 gatewayPasswordLogin / fosPasswordLogin, §8 results): throttled per
 * account and address, per address in accounts, and spaced out per account unless the browser's
 * device cookie vouches for the account (server/auth/throttle.ts), the same for an unknown account
 * as for a known one; F for an unknown account and N for a wrong
 * password (both counted as failures); then V, S or G; then a factor challenge (2) when the
 * account has two-factor; otherwise a session (Y, or 1 for a first login).
 */
export async function passwordLogin(
  deps: ChallengeDeps,
  request: {
    accountCode: string;
    password: string;
    source: AccountSource;
    clientAddress: string;
    now: Date;
    /** The browser's device cookies; without them no attempt comes from a known device. */
    devices?: Pick<DeviceCookieJar, 'isKnownDevice'>;
  },
): Promise<LoginOutcome> {
  const { db, config } = deps;
  const { source, clientAddress, now } = request;
  const accountCode = normaliseAccountCode(request.accountCode, source);
  const accountKey = throttleKey(accountCode, source);
  const throttle = config.loginThrottle;
  const isKnownDevice = (await request.devices?.isKnownDevice(accountKey)) ?? false;
  await assertNotThrottled(db, { accountKey, clientAddress, now, isKnownDevice }, throttle);
  const account = await findAccountByCode(db, accountCode, source);
  const isPasswordRight = await checkPassword(account, request.password);
  const common = { accountKey, accountCode, source, account, clientAddress, now };
  if (!account || !isPasswordRight) {
    const result = account ? 'N' : 'F';
    await refuseLogin(db, { ...common, result, countsAsFailure: true }, throttle);
    return { kind: 'refused', result };
  }
  const standing = standingRefusal(account, config.maxInactiveDays, now);
  if (standing) {
    await refuseLogin(db, { ...common, result: standing, countsAsFailure: false });
    return { kind: 'refused', result: standing };
  }
  const { twoFactor } = account;
  if (twoFactor) {
    const challenge = { account: { ...account, twoFactor }, clientAddress, now };
    const sessionId = await startChallenge(deps, challenge);
    if (sessionId) return { kind: 'challenge', factor: twoFactor, sessionId };
    await refuseLogin(db, { ...common, result: 'X', countsAsFailure: false });
    return { kind: 'refused', result: 'X' };
  }
  const opened = await openSession(db, { account, route: 'password', clientAddress, now });
  return { kind: 'session', ...opened };
}
