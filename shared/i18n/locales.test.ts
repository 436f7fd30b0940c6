import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, isLanguage, matchLanguage } from './languages';

/**
 * Two catalogue roots with the same rules: `locales/` (the web's, globbed into its language
 * chunks) and `pdf-locales/` (the server's document texts, kept out of the web's bundles).
 */
const roots = ['locales', 'pdf-locales'].map((name) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), name),
);

type Catalogue = { [key: string]: string | Catalogue };

function readCatalogue(root: string, language: string, file: string): Catalogue {
  return JSON.parse(readFileSync(path.join(root, language, file), 'utf8')) as Catalogue;
}

/** Flattens nested keys to `a.b` paths with their texts. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(roots.map((root) => [path.basename(root), root]))('%s catalogues', (_, root) => {
  const files = readdirSync(path.join(root, 'en')).sort();
  const read = (language: string, file: string) => readCatalogue(root, language, file);

  it('has exactly the three full locale folders', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has the same files as en', (language) => {
    expect(readdirSync(path.join(root, language)).sort()).toEqual(files);
  });

  describe.each(files)('%s', (file) => {
    const english = flatten(read('en', file));

    it.each(LANGUAGES)('%s has the same keys as en', (language) => {
      const keys = [...flatten(read(language, file)).keys()].sort();
      expect(keys).toEqual([...english.keys()].sort());
    });

    it.each(LANGUAGES)('%s texts are non-empty and keep the placeholders of en', (language) => {
      for (const [key, text] of flatten(read(language, file))) {
        expect(text.trim(), `${language}/${file} ${key}`).not.toBe('');
        expect(placeholders(text), `${language}/${file} ${key}`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
      }
    });

    it('uses snake_case keys', () => {
      for (const key of english.keys())
        expect(key).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/);
    });

    it('translates zh-HK and zh-CN separately rather than copying one into the other', () => {
      const traditional = flatten(read('zh-HK', file));
      const simplified = flatten(read('zh-CN', file));
      const differing = [...traditional].filter(([key, text]) => simplified.get(key) !== text);
      expect(differing.length).toBeGreaterThan(0);
    });
  });
});

describe('languages', () => {
  it('accepts only the exact codes', () => {
    expect(LANGUAGES.every((language) => isLanguage(language))).toBe(true);
    expect(isLanguage('zh')).toBe(false);
    expect(isLanguage('zh-hk')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('maps browser tags without collapsing zh-HK into zh', () => {
    expect(matchLanguage('en-GB')).toBe('en');
    expect(matchLanguage('zh-HK')).toBe('zh-HK');
    expect(matchLanguage('zh-TW')).toBe('zh-HK');
    expect(matchLanguage('zh-Hant-HK')).toBe('zh-HK');
    expect(matchLanguage('zh-CN')).toBe('zh-CN');
    expect(matchLanguage('zh')).toBe('zh-CN');
    expect(matchLanguage('zh-Hans-SG')).toBe('zh-CN');
    expect(matchLanguage('fr-FR')).toBeUndefined();
  });
});
