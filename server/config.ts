import path from 'node:path';
import { z } from 'zod';
import type { BrandConfig } from '../brands/brand-config';
import { brandIds, getBrand } from '../brands/index';

/** Pino's levels, the values LOG_LEVEL accepts. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A pino log level. */
export type LogLevel = (typeof logLevels)[number];

/** The fixed path prefix of the app (docs/DECISIONS.md §1): web at /portal/, API at /portal/api. */
export const BASE_PATH = '/portal';

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

/** The server's settings, read once at start from the environment. */
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

export type Config = {
  port: number;
  /** The address to listen on: HOST, else loopback in demo mode and every address otherwise. */
  host: string;
  /** Absolute; holds the embedded database (`<dataDir>/pglite`). */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  databaseUrl: string | null;
  brand: BrandConfig;
  /** Demo mode: seed the demo book at start and list the messenger's outbox at /portal/dev/outbox. */
  isDemo: boolean;
  logLevel: LogLevel;
  /** Spec §3 inactivity times: the server ends a session idle longer than `kickMs`. */
  inactivity: { kickMs: number; reminderMs: number };
  /** Login result G: refused when the last successful login is older than this many days. */
  maxInactiveDays: number;
  /** HS256 secret of session-login tokens; set whenever the brand's login mode is 'session'. */
  sessionLoginSecret: string | null;
  /** Whether X-Forwarded-* headers from a reverse proxy are believed (client address, HTTPS). */
  isProxyTrusted: boolean;
  /** Fact §3.13: a fund above the client's risk level is acknowledged on the order or refused. */
  overRiskPolicy: 'acknowledge' | 'refuse';
  /** Spec §3 market data vendor; `none`: the built-in simulated feed (the only one today). */
  dataFeedProvider: DataFeedProvider;
  /** How often the job runner looks for due dealing work. */
  jobPollMs: number;
  /**
   * Demo only: the instant the server clock reads at start, running on from there (dealing,
   * cut-offs and NAV dates follow it); null means the real time.
   */
  demoClockStart: Date | null;
  /** Requests one client address may make a minute before it is answered 429. */
  rateLimitPerMinute: number;
  /** Live streams (quotes and unread count together) one client address may hold open at once. */
  maxStreamsPerAddress: number;
  loginThrottle: LoginThrottle;
  /**
   * HMAC secret of device cookies (server/auth/device-cookie.ts); null: the one generated on
   * first start and kept in the database.
   */
  deviceCookieSecret: string | null;
  /** How long a correct trade password unlocks trading for the session. */
  tradeUnlockMs: number;
  /**
   * Demo only: a deposit request by hand is accepted automatically this many milliseconds after
   * it is placed (issue 13); null: the back office's operator decides (`cash/decideInstruction`).
   */
  cashAutoAcceptMs: number | null;
  /**
   * Web Push signing (issue 14 §3): the VAPID key pair given by the environment, or null to use
   * the pair generated on first start and kept in the database; the subject (a mailto: or
   * https: contact) push services may reach the operator at.
   */
  vapid: { keys: { publicKey: string; privateKey: string } | null; subject: string };
};

/**
 * The session-login secret demo mode uses when SESSION_LOGIN_SECRET is unset, so `BRAND=lotus
 * npm start` works out of the box. Public by design: never run a real firm on it.
 */
export const DEMO_SESSION_LOGIN_SECRET = 'portico-demo-session-login-secret-not-for-production';

/** The VAPID subject when VAPID_SUBJECT is unset; a firm sets its own contact. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@portico.invalid';

/** Thrown by loadConfig with one line per invalid variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.map((problem) => `Invalid configuration: ${problem}`).join('\n'));
    this.name = 'ConfigError';
  }
}

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

/**
 * Reads and validates the environment (README, Configuration). An empty value counts as unset.
 * Throws ConfigError naming each bad variable, what it must be and what it got.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(variables) as VariableName[]) {
    const raw = env[name] === '' ? undefined : env[name];
    const result = variables[name].safeParse(raw);
    if (result.success) values[name] = result.data;
    else problems.push(`${name} must be ${variables[name].description} (got ${shown(name, raw)})`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const parsed = values as Parsed;
  const databaseUrl = parsed.DATABASE_URL ?? null;
  // Demo data is for the embedded database; a real PostgreSQL opts in with DEMO=1.
  const isDemo = parsed.DEMO === undefined ? databaseUrl === null : parsed.DEMO === '1';
  const brand = getBrand(parsed.BRAND);
  const config: Config = {
    port: parsed.PORT,
    host: listenHost(parsed.HOST, isDemo),
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl,
    brand,
    isDemo,
    logLevel: parsed.LOG_LEVEL,
    inactivity: { kickMs: parsed.INACTIVITY_KICK_MS, reminderMs: parsed.INACTIVITY_REMINDER_MS },
    maxInactiveDays: parsed.MAX_INACTIVE_DAYS,
    sessionLoginSecret: sessionLoginSecret(parsed, brand.loginMode === 'session', isDemo),
    isProxyTrusted: parsed.TRUST_PROXY === '1',
    overRiskPolicy: parsed.FUND_OVER_RISK_POLICY,
    dataFeedProvider: parsed.DATA_FEED_PROVIDER,
    jobPollMs: parsed.JOB_POLL_MS,
    demoClockStart: parsed.DEMO_CLOCK_START ?? null,
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    maxStreamsPerAddress: parsed.MAX_STREAMS_PER_ADDRESS,
    loginThrottle: {
      windowMs: parsed.LOGIN_THROTTLE_WINDOW_MS,
      maxAccountsPerAddress: parsed.LOGIN_MAX_ACCOUNTS_PER_ADDRESS,
      maxFailuresPerAccountAddress: parsed.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      delayAfterFailures: parsed.LOGIN_DELAY_AFTER_FAILURES,
      delayBaseMs: parsed.LOGIN_DELAY_BASE_MS,
      delayMaxMs: parsed.LOGIN_DELAY_MAX_MS,
    },
    deviceCookieSecret: parsed.DEVICE_COOKIE_SECRET ?? null,
    tradeUnlockMs: parsed.TRADE_UNLOCK_MINUTES * 60_000,
    // Demo only, and 0 turns it off.
    cashAutoAcceptMs: isDemo && parsed.CASH_AUTO_ACCEPT_MS > 0 ? parsed.CASH_AUTO_ACCEPT_MS : null,
    vapid: {
      keys:
        parsed.VAPID_PUBLIC_KEY !== undefined && parsed.VAPID_PRIVATE_KEY !== undefined
          ? { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY }
          : null,
      subject: parsed.VAPID_SUBJECT,
    },
  };
  const crossProblems = crossCheck(config, env);
  if (crossProblems.length > 0) throw new ConfigError(crossProblems);
  return config;
}

type Parsed = { [K in VariableName]: z.output<(typeof variables)[K]> };

/** The loopback address demo mode listens on unless HOST says otherwise. */
export const DEMO_DEFAULT_HOST = '127.0.0.1';

/**
 * Where the server listens: HOST when set; else demo mode keeps to loopback, as its dev routes
 * read out one-time passwords and its demo book's passwords are published (README, Demo mode
 * and the network), and a real deployment listens on every address.
 */
export function listenHost(host: string | undefined, isDemo: boolean): string {
  if (host !== undefined) return host;
  return isDemo ? DEMO_DEFAULT_HOST : '0.0.0.0';
}

function sessionLoginSecret(parsed: Parsed, isSessionMode: boolean, isDemo: boolean) {
  if (parsed.SESSION_LOGIN_SECRET !== undefined) return parsed.SESSION_LOGIN_SECRET;
  return isSessionMode && isDemo ? DEMO_SESSION_LOGIN_SECRET : null;
}

// Rules that tie variables together, checked once each variable is valid on its own.
function crossCheck(config: Config, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (config.dataFeedProvider !== 'none') {
    problems.push(
      `DATA_FEED_PROVIDER has no connector for ${config.dataFeedProvider} yet: set none (the built-in simulated market data) or leave it unset`,
    );
  }
  if (config.inactivity.reminderMs >= config.inactivity.kickMs) {
    problems.push(
      `INACTIVITY_REMINDER_MS must be less than INACTIVITY_KICK_MS (got ${config.inactivity.reminderMs} and ${config.inactivity.kickMs})`,
    );
  }
  if (config.brand.loginMode === 'session' && config.sessionLoginSecret === null) {
    problems.push(
      `SESSION_LOGIN_SECRET must be set: brand ${config.brand.id} uses session login (got undefined)`,
    );
  }
  if (config.demoClockStart !== null && !config.isDemo) {
    problems.push(
      `DEMO_CLOCK_START needs demo mode: set DEMO=1 or leave it unset (got ${config.demoClockStart.toISOString()})`,
    );
  }
  if (
    ((env.VAPID_PUBLIC_KEY || undefined) === undefined) !==
    ((env.VAPID_PRIVATE_KEY || undefined) === undefined)
  ) {
    problems.push(
      `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (got only ${env.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'})`,
    );
  }
  if ((env.LOGIN_MAX_FAILURES_PER_ADDRESS || undefined) !== undefined) {
    problems.push(
      `LOGIN_MAX_FAILURES_PER_ADDRESS is no longer read: an address is limited per account (LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS) and in accounts failed (LOGIN_MAX_ACCOUNTS_PER_ADDRESS); unset it (got ${JSON.stringify(env.LOGIN_MAX_FAILURES_PER_ADDRESS)})`,
    );
  }
  const { delayBaseMs, delayMaxMs } = config.loginThrottle;
  if (delayMaxMs < delayBaseMs) {
    problems.push(
      `LOGIN_DELAY_MAX_MS must be at least LOGIN_DELAY_BASE_MS (got ${delayMaxMs} and ${delayBaseMs})`,
    );
  }
  return problems;
}
