import Decimal from 'decimal.js';
import { toDecimal } from './decimal';

/**
 * A currency pair as Hong Kong readers quote it (issue 31 §14; hk-market-facts §3.11): the
 * foreign currency is the base against HKD (USD/HKD 7.80, never HKD/USD 0.128); between two
 * foreign currencies, the one worth more HKD is the base (USD/CNY, EUR/USD), as markets quote them.
 */
export type QuotedPair = {
  base: string;
  quote: string;
  /** Units of `quote` per unit of `base`. */
  rate: string;
};

/** How many decimals a pair's rate shows: 4 (USD/HKD 7.8123), 6 below 1 (HKD/JPY-like). */
export const pairRateDecimals = (rate: string): number => (toDecimal(rate).gte(1) ? 4 : 6);

/** Which of two currencies is the base: the one worth more HKD (HKD itself is worth 1). */
export function pairBase(a: string, b: string, hkdRates: Readonly<Record<string, string>>): string {
  if (a === 'HKD') return b;
  if (b === 'HKD') return a;
  const worth = (code: string) => toDecimal(hkdRates[code] ?? '0');
  return worth(b).gt(worth(a)) ? b : a;
}

/**
 * The indicative mid rate of a pair from the HKD rates (HKD per unit), crossed through HKD; null
 * when a rate is missing.
 */
export function indicativePair(
  a: string,
  b: string,
  hkdRates: Readonly<Record<string, string>>,
): QuotedPair | null {
  const hkdOf = (code: string) => (code === 'HKD' ? '1' : hkdRates[code]);
  const base = pairBase(a, b, hkdRates);
  const quote = base === a ? b : a;
  const [baseHkd, quoteHkd] = [hkdOf(base), hkdOf(quote)];
  if (!baseHkd || !quoteHkd || toDecimal(quoteHkd).isZero()) return null;
  return { base, quote, rate: toDecimal(baseHkd).div(quoteHkd).toFixed() };
}

/**
 * A firm quote's rate (bought units per sold unit) told as the pair is quoted: the rate itself
 * when the sold currency is the base, else its inverse.
 */
export function quotedPairOf(
  sell: string,
  buy: string,
  rate: string,
  hkdRates: Readonly<Record<string, string>>,
): QuotedPair {
  const base = pairBase(sell, buy, hkdRates);
  if (base === sell) return { base, quote: buy, rate: toDecimal(rate).toFixed() };
  return { base, quote: sell, rate: new Decimal(1).div(rate).toFixed() };
}
