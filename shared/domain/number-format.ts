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
