import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { pickLanguage, type LocalisedNewsText } from '@shared/domain/news';
import { currentLanguage } from '../../../lib/i18n';

/** A text as the reader sees it: the value and the language it is in. */
export type ShownText = { value: string; language: Language | undefined };

/**
 * The reader's language and a picker of news texts in it, with the fallback of
 * `pickLanguage` (theirs, the other Chinese script, English, any) when an item lacks it.
 */
export function useNewsText() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const pick = (text: LocalisedNewsText): ShownText => {
    const picked = pickLanguage(text, language);
    return { value: picked ? (text[picked] ?? '') : '', language: picked };
  };
  return { language, pick };
}
