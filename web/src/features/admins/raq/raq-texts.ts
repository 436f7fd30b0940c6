import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/i18n/languages';
import { useContentTexts } from '../content/content-texts';

/** The part of a dotted field path that names a list's item, and its words' key. */
const ITEM_KEYS: Readonly<Record<string, string>> = {
  scaleQuestions: 'where.scale',
  choiceQuestions: 'where.choice',
  options: 'where.option',
  bands: 'where.band',
};

/** A field's own name, and its words' key. */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  score: 'where.score',
  maxLevel: 'where.cap',
  level: 'where.level',
  minimum: 'where.from',
  maximum: 'where.to',
  id: 'where.id',
  value: 'where.id',
};

const isLanguage = (part: string): part is Language =>
  (LANGUAGES as readonly string[]).includes(part);

/** The questionnaire editor's words for the rules' codes and the fields they point at. */
export function useRaqTexts() {
  const { t } = useTranslation('adminRaq');
  const content = useContentTexts();
  /** A text by a key built from a code (the catalogues cover every code). */
  const byKey = (key: string, values: { n?: number } = {}): string =>
    t(key as 'where.scale', values as { n: number });
  /**
   * A dotted path of the rules (`scaleQuestions.2.options.0.text.zh-CN`) in words: "scored
   * question 3, answer 1, Simplified Chinese"; '' for the whole questionnaire.
   */
  const where = (field: string | null): string => {
    const parts = (field ?? '').split('.').filter((part) => part !== '');
    const words: string[] = [];
    for (const [index, part] of parts.entries()) {
      const item = ITEM_KEYS[part];
      const next = Number(parts[index + 1]);
      if (item && Number.isInteger(next)) words.push(byKey(item, { n: next + 1 }));
      else if (FIELD_KEYS[part]) words.push(byKey(FIELD_KEYS[part]));
      else if (isLanguage(part)) words.push(content.language(part));
    }
    return words.join(t('where.separator'));
  };
  return {
    result: (code: string) => byKey(`result.${code}`),
    where,
    /** A refusal in words: the rule's text, then where it is broken. */
    refusal: (code: string, field: string | null) => {
      const place = where(field);
      const text = byKey(`result.${code}`);
      return place ? t('where.refusal', { text, place }) : text;
    },
  };
}
