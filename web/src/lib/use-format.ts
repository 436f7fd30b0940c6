import { useTranslation } from 'react-i18next';
import { currencyFor, formatMoney } from '@shared/domain/currency';
import { formatDate, formatDateTime } from '@shared/domain/date-time';
import {
  formatChange,
  formatNumber,
  formatPrice,
  formatQuantity,
} from '@shared/domain/number-format';
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
    /** Units or shares at the instrument's precision, grouped (`9,036.08`), rounded down. */
    quantity: (value: string, precision: number) => formatQuantity(value, language, precision),
    /** A price at the instrument's fixed decimals (NAV precision, `tradePriceDecimalPoint`). */
    price: (value: string, decimals: number) => formatPrice(value, language, decimals),
    /** A percent with two decimals, unsigned unless negative (a share, not a change). */
    percent: (value: string | null) =>
      value === null ? '–' : `${formatNumber(value, language, 2)}%`,
    /** A change with its sign and direction (`+1.24%`); `<SignedChange>` colours it. */
    change: (value: string, decimals = 2, suffix = '') =>
      formatChange(value, language, decimals, suffix),
    /** An instant in Hong Kong time, `YYYY-MM-DD HH:mm`. */
    dateTime: (iso: string) => formatDateTime(new Date(iso)),
    /** An instant's Hong Kong date, `YYYY-MM-DD`. */
    date: (iso: string) => formatDate(new Date(iso)),
    /** A localised name. */
    text: (value: LocalisedText) => value[language],
  };
}
