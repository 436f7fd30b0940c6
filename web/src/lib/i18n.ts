import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  matchLanguage,
  type Language,
} from '@shared/i18n/languages';
import {
  loadCatalogues,
  loadedCatalogues,
  loadedParts,
  EVERY_PART,
  type CataloguePart,
  type Catalogues,
} from './i18n-catalogues';
import { storeLanguage, storedLanguage } from './preferences';

/** The language to start in: the stored default, else the browser's first of ours, else English. */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return browser.map(matchLanguage).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * A ready i18next instance in `language` with its catalogues loaded so far (`loadCatalogues`: at
 * least the start part; `loadEveryCatalogue` adds the rest), or only those of `parts`, that keeps
 * `<html lang>` in step (screen readers and the CJK font choice read it). Full codes only:
 * `load: 'currentOnly'` stops i18next from ever looking up a bare `zh`.
 */
export function createI18n(language: Language, parts?: readonly CataloguePart[]): I18n {
  const catalogues = loadedCatalogues(language, parts);
  if (!catalogues) throw new Error(`The ${language} catalogues are not loaded (loadCatalogues)`);
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code: string) => {
    document.documentElement.lang = code;
  });
  void instance.use(initReactI18next).init({
    resources: { [language]: catalogues },
    lng: language,
    // Every language has every key (shared/i18n/locales.test.ts), so no fallback is loaded.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: Object.keys(catalogues),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** The instance's current language as one of ours. */
export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

function addCatalogues(instance: I18n, language: Language, catalogues: Catalogues): void {
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    if (!instance.hasResourceBundle(language, namespace)) {
      instance.addResourceBundle(language, namespace, catalogue);
    }
  }
}

/**
 * Switches language, loading first the same parts of its catalogues as the page has of its
 * current language, and stores it as the default language (spec §9). When they cannot be loaded
 * (offline), the page stays in its language.
 */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  const parts = loadedParts(currentLanguage(instance));
  addCatalogues(instance, language, await loadCatalogues(language, parts));
  storeLanguage(language);
  await instance.changeLanguage(language);
}

/**
 * Loads every catalogue of the page's language into the instance: before a page other than the
 * first one shows (router.tsx), whose texts may come from any namespace. Should the language
 * change meanwhile, the new language's are loaded as well.
 */
export async function loadEveryCatalogue(instance: I18n): Promise<void> {
  for (;;) {
    const language = currentLanguage(instance);
    addCatalogues(instance, language, await loadCatalogues(language));
    if (currentLanguage(instance) === language) return;
  }
}

/** Whether the instance holds every catalogue of its language (`loadEveryCatalogue` is done). */
export function hasEveryCatalogue(instance: I18n): boolean {
  const language = currentLanguage(instance);
  const catalogues =
    loadedParts(language).length === EVERY_PART.length ? loadedCatalogues(language) : undefined;
  return (
    catalogues !== undefined &&
    Object.keys(catalogues).every((namespace) => instance.hasResourceBundle(language, namespace))
  );
}
