/**
 * The fixed numbers of sign-in (docs/DECISIONS.md §4, spec §8 and §9). Times the operator tunes
 * (inactivity, maximum inactive days) are configuration instead (server/config.ts).
 */

const MINUTE_MS = 60_000;

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** A session token's lifetime (docs/DECISIONS.md §4). */
export const SESSION_TOKEN_TTL_MS = 15 * MINUTE_MS;

/** A refresh token's lifetime; each rotation issues a fresh one (docs/DECISIONS.md §4). */
export const REFRESH_TOKEN_TTL_MS = 7 * DAY_MS;

/**
 * A device cookie vouches for a browser that signed in to an account this long after its latest
 * sign-in there (server/auth/device-cookie.ts); each sign-in renews it.
 */
export const DEVICE_COOKIE_TTL_MS = 180 * DAY_MS;

/** A one-time password is valid 10 minutes. */
export const ONE_TIME_PASSWORD_TTL_MS = 10 * MINUTE_MS;

/** A two-factor challenge may be resent and answered for 30 minutes; then the user logs in again. */
export const CHALLENGE_MAX_AGE_MS = 30 * MINUTE_MS;

/** Spec §9: a one-time password may be resent after 60 seconds. */
export const ONE_TIME_PASSWORD_RESEND_MS = 60_000;

/** One-time passwords have 6 digits. */
export const ONE_TIME_PASSWORD_DIGITS = 6;

/** Passwords expire 90 days after a change (demo book: C10006 in 3 days, C10007 expired). */
export const PASSWORD_EXPIRY_DAYS = 90;

/** Spec §3 alert option 1: the reminder starts 14 days before expiry. */
export const PASSWORD_REMINDER_DAYS = 14;

/** Spec §8 "used before": a new password may not be any of the last 5 (the current included). */
export const PASSWORD_HISTORY_COUNT = 5;

/** A reset-password verification key is valid 30 minutes. */
export const RESET_KEY_TTL_MS = 30 * MINUTE_MS;

/** A reset-password verification key has 8 characters. */
export const RESET_KEY_LENGTH = 8;

/** A session-login token may not claim to live longer than 10 minutes ("short-lived"). */
export const SESSION_LOGIN_MAX_TTL_MS = 10 * MINUTE_MS;
