import { z } from 'zod';
import { ASSET_CATEGORIES, ASSET_STATUSES, ASSET_VALUE_BASES } from '../domain/asset-holding';

/**
 * The `asset-definition` service (spec §3 service names, issue 24): what a manual asset may be,
 * for the add and edit forms and the filters: the 13 categories with their spec numbers, the
 * statuses, the value bases, the currencies a holding may be kept in and the limits.
 */

/** A spec §3 asset category on the wire (its key; `number` is its place in the spec, from 1). */
export const assetCategory = z.enum(ASSET_CATEGORIES);
/** A spec §3 asset status. */
export const assetStatus = z.enum(ASSET_STATUSES);
/** `unit` (quantity x unit value) or `total` (one total value). */
export const assetValueBasis = z.enum(ASSET_VALUE_BASES);

/** The `asset-definition` service's calls (any session; brand flag asset). */
export const assetDefinitionContracts = {
  /** Everything the forms and filters offer, and the limits the server checks. */
  loadAssetDefinitions: {
    input: z.strictObject({}),
    output: z.object({
      categories: z.array(z.object({ category: assetCategory, number: z.number().int() })),
      statuses: z.array(assetStatus),
      valueBases: z.array(assetValueBasis),
      /** The currencies of the currency table, with the fraction digits a value may carry. */
      currencies: z.array(z.object({ code: z.string(), precision: z.number().int() })),
      limits: z.object({
        nameMaxLength: z.number().int(),
        notesMaxLength: z.number().int(),
        quantityDecimals: z.number().int(),
        unitValueDecimals: z.number().int(),
        attachmentsMax: z.number().int(),
        attachmentMaxBytes: z.number().int(),
        attachmentExtensions: z.array(z.string()),
        valuationsMax: z.number().int(),
      }),
    }),
  },
};
