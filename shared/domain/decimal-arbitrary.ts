import fc from 'fast-check';

/** Renders `units × 10^-scale` as a plain decimal string, keeping trailing zeros (`1.500`). */
export function scaledDecimal(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  if (scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Plain decimal strings from tiny to 30 digits, up to 12 fraction digits, either sign. */
export const decimalString = (maxScale = 12): fc.Arbitrary<string> =>
  fc
    .tuple(fc.bigInt(-(10n ** 30n), 10n ** 30n), fc.integer({ min: 0, max: maxScale }))
    .map(([units, scale]) => scaledDecimal(units, scale));
