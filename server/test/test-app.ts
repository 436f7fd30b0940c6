import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { allCalls } from '../areas/compose';
import type { CallDefinition } from '../api/registry';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/schema';
import { openTestDatabase } from './test-database';

/** Options of a test app: environment overrides, extra calls, and buildApp's own options. */
export type TestAppOptions = Partial<
  Pick<BuildAppOptions, 'webRoot' | 'messenger' | 'logger' | 'rateLimit' | 'clock' | 'marketData'>
> & {
  /** Variables as `loadConfig` reads them; defaults: DEMO=0, LOG_LEVEL=silent. */
  env?: NodeJS.ProcessEnv;
  /** Calls served beside every real one. */
  extraCalls?: readonly CallDefinition[];
  /** Whether the database holds the demo book; default true. */
  isSeeded?: boolean;
};

/** A built app on its own migrated database, for tests through HTTP (`app.inject`). */
export type TestApp = {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  close: () => Promise<void>;
};

/** Builds the app on PGlite, or on PostgreSQL when TEST_DATABASE_KIND is postgres. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env, extraCalls = [], isSeeded, ...appOptions } = options;
  const config = loadConfig({ DEMO: '0', LOG_LEVEL: 'silent', ...env });
  const database = await openTestDatabase({ isSeeded });
  try {
    const app = await buildApp({
      ...appOptions,
      config,
      database,
      calls: [...allCalls, ...extraCalls],
      webRoot: appOptions.webRoot ?? '/nonexistent/portico-web-root',
    });
    const close = async () => {
      await app.close();
      await database.close();
    };
    return { app, db: database.db, config, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}
