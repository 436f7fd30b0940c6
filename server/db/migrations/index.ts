import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Migration } from 'kysely';

/**
 * Every migration in this folder, by name, oldest first: a file named `<14-digit timestamp>_<what
 * it does>.ts` is a migration, found here without being listed, so a new area's tables need no
 * shared line. Never edit one after it lands; add a later one instead.
 */

const folder = path.dirname(fileURLToPath(import.meta.url));
const migrationFile = /^\d{14}_[a-z0-9_]+\.ts$/;

const names = readdirSync(folder)
  .filter((file) => migrationFile.test(file))
  .sort();

export const migrations: Record<string, Migration> = Object.fromEntries(
  await Promise.all(
    names.map(async (file) => {
      const migration = (await import(pathToFileURL(path.join(folder, file)).href)) as Migration;
      return [file.replace(/\.ts$/, ''), migration] as const;
    }),
  ),
);
