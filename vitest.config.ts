import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = {
  '@brand': path.join(root, 'brands', 'default'),
  '@shared': path.join(root, 'shared'),
  '@brands': path.join(root, 'brands'),
};

/**
 * The server test files that open a database: those importing the harness's app or database, or
 * a test kit (`server/test/`). Only these run a second time on PostgreSQL; a file that never opens
 * a database (config, feeds, the bundle, the PDF writer) would only repeat itself there.
 */
function serverFilesOnADatabase(): string[] {
  const opensDatabase =
    /from '(\.\.?\/)+(test\/)?(test-app|test-database|auth-client|[a-z-]+-kit)'/;
  return readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('server', file))
    .filter((file) => opensDatabase.test(readFileSync(path.join(root, file), 'utf8')));
}

/**
 * Test tiers (docs/DECISIONS.md §8): unit (pure rules), server (HTTP on a real database: PGlite,
 * and PostgreSQL as well when TEST_DATABASE_URL is set), web (components in jsdom).
 */
const serverProject = (name: string, databaseKind: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    include: databaseKind === 'postgres' ? serverFilesOnADatabase() : ['server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DATABASE_KIND: databaseKind },
    globalSetup: ['server/test/global-setup.ts'],
    // PGlite costs ~0.8 GB and a core per instance: keep server files to one worker at a time.
    pool: 'forks' as const,
    fileParallelism: false,
    // Tests run in a random order (the seed the run prints; --sequence.seed=N repeats it): each
    // sets up what it reads. The runner shuffles them; vitest 4.1 ignores a project's `sequence`.
    runner: 'server/test/shuffled-runner.ts',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Test files run in a random order as well, in every project (the run prints the seed).
    sequence: { shuffle: { files: true, tests: false } },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'brands/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          css: false,
          // A page's first render loads its lazy module; under load (two cores) a test's findBy may
          // wait its own 5 s: the test's limit leaves room for that.
          testTimeout: 15_000,
          // One module graph per worker, not one per file: React, Mantine, jsdom and the catalogues
          // load once (most of the tier's time went there). Safe because test/setup.ts puts back
          // after every test what a test may change: the DOM, storage, globals, timers and mocks.
          pool: 'threads',
          isolate: false,
        },
      },
    ],
  },
});
