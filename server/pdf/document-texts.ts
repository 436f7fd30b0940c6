import type { Language } from '../../shared/i18n/languages';
import en from '../../shared/i18n/pdf-locales/en/documents.json' with { type: 'json' };
import zhCN from '../../shared/i18n/pdf-locales/zh-CN/documents.json' with { type: 'json' };
import zhHK from '../../shared/i18n/pdf-locales/zh-HK/documents.json' with { type: 'json' };

/**
 * The documents' texts (shared/i18n/pdf-locales, kept apart from the web's catalogues so they never
 * reach a browser bundle); shared/i18n/locales.test.ts keeps the three languages in step.
 */

type Catalogue = typeof en;

type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

/** A dotted key of the documents catalogue, `statement.opening`. */
export type DocumentTextKey = KeyOf<Catalogue>;

/** Looks a key up in one language and fills its `{{placeholders}}`. */
export type DocumentTexts = (
  key: DocumentTextKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

const catalogues: Readonly<Record<Language, Catalogue>> = { en, 'zh-HK': zhHK, 'zh-CN': zhCN };

function lookUp(catalogue: Catalogue, key: string): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No document text "${key}"`);
  return node;
}

/** The documents' texts in one language. */
export function documentTexts(language: Language): DocumentTexts {
  const catalogue = catalogues[language];
  return (key, values = {}) =>
    lookUp(catalogue, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      String(values[name] ?? ''),
    );
}

/** A catalogue key from a camelCase code (`moneyMarket` to `money_market`). */
export function snakeCase(code: string): string {
  return code.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
