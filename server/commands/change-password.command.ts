import type { PasswordChangeResult } from '../../shared/contracts/account-password';
import {
  checkPassword,
  DEFAULT_PASSWORD_RULE,
  type PasswordRequirement,
} from '../../shared/domain/password-rule';
import type { CommandDeps } from './command-deps';
import { PASSWORD_HISTORY_COUNT } from '../auth/auth-policy';
import { isRecentPassword } from '../auth/password-change-rules';
import { assertNotThrottled, recordFailure, throttleKey } from '../auth/throttle';
import type { PasswordKind } from '../db/schema-accounts';
import { findAccountById, setPasswordHash } from '../repositories/account.repository';
import { appendAuditEvent } from '../repositories/audit.repository';
import { insertPasswordHistory } from '../repositories/password-history.repository';
import { lockTradingOfAccount } from '../repositories/session.repository';
import { hashPassword, verifyPassword } from '../security/password';

/**
 * A change's outcome; `not_required` only for a trade password the account does not have. A
 * `violates_policy` names the first rule requirement the new password misses.
 */
export type ChangeOutcome = {
  result: PasswordChangeResult | 'not_required';
  historyCount?: number;
  unmetRequirement?: PasswordRequirement['kind'];
};

/** Who changes which password. */
export type ChangeRequest = {
  accountId: number;
  sessionId: string;
  kind: PasswordKind;
  oldPassword: string;
  newPassword: string;
  clientAddress: string;
  now: Date;
};

/**
 * changePassword and changeTradePassword (spec §8 results): a wrong old password counts as a
 * sign-in failure (so it cannot be guessed here either); the new one must differ from the old,
 * meet the password rule and not be among the last five. On success the old hash joins the
 * history and, for the login password, the forced change ends (spec §4).
 */
export async function changePassword(
  deps: Pick<CommandDeps, 'db' | 'config'>,
  request: ChangeRequest,
): Promise<ChangeOutcome> {
  const { db } = deps;
  const throttle = deps.config.loginThrottle;
  const { kind, oldPassword, newPassword, clientAddress, now } = request;
  const account = await findAccountById(db, request.accountId);
  if (!account) return { result: 'unknown' };
  const currentHash = kind === 'login' ? account.passwordHash : account.tradePasswordHash;
  if (currentHash === null) return { result: 'not_required' };
  const accountKey = `${throttleKey(account.accountCode, account.source)}${kind === 'trade' ? ':trade' : ''}`;
  await assertNotThrottled(db, { accountKey, clientAddress, now }, throttle);
  if (!(await verifyPassword(currentHash, oldPassword))) {
    await recordFailure(db, { accountKey, clientAddress, now }, throttle);
    return { result: 'incorrect_old_password' };
  }
  if (newPassword === oldPassword) return { result: 'error_new_password' };
  const unmet = checkPassword(DEFAULT_PASSWORD_RULE, newPassword).find((item) => !item.isMet);
  if (unmet) return { result: 'violates_policy', unmetRequirement: unmet.kind };
  if (await isRecentPassword(db, { id: account.id, currentHash }, kind, newPassword)) {
    return { result: 'used_before', historyCount: PASSWORD_HISTORY_COUNT };
  }
  const newHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await insertPasswordHistory(trx, {
      accountId: account.id,
      kind,
      passwordHash: currentHash,
      createdAt: now,
    });
    await setPasswordHash(trx, account.id, kind, newHash, now);
    // A changed password locks trading again everywhere (issue 9 §2).
    await lockTradingOfAccount(trx, account.id);
    await appendAuditEvent(trx, {
      kind: kind === 'login' ? 'password_changed' : 'trade_password_changed',
      occurredAt: now,
      accountId: account.id,
      accountCode: account.accountCode,
      source: account.source,
      sessionId: request.sessionId,
      clientAddress,
    });
  });
  return { result: 'success' };
}
