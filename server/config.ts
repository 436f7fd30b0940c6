import path from 'node:path';
import { z } from 'zod';
import type { BrandConfig } from '../brands/brand-config';
import { brandIds, getBrand } from '../brands/index';

/** Pino's levels, the values LOG_LEVEL accepts. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A pino log level. */
export type LogLevel = (typeof logLevels)[number];

/** The fixed path prefix of the app (ARCHITECTURE.md §1): web at /portal/, API at /portal/api. */
export const BASE_PATH = '/portal';

/** The server's settings, read once at start from the environment. */
export type Config = {
  port: number;
  host: string;
  /** Absolute; holds the embedded database (`<dataDir>/pglite`). */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database. */
  databaseUrl: string | null;
  brand: BrandConfig;
  /** Demo mode: seed the demo book at start and list the messenger's outbox at /portal/dev/outbox. */
  isDemo: boolean;
  logLevel: LogLevel;
};

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
  HOST: z.string().default('0.0.0.0').describe('a host name or IP address'),
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
};

type VariableName = keyof typeof variables;

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
    else
      problems.push(`${name} must be ${variables[name].description} (got ${JSON.stringify(raw)})`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const parsed = values as { [K in VariableName]: z.output<(typeof variables)[K]> };
  const databaseUrl = parsed.DATABASE_URL ?? null;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl,
    brand: getBrand(parsed.BRAND),
    // Demo data is for the embedded database; a real PostgreSQL opts in with DEMO=1.
    isDemo: parsed.DEMO === undefined ? databaseUrl === null : parsed.DEMO === '1',
    logLevel: parsed.LOG_LEVEL,
  };
}
