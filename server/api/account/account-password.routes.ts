import {
  accountPasswordContracts,
  type TradePasswordChangeErrorCode,
} from '../../../shared/contracts/account-password';
import {
  DEFAULT_PASSWORD_RULE,
  PASSWORD_REQUIREMENT_CODES,
  type PasswordRequirement,
} from '../../../shared/domain/password-rule';
import { passwordInfoOf } from '../../auth/password-status';
import {
  changePassword,
  type ChangeOutcome,
  type ChangeRequest,
} from '../../commands/change-password.command';
import { requestPasswordReset, resetPassword } from '../../commands/password-reset.command';
import { findAccountById } from '../../repositories/account.repository';
import { loginAttemptBefore } from '../../repositories/audit.repository';
import { isTradeUnlocked, unlockTrading } from '../../commands/trade-unlock.command';
import { setTradeUnlock } from '../../repositories/session.repository';
import { defineCall, type SessionCallContext } from '../registry';

/** `account/retrievePasswordRule`: the firm's rule (spec §3), the same for every account today. */
export const retrievePasswordRuleCall = defineCall({
  service: 'account',
  method: 'retrievePasswordRule',
  ...accountPasswordContracts.retrievePasswordRule,
  access: 'public',
  handler: () => Promise.resolve(DEFAULT_PASSWORD_RULE),
});

/** `account/retrievePasswordInfo`: spec §3 password information of the session's account. */
export const retrievePasswordInfoCall = defineCall({
  service: 'account',
  method: 'retrievePasswordInfo',
  ...accountPasswordContracts.retrievePasswordInfo,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  handler: async (_input, { db, session, now }) => {
    const account = await findAccountById(db, session.accountId);
    if (!account) throw new Error(`Session ${session.sessionId} has no account`);
    const info = passwordInfoOf(account, now);
    // The account row already records this session's own login: the form shows the one before.
    const previous = await loginAttemptBefore(db, account.id, session.sessionId);
    if (previous === undefined) return info;
    return {
      ...info,
      lastLoginTime: previous?.occurredAt.toISOString() ?? null,
      lastLoginStatus: previous
        ? previous.isSuccess
          ? ('success' as const)
          : ('failure' as const)
        : null,
    };
  },
});

function changeOf(
  context: SessionCallContext,
  change: Pick<ChangeRequest, 'kind' | 'oldPassword' | 'newPassword'>,
) {
  const { db, config, session, clientAddress, now } = context;
  const { accountId, sessionId } = session;
  return changePassword({ db, config }, { ...change, accountId, sessionId, clientAddress, now });
}

/** `account/changePassword`: spec §8 password change results. */
export const changePasswordCall = defineCall({
  service: 'account',
  method: 'changePassword',
  ...accountPasswordContracts.changePassword,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  handler: async (input, context) => {
    const { oldLoginPassword: oldPassword, newLoginPassword: newPassword } = input;
    const outcome = await changeOf(context, { kind: 'login', oldPassword, newPassword });
    // A login password always exists, so the trade-only outcome cannot occur here.
    const result = outcome.result === 'not_required' ? 'unknown' : outcome.result;
    const { historyCount } = outcome;
    return { result, success: result === 'success', ...(historyCount ? { historyCount } : {}) };
  },
});

/** The spec §8 trade password change code of a refused change (contract: our reading). */
function tradePasswordErrorCode(
  result: Exclude<ChangeOutcome['result'], 'success'>,
  unmet: PasswordRequirement['kind'] | undefined,
): TradePasswordChangeErrorCode {
  const codes: Record<typeof result, TradePasswordChangeErrorCode> = {
    incorrect_old_password: 'ERR001',
    error_new_password: 'ERR002',
    not_required: 'ERR003',
    violates_policy: unmet ? PASSWORD_REQUIREMENT_CODES[unmet] : 'ERR010',
    used_before: 'ERR007',
    unknown: 'ERR011',
  };
  return codes[result];
}

/** `account/changeTradePassword`: the same rules, when a trade password is required. */
export const changeTradePasswordCall = defineCall({
  service: 'account',
  method: 'changeTradePassword',
  ...accountPasswordContracts.changeTradePassword,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  handler: async (input, context) => {
    const { oldTradePassword: oldPassword, newTradePassword: newPassword } = input;
    const { unmetRequirement, ...outcome } = await changeOf(context, {
      kind: 'trade',
      oldPassword,
      newPassword,
    });
    if (outcome.result === 'success') return { ...outcome, success: true };
    const errorCode = tradePasswordErrorCode(outcome.result, unmetRequirement);
    return { ...outcome, success: false, errorCode };
  },
});

/** `account/checkSavedTradePassword`: whether a trade password is required and saved. */
export const checkSavedTradePasswordCall = defineCall({
  service: 'account',
  method: 'checkSavedTradePassword',
  ...accountPasswordContracts.checkSavedTradePassword,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  handler: (_input, context) => {
    const isSaved = context.client.tradePasswordHash !== null;
    const isUnlocked = isSaved && isTradeUnlocked(context);
    // The trading permission requires a trade password exactly when one is held for the account.
    return Promise.resolve({
      result: isSaved,
      tradePasswordRequired: isSaved,
      tradeUnlockedUntil: isUnlocked
        ? (context.session.tradeUnlockedUntil?.toISOString() ?? null)
        : null,
    });
  },
});

/** `account/unlockTrading`: the trade password unlocks trading for this session (issue 9 §2). */
export const unlockTradingCall = defineCall({
  service: 'account',
  method: 'unlockTrading',
  ...accountPasswordContracts.unlockTrading,
  access: 'session',
  // The client's own act: only the client's own session unlocks with the client's password. A
  // session of either source (Gateway stock and fund orders, Fos crypto orders) unlocks its own.
  account: { field: 'accountCode', reach: 'self' },
  handler: async ({ tradePassword }, context) => {
    const { db, config, session, client, clientAddress, now } = context;
    const outcome = await unlockTrading(
      { db, config },
      { session, client, tradePassword, clientAddress, now },
    );
    return { result: outcome.result, tradeUnlockedUntil: outcome.until?.toISOString() ?? null };
  },
});

/** `account/lockTrading`: the next order in this session asks for the trade password again. */
export const lockTradingCall = defineCall({
  service: 'account',
  method: 'lockTrading',
  ...accountPasswordContracts.lockTrading,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  handler: async (_input, { db, session }) => {
    await setTradeUnlock(db, session.sessionId, null);
    return { success: true };
  },
});

/** `account/requestPasswordReset`: brand flag resetPassword; a key by email. */
export const requestPasswordResetCall = defineCall({
  service: 'account',
  method: 'requestPasswordReset',
  ...accountPasswordContracts.requestPasswordReset,
  access: 'public',
  feature: 'resetPassword',
  handler: async (input, context) => {
    const { clientAddress, now } = context;
    return { result: await requestPasswordReset(context, { ...input, clientAddress, now }) };
  },
});

/** `account/resetPassword`: brand flag resetPassword; spec §8 reset codes. */
export const resetPasswordCall = defineCall({
  service: 'account',
  method: 'resetPassword',
  ...accountPasswordContracts.resetPassword,
  access: 'public',
  feature: 'resetPassword',
  handler: (input, context) =>
    resetPassword(context, { ...input, clientAddress: context.clientAddress, now: context.now }),
});

/** The password calls. */
export const accountPasswordCalls = [
  retrievePasswordRuleCall,
  retrievePasswordInfoCall,
  changePasswordCall,
  changeTradePasswordCall,
  checkSavedTradePasswordCall,
  unlockTradingCall,
  lockTradingCall,
  requestPasswordResetCall,
  resetPasswordCall,
];
