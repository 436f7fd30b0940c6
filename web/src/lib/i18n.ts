import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  matchLanguage,
  type Language,
} from '@shared/i18n/languages';
import { storeLanguage, storedLanguage } from './preferences';

/** Every catalogue file, bundled: the three languages together are small, and switching is instant. */
const catalogues = import.meta.glob<Record<string, unknown>>('@shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function bundledResources(): Resource {
  const resources: Resource = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    resources[match[1]] = { ...resources[match[1]], [match[2]]: catalogue };
  }
  return resources;
}

/** The namespaces, one per catalogue file (shared/i18n/locales/<language>/<namespace>.json). */
const namespaces = [
  ...new Set(Object.keys(catalogues).map((file) => /([^/]+)\.json$/.exec(file)?.[1] ?? '')),
].filter(Boolean);

/** The language to start in: the stored default, else the browser's first of ours, else English. */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return browser.map(matchLanguage).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * A ready i18next instance in `language` that keeps `<html lang>` in step (screen readers and the
 * CJK font choice read it). Full codes only: `load: 'currentOnly'` stops i18next from ever
 * looking up a bare `zh`.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code: string) => {
    document.documentElement.lang = code;
  });
  void instance.use(initReactI18next).init({
    resources: bundledResources(),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: namespaces,
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

/** Switches language and stores it as the default language (spec §9). */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  storeLanguage(language);
  await instance.changeLanguage(language);
}
