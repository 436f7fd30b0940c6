import type { Language } from '@shared/i18n/languages';

/**
 * The translation catalogues, loaded one language at a time (issue 3: the login route's initial
 * load budget): each language is a chunk of its own, fetched before the first render for the
 * starting language and on demand when another is chosen.
 */

/** One namespace's catalogue (shared/i18n/locales/<language>/<namespace>.json). */
export type Catalogue = Record<string, unknown>;

/** A language's catalogues by namespace. */
export type Catalogues = Readonly<Record<string, Catalogue>>;

/** Keys a language's globbed catalogue files by namespace (the file's name). */
export function byNamespace(files: Record<string, Catalogue>): Catalogues {
  const catalogues: Record<string, Catalogue> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) catalogues[namespace] = catalogue;
  }
  return catalogues;
}

const loaders: Record<Language, () => Promise<{ catalogues: Catalogues }>> = {
  en: () => import('./catalogues/en'),
  'zh-HK': () => import('./catalogues/zh-hk'),
  'zh-CN': () => import('./catalogues/zh-cn'),
};

const loaded = new Map<Language, Catalogues>();

/** Loads a language's catalogues (once; later calls answer the same). */
export async function loadCatalogues(language: Language): Promise<Catalogues> {
  const known = loaded.get(language);
  if (known) return known;
  const { catalogues } = await loaders[language]();
  loaded.set(language, catalogues);
  return catalogues;
}

/** A language's catalogues if they are loaded already. */
export function loadedCatalogues(language: Language): Catalogues | undefined {
  return loaded.get(language);
}
