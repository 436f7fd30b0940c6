import Decimal from 'decimal.js';
import { toDecimal, toPlainString, withoutNegativeZero, type DecimalInput } from './decimal';

/**
 * Spec §5 number rounding modes: `none` leaves the value unchanged, `up` is the ceiling and
 * `down` the floor (towards +∞ and −∞, so for negatives `up` moves towards zero), and `normal`
 * is fixed decimal places rounding half away from zero (`2.5` to `3`, `-2.5` to `-3`).
 */
export type RoundingMode = 'none' | 'up' | 'down' | 'normal';

/** Every rounding mode of spec §5, for pickers and exhaustive tests. */
export const ROUNDING_MODES: readonly RoundingMode[] = ['none', 'up', 'down', 'normal'];

/** Spec §5: decimal precision defaults to 15 significant digits. */
export const DEFAULT_SIGNIFICANT_DIGITS = 15;

/** Spec §5 modes in decimal.js terms; `none` never reaches decimal.js. */
const DECIMAL_JS_MODE: Record<Exclude<RoundingMode, 'none'>, Decimal.Rounding> = {
  up: Decimal.ROUND_CEIL,
  down: Decimal.ROUND_FLOOR,
  normal: Decimal.ROUND_HALF_UP,
};

function assertWholeNumber(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min || value > 100) {
    throw new RangeError(`${name} must be a whole number from ${min} to 100, got ${value}`);
  }
}

/**
 * Rounds to `decimals` fraction digits by the spec §5 mode and writes exactly that many digits
 * (`1.5` at 2 gives `1.50`); `none` returns the value unchanged in plain notation.
 */
export function roundDecimal(
  value: DecimalInput,
  decimals: number,
  mode: RoundingMode = 'normal',
): string {
  assertWholeNumber('decimals', decimals, 0);
  if (mode === 'none') return toPlainString(value);
  return withoutNegativeZero(toDecimal(value).toFixed(decimals, DECIMAL_JS_MODE[mode]));
}

/**
 * Keeps at most `digits` significant digits (spec §5 default 15) by the given mode, in plain
 * notation without trailing zeros; `none` returns the value unchanged.
 */
export function toSignificant(
  value: DecimalInput,
  digits: number = DEFAULT_SIGNIFICANT_DIGITS,
  mode: RoundingMode = 'normal',
): string {
  assertWholeNumber('digits', digits, 1);
  if (mode === 'none') return toPlainString(value);
  return toPlainString(toDecimal(value).toSignificantDigits(digits, DECIMAL_JS_MODE[mode]));
}
