import { z } from 'zod';
import { accountCode, decimalInput, decimalString } from './common';
import { assetChangeAnswer, assetValuation } from './asset-holding';
import { isoDate } from './fund';

/**
 * The `market-value-history` service (spec §3 service names, issue 24): a manual holding's dated
 * values. The latest date's value is the holding's current value; each value converts to the
 * reporting currency through the HKD pivot at its own date's rates (the rate in force that day).
 * Access as `asset-holding`: reads the holder or a linked advisor, changes the holder's own
 * session; another holder's holding 403, an unknown or deleted one result `not_found`.
 */

const holdingRef = { accountCode, holdingId: z.number().int().positive() };
const reportingCurrency = z.string().min(3).max(3).default('HKD');

/** The `market-value-history` service's calls (brand flag asset). */
export const marketValueHistoryContracts = {
  /** The holding's valuations, oldest first (the chart's order). */
  searchMarketValueHistory: {
    input: z.strictObject({ ...holdingRef, reportingCurrency }),
    output: z.object({
      result: z.enum(['ok', 'not_found']),
      holdingId: z.number().int(),
      /** Null with `not_found`. */
      currency: z.string().nullable(),
      reportingCurrency: z.string(),
      valuations: z.array(assetValuation),
      /** The latest value and its change from the first one, in the holding's currency. */
      currentValue: decimalString.nullable(),
      changeSinceFirst: decimalString.nullable(),
    }),
  },
  /**
   * Records a value at a date (not after today: `date_in_future`); a date that has one already is
   * replaced. A negative value is `invalid_input` (`asset_value_negative`), more places than the
   * holding's currency keeps `value_too_precise`; at most 500 dates (`valuations_full`).
   */
  addMarketValue: {
    input: z
      .strictObject({
        ...holdingRef,
        valuedOn: isoDate,
        value: decimalInput,
        notes: z.string().trim().max(200).optional(),
        reportingCurrency,
      })
      .superRefine(({ value }, context) => {
        if (value.startsWith('-')) {
          context.addIssue({
            code: 'custom',
            path: ['value'],
            params: { code: 'asset_value_negative' },
          });
        }
      }),
    output: assetChangeAnswer,
  },
  /** Removes one valuation; the only one left is kept (`last_valuation`). */
  removeMarketValue: {
    input: z.strictObject({
      ...holdingRef,
      valuationId: z.number().int().positive(),
      reportingCurrency,
    }),
    output: assetChangeAnswer,
  },
};
