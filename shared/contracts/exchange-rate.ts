import { z } from 'zod';
import { decimalInput, decimalString } from './common';

/**
 * Spec §3 exchange rate between currency ids, a cross rate through HKD (spec §7). With `amount`,
 * each row also carries the amount converted into `to`, rounded to that currency's precision.
 */
export const exchangeRate = z.object({
  from: z.string(),
  to: z.string(),
  rate: decimalString,
  amount: decimalString.optional(),
});

/** The `exchange-rate` service's calls. */
export const exchangeRateContracts = {
  /** A rate from every currency of the brand into each of `tos` (currency `_id`s). */
  searchExchangeRates: {
    input: z.strictObject({
      tos: z.array(z.string().min(1).max(40)).min(1).max(20),
      amount: decimalInput.optional(),
    }),
    output: z.array(exchangeRate),
  },
};
