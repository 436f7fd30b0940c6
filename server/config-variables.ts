import { z } from 'zod';
import { brandIds } from '../brands/index';

/**
 * The environment variables the server reads (README, Configuration), each with its rule and its
 * default; `loadConfig` (config.ts) turns what they give into the server's `Config`.
 */

/** Pino's levels, the values LOG_LEVEL accepts. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A pino log level. */
export type LogLevel = (typeof logLevels)[number];

/**
 * Sign-in throttling (server/auth/throttle.ts): failures counted over a sliding window, per
 * (account, address) with a limit that answers 429, and the accounts failed from one address with
 * a higher cap against spraying; failures of one account from every address only space its
 * attempts out, and a device that signed in to the account before passes the spacing, so no one
 * can lock another out.
 */
export type LoginThrottle = {
  /** How long a failure counts. */
  windowMs: number;
  /**
   * Accounts failed from one address before it is refused for any account not vouched for by a
   * device cookie, until the failures age out (spraying many accounts from one address).
   */
  maxAccountsPerAddress: number;
  /** Failures of one account from one address before that pair is refused until they age out. */
  maxFailuresPerAccountAddress: number;
  /** Failures of one account (every address) before its attempts are spaced out. */
  delayAfterFailures: number;
  /** The first spacing; it doubles with each further failure of the account. */
  delayBaseMs: number;
  /** The longest spacing. */
  delayMaxMs: number;
};

/** Live streams one client address may hold open at once by default (README, Configuration). */
export const DEFAULT_MAX_STREAMS_PER_ADDRESS = 200;

/** The throttle's defaults (README, Configuration). */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottle = {
  windowMs: 900_000,
  maxAccountsPerAddress: 30,
  maxFailuresPerAccountAddress: 5,
  delayAfterFailures: 5,
  delayBaseMs: 1000,
  delayMaxMs: 4000,
};

/**
 * Spec §3 data feed providers. `none` is the built-in simulated market data; the others name a
 * vendor whose connector (and keys, which the spec omits) does not exist yet, so choosing one
 * stops the start with a message rather than running on simulated prices under a vendor's name.
 */
export const DATA_FEED_PROVIDERS = [
  'none',
  'aaStockRealTime',
  'aaStockDelay',
  'aaStockUat',
  'megahub',
  'etNet',
  'eFinet',
  'tsci',
] as const;

/** A spec §3 data feed provider. */
export type DataFeedProvider = (typeof DATA_FEED_PROVIDERS)[number];

/** The VAPID subject when VAPID_SUBJECT is unset; a firm sets its own contact. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@portico.invalid';

// Each variable's rule; the error text completes "<NAME> must be ..." in the message.
const variables = {
  PORT: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(65535))
    .default(3000)
    .describe('an integer from 1 to 65535'),
  HOST: z.string().optional().describe('a host name or IP address'),
  DATA_DIR: z.string().default('./data').describe('a directory path'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/)
    .optional()
    .describe('a postgres:// or postgresql:// connection string'),
  BRAND: z
    .enum(brandIds as [string, ...string[]])
    .default('default')
    .describe(`one of ${brandIds.join(', ')}`),
  DEMO: z.enum(['1', '0']).optional().describe('1 or 0'),
  LOG_LEVEL: z
    .enum(logLevels)
    .default('info')
    .describe(`one of ${logLevels.join(', ')}`),
  INACTIVITY_KICK_MS: milliseconds(1_800_000),
  INACTIVITY_REMINDER_MS: milliseconds(300_000),
  MAX_INACTIVE_DAYS: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .default(365)
    .describe('a whole number of days from 1 to 99999'),
  SESSION_LOGIN_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe('a secret of at least 32 characters'),
  TRUST_PROXY: z.enum(['1', '0']).default('0').describe('1 or 0'),
  FUND_OVER_RISK_POLICY: z
    .enum(['acknowledge', 'refuse'])
    .default('acknowledge')
    .describe('acknowledge or refuse'),
  JOB_POLL_MS: milliseconds(5000),
  DATA_FEED_PROVIDER: z
    .enum(DATA_FEED_PROVIDERS)
    .default('none')
    .describe(`one of ${DATA_FEED_PROVIDERS.join(', ')}`),
  DEMO_CLOCK_START: z.iso
    .datetime({ offset: true })
    .transform((text) => new Date(text))
    .optional()
    .describe('an ISO date-time such as 2026-11-23T10:00:00+08:00'),
  RATE_LIMIT_PER_MINUTE: wholeNumber(1200, 1, 1_000_000),
  MAX_STREAMS_PER_ADDRESS: wholeNumber(DEFAULT_MAX_STREAMS_PER_ADDRESS, 1, 1_000_000),
  LOGIN_THROTTLE_WINDOW_MS: milliseconds(DEFAULT_LOGIN_THROTTLE.windowMs),
  LOGIN_MAX_ACCOUNTS_PER_ADDRESS: wholeNumber(
    DEFAULT_LOGIN_THROTTLE.maxAccountsPerAddress,
    1,
    10_000,
  ),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: wholeNumber(
    DEFAULT_LOGIN_THROTTLE.maxFailuresPerAccountAddress,
    1,
    10_000,
  ),
  LOGIN_DELAY_AFTER_FAILURES: wholeNumber(DEFAULT_LOGIN_THROTTLE.delayAfterFailures, 1, 10_000),
  LOGIN_DELAY_BASE_MS: shortMilliseconds(DEFAULT_LOGIN_THROTTLE.delayBaseMs),
  LOGIN_DELAY_MAX_MS: shortMilliseconds(DEFAULT_LOGIN_THROTTLE.delayMaxMs),
  DEVICE_COOKIE_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe('a secret of at least 32 characters'),
  TRADE_UNLOCK_MINUTES: wholeNumber(15, 1, 1440),
  CASH_AUTO_ACCEPT_MS: wholeNumber(0, 0, 86_400_000),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/)
    .optional()
    .describe('a base64url P-256 public key of 87 characters'),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional()
    .describe('a base64url P-256 private key of 43 characters'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/)
    .default(DEFAULT_VAPID_SUBJECT)
    .describe('a mailto: address or an https: URL'),
};

function wholeNumber(fallback: number, min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback)
    .describe(`a whole number from ${min} to ${max}`);
}

// A spacing between attempts: 0 turns it off; at most 10 minutes.
function shortMilliseconds(fallback: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(600_000))
    .default(fallback)
    .describe('a whole number of milliseconds from 0 to 600000');
}

function milliseconds(fallback: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1000))
    .default(fallback)
    .describe('a whole number of milliseconds, at least 1000');
}

type VariableName = keyof typeof variables;

// A secret's value never reaches the log, even when it is wrong.
const secretVariables: ReadonlySet<VariableName> = new Set([
  'SESSION_LOGIN_SECRET',
  'DEVICE_COOKIE_SECRET',
  'VAPID_PRIVATE_KEY',
]);

function shown(name: VariableName, raw: string | undefined): string {
  if (raw !== undefined && secretVariables.has(name)) return `${[...raw].length} characters`;
  return JSON.stringify(raw);
}

/** Every variable's value once valid: what `readVariables` answers. */
export type Parsed = { [K in VariableName]: z.output<(typeof variables)[K]> };

/**
 * Reads each variable by its rule; an empty value counts as unset. Answers the values, or one line
 * per bad variable saying what it must be and what it got (a secret only by its length).
 */
export function readVariables(env: NodeJS.ProcessEnv): { values: Parsed } | { problems: string[] } {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(variables) as VariableName[]) {
    const raw = env[name] === '' ? undefined : env[name];
    const result = variables[name].safeParse(raw);
    if (result.success) values[name] = result.data;
    else problems.push(`${name} must be ${variables[name].description} (got ${shown(name, raw)})`);
  }
  return problems.length > 0 ? { problems } : { values: values as Parsed };
}
