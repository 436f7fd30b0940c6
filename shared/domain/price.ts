import type { Language } from '../i18n/languages';
import { decimalPlaces, toPlainString, type DecimalInput } from './decimal';
import { groupDigits } from './number-format';
import { roundDecimal, type RoundingMode } from './rounding';

/** A price written for display, and whether it carried more decimals than the exchange allows. */
export type PriceText = { text: string; isOverPrecise: boolean };

/** How to fit a price to an exchange: strict mode never alters an over-precise input (spec §5). */
export type PriceOptions = { isStrict?: boolean; mode?: RoundingMode };

/**
 * Writes a price at the exchange's `tradePriceDecimalPoint` places (spec §3, §5). An input with
 * more decimals than allowed is rounded by `mode`, or in strict mode returned unchanged and
 * flagged, so a user sees the price they typed rather than a silently different one.
 */
export function roundPrice(
  value: DecimalInput,
  tradePriceDecimalPoint: number,
  options: PriceOptions = {},
): PriceText {
  const { isStrict = false, mode = 'normal' } = options;
  const isOverPrecise = decimalPlaces(value) > tradePriceDecimalPoint;
  if (isOverPrecise && isStrict) return { text: toPlainString(value), isOverPrecise };
  return { text: roundDecimal(value, tradePriceDecimalPoint, mode), isOverPrecise };
}

/** `roundPrice` with thousands separators for display (`1,234.500` at three places). */
export function formatPrice(
  value: DecimalInput,
  tradePriceDecimalPoint: number,
  language: Language,
  options: PriceOptions = {},
): PriceText {
  const price = roundPrice(value, tradePriceDecimalPoint, options);
  return { ...price, text: groupDigits(price.text, language) };
}
