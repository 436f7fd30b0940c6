import { roundToCurrency, type Currency } from '../../shared/domain/currency';
import { toDecimal } from '../../shared/domain/decimal';
import { toSignificant } from '../../shared/domain/rounding';

/** Significant digits of a published cross rate. */
export const RATE_SIGNIFICANT_DIGITS = 10;

/**
 * Spec §7: HKD is the pivot; the rate from one currency to another is the ratio of their HKD
 * rates (the value of one unit in HKD), published to 10 significant digits.
 */
export function crossRate(fromHkdRate: string, toHkdRate: string): string {
  return toSignificant(toDecimal(fromHkdRate).div(toHkdRate), RATE_SIGNIFICANT_DIGITS);
}

/**
 * Converts an amount through HKD at the exact ratio (not the published rounded rate) and rounds
 * it to the target currency's precision, half up (spec §7: amounts at currency precision).
 */
export function convertThroughHkd(
  amount: string,
  rates: { fromHkdRate: string; toHkdRate: string },
  to: Currency,
): string {
  const converted = toDecimal(amount).times(rates.fromHkdRate).div(rates.toHkdRate);
  return roundToCurrency(converted, to, 'normal');
}
