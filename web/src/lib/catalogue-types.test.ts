import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every catalogue is typed: a namespace's keys are checked by the compiler only if i18next.d.ts or
 * a feature's catalogue.d.ts declares it, and nothing else notices a missing declaration.
 */

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const locales = path.resolve(web, '../../shared/i18n/locales/en');

function declaredNamespaces(): string[] {
  const files = [
    path.join(web, 'lib/i18next.d.ts'),
    ...readdirSync(path.join(web, 'features')).map((feature) =>
      path.join(web, 'features', feature, 'catalogue.d.ts'),
    ),
  ];
  return files.flatMap((file) => {
    let source = '';
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return [];
    }
    return [...source.matchAll(/^\s+(\w+): typeof \w+;$/gm)].map((match) => match[1] ?? '');
  });
}

describe('catalogue types', () => {
  it('declares every namespace of the catalogues once', () => {
    const namespaces = readdirSync(locales).map((file) => file.replace(/\.json$/, ''));
    expect(declaredNamespaces().sort()).toEqual(namespaces.sort());
  });
});
