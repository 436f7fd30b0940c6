import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import type { Language } from '@shared/i18n/languages';
import { currentLanguage } from '../../../lib/i18n';

/** One trade document as the search answers it. */
export type TradeDocument = CallOutput<'trade-document/searchTradeDocuments'>['documents'][number];

/** Hong Kong usage: British English day-month order (`1 Oct 2026`), Chinese `2026年10月1日`. */
const locales: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  'zh-HK': 'zh-HK',
  'zh-CN': 'zh-CN',
};

/** A statement's period in words: `October 2026` / `2026年10月`, or `1 Oct 2026` / `2026年10月1日`. */
function periodWords(isoDate: string, language: Language, hasDay: boolean): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const format = new Intl.DateTimeFormat(locales[language], {
    timeZone: 'UTC',
    year: 'numeric',
    month: hasDay && language === 'en' ? 'short' : 'long',
    day: hasDay ? 'numeric' : undefined,
  });
  return format.format(Date.UTC(year, month - 1, day));
}

/**
 * Names trade documents in the current language: a statement by its type and period
 * (`Monthly statement · October 2026`, `日結單 · 2026年10月1日`), a stored document by its own name.
 */
export function useDocumentName(): (document: TradeDocument) => string {
  const { t, i18n } = useTranslation('funds');
  const language = currentLanguage(i18n);
  return (document) => {
    if (document.name !== null) return document.name;
    if (document.type === 'monthlyStatement') {
      return t('documents.monthly_name', {
        month: periodWords(document.periodStart, language, false),
      });
    }
    if (document.type === 'dailyStatement') {
      return t('documents.daily_name', { date: periodWords(document.periodStart, language, true) });
    }
    return t('documents.type_other');
  };
}
