import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/i18n/languages';
import { createI18n, hasEveryCatalogue, loadEveryCatalogue } from './i18n';
import { loadCatalogues, loadedCatalogues, START_NAMESPACES } from './i18n-catalogues';

const locales = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/i18n/locales',
);

/** The namespaces of a language's catalogue files. */
const namespacesOf = (language: string) =>
  readdirSync(path.join(locales, language)).map((file) => file.replace(/\.json$/, ''));

describe('catalogue parts (issue 22, the first page)', () => {
  it.each(LANGUAGES)(
    'puts every %s namespace in the start part or the rest, once',
    async (language) => {
      await loadCatalogues(language);
      const start = Object.keys(loadedCatalogues(language, ['start']) ?? {});
      const rest = Object.keys(loadedCatalogues(language, ['rest']) ?? {});
      expect(start.sort()).toEqual([...START_NAMESPACES].sort());
      expect([...start, ...rest].sort()).toEqual(namespacesOf(language).sort());
    },
  );

  it('starts an instance on the start part and adds the rest when a page needs it', async () => {
    const i18n = createI18n('zh-HK', ['start']);
    expect(i18n.t('users:login.title')).toBe('帳戶登入');
    expect(i18n.hasResourceBundle('zh-HK', 'funds')).toBe(false);
    expect(hasEveryCatalogue(i18n)).toBe(false);
    await loadEveryCatalogue(i18n);
    expect(i18n.hasResourceBundle('zh-HK', 'funds')).toBe(true);
    expect(hasEveryCatalogue(i18n)).toBe(true);
  });
});
