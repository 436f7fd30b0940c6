/** The interface languages of spec §1, as full locale codes (zh-HK is never collapsed into zh). */
export const LANGUAGES = ['en', 'zh-HK', 'zh-CN'] as const;

/** One interface language. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when nothing is stored and the browser asks for none of ours. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the language switch shows it (spec §2.15). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  'zh-HK': '繁體中文',
  'zh-CN': '简体中文',
};

/** Whether a value is exactly one of our language codes (no case folding, no collapsing). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps a browser language tag (`navigator.language`) to ours: Traditional script and the Hong
 * Kong, Taiwan and Macau regions read zh-HK; any other Chinese reads zh-CN; English reads en.
 */
export function matchLanguage(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower !== 'zh' && !lower.startsWith('zh-')) return undefined;
  return /^zh-(hant|hk|tw|mo)\b/.test(lower) ? 'zh-HK' : 'zh-CN';
}
