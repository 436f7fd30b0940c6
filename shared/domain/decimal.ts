import Decimal from 'decimal.js';

/**
 * A decimal value as the domain accepts it: a plain decimal string (as JSON and SQL `numeric`
 * carry money) or a `Decimal`. Never a JS number, so no float ever reaches money
 * (docs/DECISIONS.md §2).
 */
export type DecimalInput = string | Decimal;

/** Plain decimal notation only: optional minus, digits, optional fraction; no exponent, no NaN. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether `text` is a plain decimal string such as `-1234.50` (spec §5 numbers). */
export function isDecimalString(text: string): boolean {
  return PLAIN_DECIMAL.test(text);
}

/** Parses a decimal input; throws a RangeError for anything but a finite plain decimal. */
export function toDecimal(value: DecimalInput): Decimal {
  if (typeof value === 'string') {
    if (!isDecimalString(value)) throw new RangeError(`Not a decimal string: "${value}"`);
    return new Decimal(value);
  }
  if (!value.isFinite()) throw new RangeError(`Not a finite decimal: ${value.toString()}`);
  return value;
}

/** Writes a fixed-notation result without the sign of a negative zero (`-0.00` becomes `0.00`). */
export function withoutNegativeZero(text: string): string {
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** The value in plain notation, exactly, without trailing fraction zeros (`1.500` gives `1.5`). */
export function toPlainString(value: DecimalInput): string {
  return withoutNegativeZero(toDecimal(value).toFixed());
}

/** How many fraction digits the value needs, ignoring trailing zeros (`1.500` needs 1). */
export function decimalPlaces(value: DecimalInput): number {
  return toDecimal(value).decimalPlaces();
}

/** The exact sum of decimal strings, as a plain decimal string (`'0'` for none). */
export function sumDecimals(values: readonly DecimalInput[]): string {
  return values.reduce<Decimal>((total, value) => total.add(value), new Decimal(0)).toFixed();
}
