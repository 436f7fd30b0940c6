import type { Language } from '@shared/i18n/languages';

/**
 * The translation catalogues, loaded one language at a time (issue 3: the login route's initial
 * load budget) and, within a language, in two parts (issue 22, the first page): the namespaces
 * the shell and the first page show, fetched before the first render, and every other one,
 * fetched with the first page that is not the first page (router.tsx) or the first piece of the
 * shell that shows them (the bell). Each part of each language is a chunk of its own.
 */

/** One namespace's catalogue (shared/i18n/locales/<language>/<namespace>.json). */
export type Catalogue = Record<string, unknown>;

/** A language's catalogues by namespace. */
export type Catalogues = Readonly<Record<string, Catalogue>>;

/**
 * The namespaces of the shell (header, menus, settings, session and error screens, the gate's
 * password and agreement screens) and of the login page: the start part of each language.
 */
export const START_NAMESPACES = [
  'common',
  'layout',
  'settings',
  'users',
  'accounts',
  'errors',
  'maintenance',
  'embedded',
] as const;

/** The two parts of a language's catalogues: `START_NAMESPACES`, and the rest. */
export type CataloguePart = 'start' | 'rest';

/** Both parts, the start first. */
export const EVERY_PART: readonly CataloguePart[] = ['start', 'rest'];

/** Keys a language's globbed catalogue files by namespace (the file's name). */
export function byNamespace(files: Record<string, Catalogue>): Catalogues {
  const catalogues: Record<string, Catalogue> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) catalogues[namespace] = catalogue;
  }
  return catalogues;
}

type Loader = () => Promise<{ catalogues: Catalogues }>;

const loaders: Record<Language, Record<CataloguePart, Loader>> = {
  en: { start: () => import('./catalogues/en-start'), rest: () => import('./catalogues/en-rest') },
  'zh-HK': {
    start: () => import('./catalogues/zh-hk-start'),
    rest: () => import('./catalogues/zh-hk-rest'),
  },
  'zh-CN': {
    start: () => import('./catalogues/zh-cn-start'),
    rest: () => import('./catalogues/zh-cn-rest'),
  },
};

const loaded = new Map<`${Language}|${CataloguePart}`, Catalogues>();

/** The parts of a language loaded so far, in `EVERY_PART`'s order. */
export function loadedParts(language: Language): CataloguePart[] {
  return EVERY_PART.filter((part) => loaded.has(`${language}|${part}`));
}

/** The catalogues of a language's loaded parts (of `parts`), or undefined when none is loaded. */
export function loadedCatalogues(
  language: Language,
  parts: readonly CataloguePart[] = EVERY_PART,
): Catalogues | undefined {
  const found = loadedParts(language).filter((part) => parts.includes(part));
  if (found.length === 0) return undefined;
  return Object.assign({}, ...found.map((part) => loaded.get(`${language}|${part}`))) as Catalogues;
}

/** Loads parts of a language's catalogues (each once) and answers every loaded part's. */
export async function loadCatalogues(
  language: Language,
  parts: readonly CataloguePart[] = EVERY_PART,
): Promise<Catalogues> {
  await Promise.all(
    parts.map(async (part) => {
      if (loaded.has(`${language}|${part}`)) return;
      const { catalogues } = await loaders[language][part]();
      loaded.set(`${language}|${part}`, catalogues);
    }),
  );
  return loadedCatalogues(language) ?? {};
}
