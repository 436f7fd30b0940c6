import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_SESSION_LOGIN_SECRET, loadConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      // Demo mode (the embedded database's default) keeps to loopback unless HOST is set.
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      isDemo: true,
      logLevel: 'info',
      inactivity: { kickMs: 1_800_000, reminderMs: 300_000 },
      maxInactiveDays: 365,
      sessionLoginSecret: null,
      isProxyTrusted: false,
      overRiskPolicy: 'acknowledge',
      jobPollMs: 5000,
      demoClockStart: null,
      rateLimitPerMinute: 1200,
      maxStreamsPerAddress: 200,
      loginThrottle: {
        windowMs: 900_000,
        maxAccountsPerAddress: 30,
        maxFailuresPerAccountAddress: 5,
        delayAfterFailures: 5,
        delayBaseMs: 1000,
        delayMaxMs: 4000,
      },
      tradeUnlockMs: 15 * 60_000,
      deviceCookieSecret: null,
    });
    expect(config.brand.id).toBe('default');
  });

  it('reads the limits: requests a minute, streams, sign-in throttles and the trade unlock', () => {
    expect(
      loadConfig({
        RATE_LIMIT_PER_MINUTE: '300',
        MAX_STREAMS_PER_ADDRESS: '40',
        LOGIN_THROTTLE_WINDOW_MS: '600000',
        LOGIN_MAX_ACCOUNTS_PER_ADDRESS: '50',
        LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '3',
        LOGIN_DELAY_AFTER_FAILURES: '2',
        LOGIN_DELAY_BASE_MS: '0',
        LOGIN_DELAY_MAX_MS: '0',
        TRADE_UNLOCK_MINUTES: '1440',
      }),
    ).toMatchObject({
      rateLimitPerMinute: 300,
      maxStreamsPerAddress: 40,
      loginThrottle: {
        windowMs: 600_000,
        maxAccountsPerAddress: 50,
        maxFailuresPerAccountAddress: 3,
        delayAfterFailures: 2,
        delayBaseMs: 0,
        delayMaxMs: 0,
      },
      tradeUnlockMs: 1440 * 60_000,
    });
    expect(
      problemsOf({
        RATE_LIMIT_PER_MINUTE: '0',
        MAX_STREAMS_PER_ADDRESS: '0',
        LOGIN_THROTTLE_WINDOW_MS: '10',
        LOGIN_MAX_ACCOUNTS_PER_ADDRESS: 'many',
        LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '-1',
        LOGIN_DELAY_AFTER_FAILURES: '1.5',
        LOGIN_DELAY_BASE_MS: '600001',
        TRADE_UNLOCK_MINUTES: '1441',
      }),
    ).toEqual([
      'RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000 (got "0")',
      'MAX_STREAMS_PER_ADDRESS must be a whole number from 1 to 1000000 (got "0")',
      'LOGIN_THROTTLE_WINDOW_MS must be a whole number of milliseconds, at least 1000 (got "10")',
      'LOGIN_MAX_ACCOUNTS_PER_ADDRESS must be a whole number from 1 to 10000 (got "many")',
      'LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS must be a whole number from 1 to 10000 (got "-1")',
      'LOGIN_DELAY_AFTER_FAILURES must be a whole number from 1 to 10000 (got "1.5")',
      'LOGIN_DELAY_BASE_MS must be a whole number of milliseconds from 0 to 600000 (got "600001")',
      'TRADE_UNLOCK_MINUTES must be a whole number from 1 to 1440 (got "1441")',
    ]);
    expect(problemsOf({ TRADE_UNLOCK_MINUTES: '0' })).toEqual([
      'TRADE_UNLOCK_MINUTES must be a whole number from 1 to 1440 (got "0")',
    ]);
    expect(problemsOf({ LOGIN_DELAY_BASE_MS: '5000', LOGIN_DELAY_MAX_MS: '2000' })).toEqual([
      'LOGIN_DELAY_MAX_MS must be at least LOGIN_DELAY_BASE_MS (got 2000 and 5000)',
    ]);
    // The address-wide failure count is gone: a deployment still setting it is told, not ignored.
    expect(problemsOf({ LOGIN_MAX_FAILURES_PER_ADDRESS: '20' })).toEqual([
      'LOGIN_MAX_FAILURES_PER_ADDRESS is no longer read: an address is limited per account (LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS) and in accounts failed (LOGIN_MAX_ACCOUNTS_PER_ADDRESS); unset it (got "20")',
    ]);
  });

  it('reads the data feed provider (spec §3): none runs, a vendor without a connector stops', () => {
    expect(loadConfig({}).dataFeedProvider).toBe('none');
    expect(loadConfig({ DATA_FEED_PROVIDER: 'none' }).dataFeedProvider).toBe('none');
    expect(problemsOf({ DATA_FEED_PROVIDER: 'etNet' })).toEqual([
      'DATA_FEED_PROVIDER has no connector for etNet yet: set none (the built-in simulated market data) or leave it unset',
    ]);
    expect(problemsOf({ DATA_FEED_PROVIDER: 'reuters' })).toEqual([
      'DATA_FEED_PROVIDER must be one of none, aaStockRealTime, aaStockDelay, aaStockUat, megahub, etNet, eFinet, tsci (got "reuters")',
    ]);
  });

  it('reads the fund settings', () => {
    expect(loadConfig({ FUND_OVER_RISK_POLICY: 'refuse', JOB_POLL_MS: '2000' })).toMatchObject({
      overRiskPolicy: 'refuse',
      jobPollMs: 2000,
    });
    expect(problemsOf({ FUND_OVER_RISK_POLICY: 'maybe' })).toEqual([
      'FUND_OVER_RISK_POLICY must be acknowledge or refuse (got "maybe")',
    ]);
  });

  it('reads the demo clock start, only in demo mode', () => {
    expect(loadConfig({ DEMO_CLOCK_START: '2026-11-23T10:00:00+08:00' }).demoClockStart).toEqual(
      new Date('2026-11-23T02:00:00Z'),
    );
    expect(problemsOf({ DEMO_CLOCK_START: 'Monday' })).toEqual([
      'DEMO_CLOCK_START must be an ISO date-time such as 2026-11-23T10:00:00+08:00 (got "Monday")',
    ]);
    expect(problemsOf({ DEMO: '0', DEMO_CLOCK_START: '2026-11-23T02:00:00Z' })).toEqual([
      'DEMO_CLOCK_START needs demo mode: set DEMO=1 or leave it unset (got 2026-11-23T02:00:00.000Z)',
    ]);
  });

  it('reads the sign-in settings', () => {
    expect(
      loadConfig({
        INACTIVITY_KICK_MS: '120000',
        INACTIVITY_REMINDER_MS: '60000',
        MAX_INACTIVE_DAYS: '90',
        TRUST_PROXY: '1',
      }),
    ).toMatchObject({
      inactivity: { kickMs: 120_000, reminderMs: 60_000 },
      maxInactiveDays: 90,
      isProxyTrusted: true,
    });
    expect(problemsOf({ INACTIVITY_KICK_MS: '60000', INACTIVITY_REMINDER_MS: '60000' })).toEqual([
      'INACTIVITY_REMINDER_MS must be less than INACTIVITY_KICK_MS (got 60000 and 60000)',
    ]);
    expect(problemsOf({ INACTIVITY_KICK_MS: '10' })[0]).toContain(
      'INACTIVITY_KICK_MS must be a whole number of milliseconds, at least 1000',
    );
  });

  it('needs a session-login secret in session mode, with a documented demo default', () => {
    expect(loadConfig({ BRAND: 'lotus' }).sessionLoginSecret).toBe(DEMO_SESSION_LOGIN_SECRET);
    expect(problemsOf({ BRAND: 'lotus', DEMO: '0' })).toEqual([
      'SESSION_LOGIN_SECRET must be set: brand lotus uses session login (got undefined)',
    ]);
    const secret = 's'.repeat(40);
    expect(loadConfig({ BRAND: 'lotus', DEMO: '0', SESSION_LOGIN_SECRET: secret })).toMatchObject({
      sessionLoginSecret: secret,
    });
  });

  it('never repeats a secret in its message', () => {
    expect(problemsOf({ SESSION_LOGIN_SECRET: 'too-short-secret' })).toEqual([
      'SESSION_LOGIN_SECRET must be a secret of at least 32 characters (got 16 characters)',
    ]);
    expect(problemsOf({ DEVICE_COOKIE_SECRET: 'short-device-secret' })).toEqual([
      'DEVICE_COOKIE_SECRET must be a secret of at least 32 characters (got 19 characters)',
    ]);
  });

  it('reads the device cookie secret', () => {
    const secret = 'd'.repeat(32);
    expect(loadConfig({ DEVICE_COOKIE_SECRET: secret }).deviceCookieSecret).toBe(secret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/portico',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      BRAND: 'harbour',
      DEMO: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/portico',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      isDemo: true,
      logLevel: 'warn',
    });
    expect(config.brand.id).toBe('harbour');
  });

  it('listens on loopback in demo mode and on every address otherwise, unless HOST says', () => {
    expect(loadConfig({ DEMO: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO: '0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portico' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO: '1', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO: '0', HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
    expect(loadConfig({ DEMO: '1', HOST: '' }).host).toBe('127.0.0.1');
  });

  it('turns demo mode off by default on PostgreSQL and lets DEMO decide either way', () => {
    const url = 'postgresql://db.internal/portico';
    expect(loadConfig({ DATABASE_URL: url }).isDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO: '1' }).isDemo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).isDemo).toBe(false);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it('names the variable, the rule and the value for each problem', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'PORT must be an integer from 1 to 65535 (got "abc")',
    ]);
    expect(problemsOf({ PORT: '70000', BRAND: 'acme', DEMO: 'yes', LOG_LEVEL: 'loud' })).toEqual([
      'PORT must be an integer from 1 to 65535 (got "70000")',
      'BRAND must be one of default, harbour, lotus (got "acme")',
      'DEMO must be 1 or 0 (got "yes")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// connection string (got "mysql://x")',
    ]);
    expect(problemsOf({ PORT: '0' })[0]).toContain('(got "0")');
  });

  it('prefixes every line of its message for the start-up log', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")',
    );
  });
});
