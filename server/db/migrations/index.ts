import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Migration } from 'kysely';
import { projectRoot } from '../../project-root';

/**
 * Every migration in this folder, by name, oldest first: a file named `<14-digit timestamp>_<what
 * it does>.ts` is a migration, found here without being listed, so a new area's tables need no
 * shared line. Never edit one after it lands; add a later one instead.
 */

// The names are read from the source folder under the project root, and each file is imported
// by a template literal relative to this module: under tsx that is the file itself, and in the
// server bundle (server/start.mjs) esbuild has bundled every `*.ts` of this folder into a table
// the same literal looks up. So both modes run the same files, still with no shared list. (The
// literal names the folder, `../migrations/`, as Vite, which the tests run under, does not take
// a variable import of `./*.ts`.)
const folder = path.join(projectRoot, 'server', 'db', 'migrations');
const migrationFile = /^\d{14}_[a-z0-9_]+\.ts$/;

const names = readdirSync(folder)
  .filter((file) => migrationFile.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

export const migrations: Record<string, Migration> = Object.fromEntries(
  await Promise.all(
    names.map(
      async (name) => [name, (await import(`../migrations/${name}.ts`)) as Migration] as const,
    ),
  ),
);
