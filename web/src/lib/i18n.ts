import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  matchLanguage,
  type Language,
} from '@shared/i18n/languages';
import { loadCatalogues, loadedCatalogues } from './i18n-catalogues';
import { storeLanguage, storedLanguage } from './preferences';

/** The language to start in: the stored default, else the browser's first of ours, else English. */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return browser.map(matchLanguage).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * A ready i18next instance in `language`, whose catalogues must be loaded (`loadCatalogues`),
 * that keeps `<html lang>` in step (screen readers and the CJK font choice read it). Full codes
 * only: `load: 'currentOnly'` stops i18next from ever looking up a bare `zh`.
 */
export function createI18n(language: Language): I18n {
  const catalogues = loadedCatalogues(language);
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

/**
 * Switches language, loading its catalogues first, and stores it as the default language
 * (spec §9). When they cannot be loaded (offline), the page stays in its language.
 */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  const catalogues = await loadCatalogues(language);
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    if (!instance.hasResourceBundle(language, namespace)) {
      instance.addResourceBundle(language, namespace, catalogue);
    }
  }
  storeLanguage(language);
  await instance.changeLanguage(language);
}
