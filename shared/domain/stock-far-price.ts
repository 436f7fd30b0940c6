import type { ExchangeCode } from '../contracts/stock-definition';
import { toDecimal, type DecimalInput } from './decimal';
import { roundDecimal } from './rounding';

/**
 * Far prices (issue 31 §6): a limit price more than a set percentage from the last price is far
 * from the market, and the order needs the client's explicit second confirmation (the ticket
 * asks, the server refuses without it: 8357). One percentage per exchange, here.
 */
export const FAR_PRICE_PERCENT: Readonly<Record<ExchangeCode, string>> = {
  HKEX: '10',
  US: '10',
};

/** How far a price is from the last price: its side and the distance in percent (two decimals). */
export type FarPrice = { direction: 'above' | 'below'; percent: string };

/**
 * The price's distance from the last price when it is far (strictly more than the exchange's
 * percentage away), else null; null too without a positive last price to compare with. The
 * percentage shown is rounded half up to two decimals (10.004 % reads 10.00 %, still far).
 */
export function farPriceOf(
  exchange: ExchangeCode,
  price: DecimalInput,
  last: DecimalInput | null | undefined,
): FarPrice | null {
  if (last === null || last === undefined) return null;
  const reference = toDecimal(last);
  if (reference.lte(0)) return null;
  const distance = toDecimal(price).minus(reference).div(reference).mul(100);
  if (distance.abs().lte(FAR_PRICE_PERCENT[exchange])) return null;
  return {
    direction: distance.isPositive() ? 'above' : 'below',
    percent: roundDecimal(distance.abs(), 2, 'normal'),
  };
}
