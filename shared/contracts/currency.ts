import { z } from 'zod';
import { language } from './common';

/** Spec §3 currency: `_id`, code, precision (decimal places), and its name in the language. */
export const currency = z.object({
  _id: z.string(),
  code: z.string(),
  precision: z.number().int().nonnegative(),
  name: z.string(),
});

/** The `currency` service's calls. */
export const currencyContracts = {
  /** The brand's cash and reporting currencies. */
  searchCurrencies: {
    input: z.strictObject({ language }),
    output: z.array(currency),
  },
};
