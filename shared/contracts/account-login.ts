import { z } from 'zod';
import { accountCode, accountSource, isoDateTime, role, sessionId } from './common';

/**
 * Sign-in calls of the `account` service (spec §7, §8). Token secrets never appear here: they
 * travel only in httpOnly cookies (`portico_st_<sessionId>`, `portico_rt_<sessionId>`); answers
 * carry their expiry times (docs/DECISIONS.md §4).
 */

/** Spec §8 Gateway login result codes; `Y` and `1` carry a session, `2` a factor challenge. */
export const loginResultCodes = [
  'Y',
  '1',
  '2',
  'N',
  'F',
  'I',
  'V',
  'S',
  'P',
  'C',
  'W',
  'E',
  'G',
  'X',
] as const;

/** A spec §8 login result code. */
export type LoginResultCode = (typeof loginResultCodes)[number];

/** The login results that refuse (everything but Y, 1 and 2). */
export const loginRefusalCodes = ['N', 'F', 'I', 'V', 'S', 'P', 'C', 'W', 'E', 'G', 'X'] as const;

/**
 * Spec §3 one-time password factors: SMS, token (TOTP app), email or push (H, to the mobile app).
 * No push channel sends one-time passwords yet, so the server never challenges with H; the web
 * has its texts for when it does.
 */
export const factor = z.enum(['S', 'T', 'E', 'H']);

/** A one-time password factor. */
export type Factor = z.infer<typeof factor>;

/** The factors the server sends one-time passwords by today (the calls' inputs take only these). */
export const deliveredFactor = z.enum(['S', 'T', 'E']);

/**
 * Spec §3 token kinds: a login token (L) or a trade token (T). Modelled for the brand flag
 * `tradeToken`; no call carries one yet.
 */
export const tokenKind = z.enum(['L', 'T']);

/** A token kind. */
export type TokenKind = z.infer<typeof tokenKind>;

/** Spec §8 one-time password errors. */
export const oneTimePasswordErrorCodes = [
  'ERR001',
  'ERR002',
  'ERR003',
  'ERR004',
  'ERR005',
  'ERR006',
  'ERR007',
  'ERR008',
  'ERR999',
] as const;

/** A spec §8 one-time password error code. */
export type OneTimePasswordErrorCode = (typeof oneTimePasswordErrorCodes)[number];

/** A token's expiry; the token itself is in a cookie. */
export const tokenExpiry = z.object({ expirationTime: isoDateTime });

/** Spec §3 alert option: 0 no alert, 1 reminder (expires within 14 days), 2 force change. */
export const alertChangePasswordOption = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The outcome of the account's previous login attempt, as shown on the change-password form. */
export const lastLoginStatus = z.enum(['success', 'failure']);

/** Spec §3 password information, also part of every login session answer. */
export const passwordInfo = z.object({
  isForceChangePassword: z.boolean(),
  /** Days until expiry in Hong Kong calendar days; 0 expires today, negative already expired. */
  passwordDuration: z.number().int(),
  alertChangePasswordOption,
  lastChangePasswordDate: isoDateTime,
  /** Always true for roles other than user (spec §6). */
  agreementConfirmed: z.boolean(),
  lastLoginTime: isoDateTime.nullable(),
  lastLoginStatus: lastLoginStatus.nullable(),
});

/** A password information answer. */
export type PasswordInfo = z.infer<typeof passwordInfo>;

/** A session as a login or refresh opens it: spec §3 session user without its secrets. */
export const sessionRecord = z.object({
  sessionId,
  accountId: z.string(),
  accountCode: z.string(),
  role,
  source: accountSource,
  /** When the server answered. */
  time: isoDateTime,
  sessionToken: tokenExpiry,
  refreshToken: tokenExpiry,
});

/** Spec §3 login result with a session: `1` means a first login (agreement or forced change). */
export const loginSession = sessionRecord.extend(passwordInfo.shape).extend({
  result: z.enum(['Y', '1']),
});

/** A successful login's answer. */
export type LoginSession = z.infer<typeof loginSession>;

/** Result `2`: a one-time password is required; `sessionId` names the challenge for factorLogin. */
export const loginChallenge = z.object({ result: z.literal('2'), factor, sessionId });

/** A refused login. */
export const loginRefusal = z.object({ result: z.enum(loginRefusalCodes) });

/** Every answer of a password login. */
export const loginAnswer = z.discriminatedUnion('result', [
  loginSession,
  loginChallenge,
  loginRefusal,
]);

/** A login answer. */
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Password login input (spec §7); Gateway codes are upper-cased by the server. */
export const passwordLoginInput = z.strictObject({
  accountCode,
  password: z.string().min(1).max(256),
});

/** A refused factor login: result X with the spec §8 one-time password error. */
export const factorRefusal = z.object({
  result: z.literal('X'),
  errorCode: z.enum(oneTimePasswordErrorCodes),
});

/**
 * resendOneTimePassword's answer: a new code sent (or asked too soon) with the seconds until the next
 * resend (spec §9: 60), or a one-time password error. The factor may switch between SMS and email.
 */
export const resendAnswer = z.discriminatedUnion('result', [
  z.object({
    result: z.enum(['sent', 'too_soon']),
    /** Seconds until another resend is allowed (spec §9: 60 after a send). */
    retryAfterSeconds: z.number().int().nonnegative(),
  }),
  factorRefusal,
]);

/**
 * Session-login token problems (spec §8 token and session errors). The server answers the first
 * four; `tokenNotFound`, `sessionNotFound` and `invalidSessionMapping` cannot arise yet (a signed
 * token needs no lookup, and no call maps a host's session to ours): they are modelled with texts
 * so the web shows them when a flow answers them.
 */
export const sessionTokenErrorCodes = [
  'tokenCodeInvalid',
  'tokenExpired',
  'tokenNotActive',
  'accountNotMatched',
  'tokenNotFound',
  'sessionNotFound',
  'invalidSessionMapping',
] as const;

/** A spec §8 token or session error. */
export type SessionTokenErrorCode = (typeof sessionTokenErrorCodes)[number];

/**
 * Spec §8 activation results. No activation flow exists yet: the codes and their texts
 * (users.json `activation_error`) are here so the web shows them when it arrives.
 */
export const activationErrorCodes = [
  'emptyClientCode',
  'emptyVerificationKey',
  'incorrectClientCodeOrVerificationKey',
  'serviceNotAvailable',
  'deactivatedAccount',
  'emailFail',
] as const;

/** A spec §8 activation error. */
export type ActivationErrorCode = (typeof activationErrorCodes)[number];

/**
 * Spec §8 device registration errors, and the device code results 100-112 (the spec lists those
 * numbers without meanings: the web shows one text naming the code). No device registration flow
 * exists yet; these are modelled with texts (users.json `device_error`) for when it arrives.
 */
export const deviceRegistrationErrorCodes = [
  'exceedMaxSaveDevice',
  'deviceCodeNotFound',
  'incorrectDeviceCode',
  'incorrectPassword',
] as const;

/** A spec §8 device registration error. */
export type DeviceRegistrationErrorCode = (typeof deviceRegistrationErrorCodes)[number];

/** Spec §8 device code result codes 100 to 112. */
export const deviceCodeResultCodes = [
  100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112,
] as const;

/** A spec §8 device code result code. */
export type DeviceCodeResultCode = (typeof deviceCodeResultCodes)[number];

/** The calls of sign-in, keyed by method. */
export const accountLoginContracts = {
  gatewayPasswordLogin: { input: passwordLoginInput, output: loginAnswer },
  /** Fos answers `success` beside the same fields (spec §7). */
  fosPasswordLogin: {
    input: passwordLoginInput,
    output: z.intersection(z.object({ success: z.boolean() }), loginAnswer),
  },
  factorLogin: {
    input: z.strictObject({
      sessionId,
      password: z.string().min(1).max(16),
      factor: deliveredFactor,
    }),
    output: z.union([loginSession, factorRefusal]),
  },
  resendOneTimePassword: {
    input: z.strictObject({ sessionId, factor: deliveredFactor }),
    output: resendAnswer,
  },
  /** Session-login mode (spec §2.2): exchanges a host's signed token for a session. */
  sessionLogin: {
    input: z.strictObject({ token: z.string().min(1).max(4096) }),
    output: z.union([
      loginSession,
      loginRefusal,
      z.object({ result: z.literal('token_error'), errorCode: z.enum(sessionTokenErrorCodes) }),
    ]),
  },
};
