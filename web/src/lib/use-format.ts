import { useTranslation } from 'react-i18next';
import { currencyFor, formatMoney } from '@shared/domain/currency';
import { formatDateTime } from '@shared/domain/date-time';
import { formatNumber } from '@shared/domain/number-format';
import type { Language } from '@shared/i18n/languages';
import { currentLanguage } from './i18n';

/** Text in the three languages, as the product contracts carry it (fund names, questions). */
export type LocalisedText = Readonly<Record<Language, string>>;

/** Display helpers in the current language (spec §5 rounding and grouping). */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return {
    language,
    /** `HKD 1,234.50` at the currency's precision. */
    money: (value: string, code: string) => formatMoney(value, currencyFor(code), language),
    /** A plain number at `places` decimals (units, NAVs); rounds down so nothing is overstated. */
    number: (value: string, places: number) => formatNumber(value, language, places, 'down'),
    /** A signed percent with two decimals. */
    percent: (value: string | null) =>
      value === null ? '–' : `${formatNumber(value, language, 2)}%`,
    /** An instant in Hong Kong time. */
    dateTime: (iso: string) => formatDateTime(new Date(iso)),
    /** A localised name. */
    text: (value: LocalisedText) => value[language],
  };
}
