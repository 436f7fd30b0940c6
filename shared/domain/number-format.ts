import type { Language } from '../i18n/languages';
import { isDecimalString, type DecimalInput } from './decimal';
import { roundDecimal, toSignificant, type RoundingMode } from './rounding';

type Separators = { group: string; decimal: string };

/**
 * Digit separators per language. All three write `1,234,567.89` (CLDR agrees); they are written
 * out here rather than taken from Intl so money never passes through a float.
 */
const SEPARATORS: Record<Language, Separators> = {
  en: { group: ',', decimal: '.' },
  'zh-HK': { group: ',', decimal: '.' },
  'zh-CN': { group: ',', decimal: '.' },
};

/** Inserts thousands separators into a plain decimal string (`-1234567.5` to `-1,234,567.5`). */
export function groupDigits(plain: string, language: Language): string {
  if (!isDecimalString(plain)) throw new RangeError(`Not a decimal string: "${plain}"`);
  const { group, decimal } = SEPARATORS[language];
  const sign = plain.startsWith('-') ? '-' : '';
  const [whole = '', fraction] = plain.slice(sign.length).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return fraction === undefined ? sign + grouped : `${sign}${grouped}${decimal}${fraction}`;
}

/**
 * Formats a number for display (spec §5): rounded to `decimals` places by `mode`, or, without
 * `decimals`, to the default 15 significant digits; then grouped in thousands.
 */
export function formatNumber(
  value: DecimalInput,
  language: Language,
  decimals?: number,
  mode: RoundingMode = 'normal',
): string {
  const plain =
    decimals === undefined
      ? toSignificant(value, undefined, mode)
      : roundDecimal(value, decimals, mode);
  return groupDigits(plain, language);
}

/**
 * A quantity (units, shares) at its instrument's precision, grouped (`25,000`, `9,036.08`).
 * Rounds down, so a holding is never overstated; the decimals are
 * kept, so every row of a column has the same decimals.
 */
export function formatQuantity(value: DecimalInput, language: Language, precision: number): string {
  return formatNumber(value, language, precision, 'down');
}

/** A price at its instrument's fixed decimals, the same in every row (`10.2340`). */
export function formatPrice(value: DecimalInput, language: Language, decimals: number): string {
  return formatNumber(value, language, decimals, 'normal');
}

/** Which way a change went; zero is flat (neutral colour). */
export type ChangeDirection = 'up' | 'down' | 'flat';

/** A signed change for display: `+1.24%`, `-0.35%`, `0.00%`, and its direction. */
export type SignedChange = { text: string; direction: ChangeDirection };

/**
 * A change with its sign (UI style: colour is never the only signal): `+` for a gain, `-` for a
 * loss, no sign for zero once rounded; `suffix` is `%` for a percentage.
 */
export function formatChange(
  value: DecimalInput,
  language: Language,
  decimals = 2,
  suffix = '',
): SignedChange {
  const rounded = roundDecimal(value, decimals, 'normal');
  const isZero = /^-?0(\.0*)?$/.test(rounded);
  const direction: ChangeDirection = isZero ? 'flat' : rounded.startsWith('-') ? 'down' : 'up';
  const grouped = groupDigits(isZero ? rounded.replace('-', '') : rounded, language);
  return { text: `${direction === 'up' ? '+' : ''}${grouped}${suffix}`, direction };
}
