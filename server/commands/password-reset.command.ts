import type { ResetPasswordErrorCode } from '../../shared/contracts/account-password';
import type { AccountSource } from '../../shared/contracts/common';
import {
  checkPassword,
  DEFAULT_PASSWORD_RULE,
  PASSWORD_REQUIREMENT_CODES,
} from '../../shared/domain/password-rule';
import type { CommandDeps } from './command-deps';
import { normaliseAccountCode } from '../auth/account-code';
import { PASSWORD_HISTORY_COUNT, RESET_KEY_LENGTH, RESET_KEY_TTL_MS } from '../auth/auth-policy';
import { isRecentPassword } from '../auth/password-change-rules';
import { assertNotThrottled, recordFailure, throttleKey } from '../auth/throttle';
import { hashesMatch, hashSecret, randomKey } from '../auth/tokens';
import {
  findAccountByCode,
  setPasswordHash,
  type Account,
} from '../repositories/account.repository';
import { appendAuditEvent } from '../repositories/audit.repository';
import { findHolderLanguage } from '../repositories/preference.repository';
import { signInMessage } from '../../shared/domain/sign-in-messages';
import { insertPasswordHistory } from '../repositories/password-history.repository';
import {
  claimPasswordReset,
  findLatestPasswordReset,
  insertPasswordReset,
} from '../repositories/password-reset.repository';
import { endActiveSessions } from '../repositories/session.repository';
import { hashPassword } from '../security/password';

/** What the reset commands use from a call's context. */
type ResetDeps = Pick<CommandDeps, 'db' | 'config' | 'messenger'>;

/** Who asks, from where, when. */
type ResetAttempt = {
  accountCode: string;
  source: AccountSource;
  clientAddress: string;
  now: Date;
};

const keyHash = (accountId: number, key: string) =>
  hashSecret(`${accountId}:${key.trim().toUpperCase()}`);

/** The account a reset names, after the throttle; ERR001 (counted) or ERR004 otherwise. */
async function resetAccount(
  deps: ResetDeps,
  attempt: ResetAttempt,
): Promise<{ account: Account; accountKey: string } | { error: ResetPasswordErrorCode }> {
  const { db } = deps;
  const { source, clientAddress, now } = attempt;
  const accountCode = normaliseAccountCode(attempt.accountCode, source);
  const accountKey = throttleKey(accountCode, source);
  const throttle = deps.config.loginThrottle;
  await assertNotThrottled(db, { accountKey, clientAddress, now }, throttle);
  const account = await findAccountByCode(db, accountCode, source);
  if (!account) {
    await recordFailure(db, { accountKey, clientAddress, now }, throttle);
    return { error: 'ERR001' };
  }
  return account.status === 'active' ? { account, accountKey } : { error: 'ERR004' };
}

/**
 * requestPasswordReset (brand flag resetPassword): sends a verification key, 8 characters, valid
 * 30 minutes, to the account's email through the messenger; a newer request replaces it.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  attempt: ResetAttempt,
): Promise<'sent' | ResetPasswordErrorCode> {
  const found = await resetAccount(deps, attempt);
  if ('error' in found) return found.error;
  const { account } = found;
  if (!account.email) return 'ERR011';
  const key = randomKey(RESET_KEY_LENGTH);
  const { now } = attempt;
  await insertPasswordReset(deps.db, {
    accountId: account.id,
    keyHash: keyHash(account.id, key),
    expiresAt: new Date(now.getTime() + RESET_KEY_TTL_MS),
    createdAt: now,
  });
  await deps.messenger.send({
    accountCode: account.accountCode,
    to: account.email,
    channel: 'email',
    text: signInMessage(await findHolderLanguage(deps.db, account.id), 'passwordReset', {
      brand: deps.config.brand.name,
      code: key,
      minutes: RESET_KEY_TTL_MS / 60_000,
    }),
    code: key,
  });
  await appendAuditEvent(deps.db, {
    kind: 'password_reset_requested',
    occurredAt: now,
    accountId: account.id,
    accountCode: account.accountCode,
    source: account.source,
    clientAddress: attempt.clientAddress,
  });
  return 'sent';
}

/** The reset's outcome: success, or a spec §8 code (with the history size for ERR007). */
export type ResetOutcome = {
  result: 'success' | ResetPasswordErrorCode;
  historyCount?: number;
};

async function keyProblem(
  deps: ResetDeps,
  account: Account,
  verificationKey: string,
  now: Date,
): Promise<{ error: ResetPasswordErrorCode } | { resetId: number }> {
  const reset = await findLatestPasswordReset(deps.db, account.id);
  if (!reset || reset.usedAt || !hashesMatch(reset.keyHash, keyHash(account.id, verificationKey))) {
    return { error: 'ERR002' };
  }
  return reset.expiresAt <= now ? { error: 'ERR013' } : { resetId: reset.id };
}

/**
 * resetPassword: the latest verification key, once, before it expires (a wrong key counts as a
 * sign-in failure); the new password must meet the rule (ERR005-ERR010) and not be recent
 * (ERR007). Success sets it, ends the forced change and kicks the account's sessions.
 */
export async function resetPassword(
  deps: ResetDeps,
  attempt: ResetAttempt & { verificationKey: string; newPassword: string },
): Promise<ResetOutcome> {
  const { db } = deps;
  const { newPassword, clientAddress, now } = attempt;
  const found = await resetAccount(deps, attempt);
  if ('error' in found) return { result: found.error };
  const { account, accountKey } = found;
  const key = await keyProblem(deps, account, attempt.verificationKey, now);
  if ('error' in key) {
    if (key.error === 'ERR002') {
      await recordFailure(db, { accountKey, clientAddress, now }, deps.config.loginThrottle);
    }
    return { result: key.error };
  }
  const unmet = checkPassword(DEFAULT_PASSWORD_RULE, newPassword).find((rule) => !rule.isMet);
  if (unmet) return { result: PASSWORD_REQUIREMENT_CODES[unmet.kind] };
  const current = { id: account.id, currentHash: account.passwordHash };
  if (await isRecentPassword(db, current, 'login', newPassword)) {
    return { result: 'ERR007', historyCount: PASSWORD_HISTORY_COUNT };
  }
  const newHash = await hashPassword(newPassword);
  const isDone = await db.transaction().execute(async (trx) => {
    if (!(await claimPasswordReset(trx, key.resetId, now))) return false;
    const history = { accountId: account.id, kind: 'login' as const, createdAt: now };
    await insertPasswordHistory(trx, { ...history, passwordHash: account.passwordHash });
    await setPasswordHash(trx, account.id, 'login', newHash, now);
    const ended = await endActiveSessions(trx, { accountId: account.id }, 'kicked', now);
    await appendAuditEvent(trx, {
      kind: 'password_reset',
      occurredAt: now,
      accountId: account.id,
      accountCode: account.accountCode,
      source: account.source,
      clientAddress,
      details: { endedSessions: ended },
    });
    return true;
  });
  return { result: isDone ? 'success' : 'ERR002' };
}
