import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import layering from '../server-layers.json';

/**
 * The server's layers (server-layers.json, docs/ARCHITECTURE.md): no import runs back up, the
 * portal never imports a back office or the core books, the core books and dealing know no
 * product area, and SQL stays in repositories and migrations.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

/** The layer of a file: the longest path prefix that matches it; -1 outside every layer. */
function layerOf(file: string): number {
  let best = { index: -1, length: 0 };
  layering.layers.forEach((layer, index) => {
    for (const prefix of layer.paths) {
      if (file.startsWith(prefix) && prefix.length > best.length)
        best = { index, length: prefix.length };
    }
  });
  return best.index;
}

const importPattern = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g;

/** The server files a file imports, relative to the project root. */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(importPattern)].map((match) => {
    const target = path.join(path.dirname(file), match[1] as string);
    return target.endsWith('.ts') || target.endsWith('.json') ? target : `${target}.ts`;
  });
}

const files = sourceFiles('server');
const sources = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));

/** The rules an import of `target` from `file` breaks. */
function brokenRules(file: string, target: string): string[] {
  const [from, to] = [layerOf(file), layerOf(target)];
  const upward = from === -1 || to === -1 || to < from ? ['runs up a layer'] : [];
  const forbidden = layering.forbidden
    .filter((rule) => rule.from.some((prefix) => file.startsWith(prefix)))
    .filter((rule) => target.startsWith(rule.to))
    .map((rule) => rule.message);
  return [...upward, ...forbidden];
}

/** Every import that breaks a layer rule, as `from -> to (why)`. */
function layerViolations(): string[] {
  return files.flatMap((file) =>
    importsOf(file, sources.get(file) ?? '')
      .filter((target) => target.startsWith('server/'))
      .flatMap((target) => brokenRules(file, target).map((why) => `${file} -> ${target} (${why})`)),
  );
}

const queryBuilders =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|selectNoFrom)\(/;
const sqlImport = /import\s*\{[^}]*\bsql\b[^}]*\}\s*from\s*'kysely'/;

const speaksSqlLegally = (file: string) =>
  file.endsWith('.repository.ts') ||
  file.includes('/migrations/') ||
  layering.sqlAllowed.some((prefix) => file.startsWith(prefix));

describe('server layers', () => {
  it('puts every server file in a layer', () => {
    expect(files.filter((file) => layerOf(file) === -1)).toEqual([]);
  });

  it('has no import that runs back up or reaches past a port', () => {
    expect(layerViolations()).toEqual([]);
  });

  it('speaks SQL only in repositories, migrations and the database module', () => {
    const speaking = files.filter(
      (file) =>
        !speaksSqlLegally(file) &&
        (queryBuilders.test(sources.get(file) ?? '') || sqlImport.test(sources.get(file) ?? '')),
    );
    expect(speaking).toEqual([]);
  });

  it('would catch an upward import and SQL outside a repository', () => {
    const file = 'server/repositories/account.repository.ts';
    expect(layerOf(file)).toBeGreaterThan(layerOf('server/api/registry.ts'));
    expect(importsOf(file, "import type { X } from '../api/registry';")).toEqual([
      'server/api/registry.ts',
    ]);
    expect(queryBuilders.test("await db.selectFrom('account')")).toBe(true);
    expect(sqlImport.test("import { sql } from 'kysely';")).toBe(true);
  });

  it('would catch the core books importing an area, and the portal importing a back office', () => {
    const books = 'server/backoffice/core/books/ledger.ts';
    expect(brokenRules(books, 'server/backoffice/gateway/funds/fund-order.repository.ts')).toEqual([
      'runs up a layer',
    ]);
    expect(brokenRules(books, 'server/backoffice/ports/gateway-funds.port.ts')).toHaveLength(1);
    expect(brokenRules(books, 'server/backoffice/ports/client-ref.ts')).toEqual([]);
    expect(
      brokenRules('server/api/fund/fund.routes.ts', 'server/backoffice/core/books/ledger.ts'),
    ).toHaveLength(1);
  });
});
