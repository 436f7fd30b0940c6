import { z } from 'zod';
import { accountCode, accountSource, language } from './common';

/** A currency code such as HKD. */
const currencyCode = z.string().regex(/^[A-Z]{3,5}$/);

/** The `preference` service's calls (spec §3 Preference, §7). */
export const preferenceContracts = {
  /** The stored language and reporting currency, or the brand's defaults (en, first reporting). */
  loadPreference: {
    input: z.strictObject({ accountCode, source: accountSource }),
    output: z.object({ accountCode: z.string(), language, currencyCode: z.string() }),
  },
  setLanguage: {
    input: z.strictObject({ accountCode, language, source: accountSource }),
    output: z.object({ success: z.boolean() }),
  },
  /** Refused (`success: false`) for a currency that is not one of the brand's reporting ones. */
  setCurrency: {
    input: z.strictObject({ accountCode, currencyCode, source: accountSource }),
    output: z.object({ success: z.boolean() }),
  },
};
