import path from 'node:path';
import type { BrandConfig } from '../brands/brand-config';
import { getBrand } from '../brands/index';
import {
  readVariables,
  type DataFeedProvider,
  type LoginThrottle,
  type LogLevel,
  type Parsed,
} from './config-variables';

/** The fixed path prefix of the app (docs/DECISIONS.md §1): web at /portal/, API at /portal/api. */
export const BASE_PATH = '/portal';

/** The server's settings, read once at start from the environment. */
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

/** Thrown by loadConfig with one line per invalid variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.map((problem) => `Invalid configuration: ${problem}`).join('\n'));
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment (README, Configuration). An empty value counts as unset.
 * Throws ConfigError naming each bad variable, what it must be and what it got.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const read = readVariables(env);
  if ('problems' in read) throw new ConfigError(read.problems);
  const parsed = read.values;
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
