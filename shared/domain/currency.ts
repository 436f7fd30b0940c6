import type { Language } from '../i18n/languages';
import type { DecimalInput } from './decimal';
import { formatNumber } from './number-format';
import { roundDecimal, type RoundingMode } from './rounding';

/** Spec §3 currency entity: a code and the number of fraction digits its amounts carry. */
export type Currency = { code: string; precision: number };

/**
 * Default precisions (spec §5 "currency values use the currency precision"): ISO 4217 minor
 * units for fiat, and the usual ledger precision for the virtual assets of spec §2.6.
 */
export const DEFAULT_CURRENCIES: Readonly<Record<string, Currency>> = {
  HKD: { code: 'HKD', precision: 2 },
  USD: { code: 'USD', precision: 2 },
  CNY: { code: 'CNY', precision: 2 },
  JPY: { code: 'JPY', precision: 0 },
  BTC: { code: 'BTC', precision: 8 },
  ETH: { code: 'ETH', precision: 8 },
  USDT: { code: 'USDT', precision: 6 },
};

/** Precision for a code not listed: two places, the ISO 4217 minor unit of most currencies. */
export const FALLBACK_CURRENCY_PRECISION = 2;

/** The default currency for a code (spec §3), falling back to two places for unlisted codes. */
export function currencyFor(code: string): Currency {
  return DEFAULT_CURRENCIES[code] ?? { code, precision: FALLBACK_CURRENCY_PRECISION };
}

/** Rounds an amount to its currency's precision by a spec §5 mode (`none` leaves it as is). */
export function roundToCurrency(
  value: DecimalInput,
  currency: Currency,
  mode: RoundingMode = 'normal',
): string {
  return roundDecimal(value, currency.precision, mode);
}

/**
 * An amount for display: the currency code, then the amount at the currency's precision with
 * thousands separators (`HKD 1,234.50`, `HKD -0.75`), the same in all three languages.
 */
export function formatMoney(
  value: DecimalInput,
  currency: Currency,
  language: Language,
  mode: RoundingMode = 'normal',
): string {
  return `${currency.code} ${formatNumber(value, language, currency.precision, mode)}`;
}
