import { z } from 'zod';
import { accountCode, accountSource, isoDateTime } from './common';
import { passwordInfo } from './account-login';

/** Password calls of the `account` service (spec §3, §5, §7, §8). */

/** Spec §3 password rule fields. */
export const passwordRule = z.object({
  minimumLength: z.number().int().positive(),
  maximumLength: z.number().int().positive(),
  alphaNumeric: z.boolean(),
  enhancedRule: z.boolean(),
  requiredSatisfyRule: z.number().int().min(0).max(4),
  requireBaseDigit: z.boolean(),
  requireLowerCaseCharacter: z.boolean(),
  requireUpperCaseCharacter: z.boolean(),
  requireSpecialCharacter: z.boolean(),
});

/**
 * Spec §8 password change results: `error_new_password` when the new password equals the current
 * one, `used_before` with `historyCount` (the N of "cannot be reused among the last N").
 */
export const passwordChangeResults = [
  'success',
  'error_new_password',
  'incorrect_old_password',
  'violates_policy',
  'used_before',
  'unknown',
] as const;

/** A password change result. */
export type PasswordChangeResult = (typeof passwordChangeResults)[number];

const changeAnswer = <R extends readonly [string, ...string[]]>(results: R) =>
  z.object({
    success: z.boolean(),
    result: z.enum(results),
    historyCount: z.number().int().positive().optional(),
  });

/**
 * Spec §8 reset password codes: ERR001 client not found, ERR002 wrong verification key, ERR003
 * service unavailable, ERR004 deactivated or suspended, ERR005 too short, ERR006 too long, ERR007
 * used before, ERR008 special characters, ERR009 needs letters and numbers, ERR010 enhanced policy,
 * ERR011 email send failure, ERR012 internet client not created, ERR013 verification key expired
 * (our reading: the spec lists the code without its meaning), ERR999 unknown.
 */
export const resetPasswordErrorCodes = [
  'ERR001',
  'ERR002',
  'ERR003',
  'ERR004',
  'ERR005',
  'ERR006',
  'ERR007',
  'ERR008',
  'ERR009',
  'ERR010',
  'ERR011',
  'ERR012',
  'ERR013',
  'ERR999',
] as const;

/** A reset password error code. */
export type ResetPasswordErrorCode = (typeof resetPasswordErrorCodes)[number];

/**
 * Spec §8 trade password change codes ERR001-ERR011 (the spec lists them without meanings; our
 * reading follows the reset codes where they overlap): ERR001 incorrect old trade password, ERR002
 * new equals old, ERR003 the account has no trade password, ERR004 account deactivated or
 * suspended, ERR005 too short, ERR006 too long, ERR007 used before, ERR008 special characters,
 * ERR009 needs letters and numbers, ERR010 enhanced policy, ERR011 unknown error. ERR004 cannot
 * arise yet (a deactivated account has no session to change from).
 */
export const tradePasswordChangeErrorCodes = [
  'ERR001',
  'ERR002',
  'ERR003',
  'ERR004',
  'ERR005',
  'ERR006',
  'ERR007',
  'ERR008',
  'ERR009',
  'ERR010',
  'ERR011',
] as const;

/** A trade password change error code. */
export type TradePasswordChangeErrorCode = (typeof tradePasswordChangeErrorCodes)[number];

const accountOfSource = z.strictObject({ accountCode, source: accountSource });

/** The password calls, keyed by method. */
export const accountPasswordContracts = {
  /** The firm's rule; public, as the reset screen shows it before anyone signs in. */
  retrievePasswordRule: {
    input: z.strictObject({ accountCode: accountCode.optional() }),
    output: passwordRule,
  },
  retrievePasswordInfo: { input: accountOfSource, output: passwordInfo },
  changePassword: {
    input: z.strictObject({
      accountCode,
      oldLoginPassword: z.string().min(1).max(256),
      newLoginPassword: z.string().min(1).max(256),
    }),
    output: changeAnswer(passwordChangeResults),
  },
  /**
   * Only for accounts whose trading permission requires a trade password (spec §5). A refusal
   * carries the spec §8 trade password change code in `errorCode` beside `result`.
   */
  changeTradePassword: {
    input: z.strictObject({
      accountCode,
      oldTradePassword: z.string().min(1).max(256),
      newTradePassword: z.string().min(1).max(256),
    }),
    output: changeAnswer([...passwordChangeResults, 'not_required']).extend({
      errorCode: z.enum(tradePasswordChangeErrorCodes).optional(),
    }),
  },
  /**
   * Whether the account requires a trade password and has one saved, and until when it has
   * unlocked trading in this session (issue 9 §2; null: locked).
   */
  checkSavedTradePassword: {
    input: z.strictObject({ accountCode }),
    output: z.object({
      result: z.boolean(),
      tradePasswordRequired: z.boolean(),
      tradeUnlockedUntil: isoDateTime.nullable(),
    }),
  },
  /**
   * Unlocks trading for this session with the trade password, for the firm's unlock time
   * (TRADE_UNLOCK_MINUTES): orders inside it need no password. `not_required` when the account
   * has no trade password.
   */
  unlockTrading: {
    input: z.strictObject({ accountCode, tradePassword: z.string().min(1).max(256) }),
    output: z.object({
      result: z.enum(['unlocked', 'incorrect', 'not_required']),
      tradeUnlockedUntil: isoDateTime.nullable(),
    }),
  },
  /** Locks trading in this session again: the next order asks for the trade password. */
  lockTrading: {
    input: z.strictObject({ accountCode }),
    output: z.object({ success: z.boolean() }),
  },
  /** Sends a verification key through the messenger (brand flag `resetPassword`). */
  requestPasswordReset: {
    input: accountOfSource,
    output: z.object({ result: z.enum(['sent', ...resetPasswordErrorCodes]) }),
  },
  resetPassword: {
    input: z.strictObject({
      accountCode,
      source: accountSource,
      verificationKey: z.string().min(1).max(64),
      newPassword: z.string().min(1).max(256),
    }),
    output: z.object({
      result: z.enum(['success', ...resetPasswordErrorCodes]),
      historyCount: z.number().int().positive().optional(),
    }),
  },
};
