import { z } from 'zod';
import {
  ASSET_ATTACHMENTS_MAX,
  ASSET_NAME_MAX_LENGTH,
  ASSET_NOTES_MAX_LENGTH,
  assetValueIssues,
  moneyValueIssue,
} from '../domain/asset-holding';
import { currencyFor } from '../domain/currency';
import { accountCode, accountSource, decimalInput, decimalString, isoDateTime } from './common';
import { assetCategory, assetStatus, assetValueBasis } from './asset-definition';
import { isoDate } from './fund';

/**
 * The `asset-holding` service (spec §3 service names, issue 24, `/assets/holdings`): the manual
 * assets of a holder, kept by the portal. A holder's holdings are those of every account linked
 * to the same holder (a Gateway and a Fos account), so either session sees them all; `accountCode`
 * names the account acting (the session's own, or an advisor's linked client). Reads take the
 * holder or a linked advisor; every change is the holder's own session only (spec §6 restricted
 * mode). A holding of another holder answers 403 and nothing is read; an unknown or deleted one
 * answers 200 with result `not_found` (as an unknown order does). The current value is the latest dated valuation (market-value-history); totals are in the
 * reporting currency through the HKD pivot at today's rate.
 */

/** A currency code as typed (upper-cased); one outside the currency table is `currency_unknown`. */
export const assetCurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3,6}$/);

/** One holding as lists show it. */
export const assetHolding = z.object({
  id: z.number().int(),
  /** The account the holding was entered under, and its source (for "which account holds it"). */
  accountCode: z.string(),
  source: accountSource,
  category: assetCategory,
  /** The category's spec number, 1 to 13 (`10` real estate). */
  categoryNumber: z.number().int(),
  name: z.string(),
  currency: z.string(),
  valueBasis: assetValueBasis,
  /** `unit` basis: quantity and unit value as entered; null for `total`. */
  quantity: decimalString.nullable(),
  unitValue: decimalString.nullable(),
  /** `total` basis: the total value as entered; null for `unit`. */
  totalValue: decimalString.nullable(),
  /** The latest valuation's value, in the holding's currency at its precision. */
  currentValue: decimalString,
  /** The date of that valuation. */
  valuedOn: isoDate,
  /** `currentValue` in the reporting currency at today's rate. */
  currentValueReporting: decimalString,
  cost: decimalString.nullable(),
  acquisitionDate: isoDate.nullable(),
  notes: z.string(),
  status: assetStatus,
  attachmentCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AssetHolding = z.infer<typeof assetHolding>;

/** One dated value of a holding (market-value-history). */
export const assetValuation = z.object({
  id: z.number().int(),
  valuedOn: isoDate,
  /** In the holding's currency. */
  value: decimalString,
  /** That date's HKD rate of the holding's currency and of the reporting currency. */
  fromHkdRate: decimalString,
  toHkdRate: decimalString,
  /** `value` in the reporting currency through HKD at that date's rates. */
  valueReporting: decimalString,
  notes: z.string(),
});
export type AssetValuation = z.infer<typeof assetValuation>;

/** An attachment's record (the content comes from `downloadAssetAttachment`). */
export const assetAttachment = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: isoDateTime,
});

/** One holding with its valuations, oldest first (the chart's order), and its attachments. */
export const assetHoldingDetail = assetHolding.extend({
  reportingCurrency: z.string(),
  valuations: z.array(assetValuation),
  attachments: z.array(assetAttachment),
  /** False for an advisor or a session acting for the holder: changes are the holder's own. */
  canChange: z.boolean(),
});
export type AssetHoldingDetail = z.infer<typeof assetHoldingDetail>;

/** A file sent as base64 (checked by content and size, as a deposit proof). */
export const assetAttachmentInput = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  contentBase64: z.string().min(1).max(1_000_000),
});

/** Refusals of a well-formed change; nothing is stored. */
export const assetChangeResult = z.enum([
  'ok',
  /** No such holding (or attachment, or valuation) of this holder, or a deleted one. */
  'not_found',
  /** A currency outside the currency table. */
  'currency_unknown',
  /** Edit: the currency differs from the holding's (its valuations are in it). */
  'currency_fixed',
  /** A value with more fraction digits than the holding's currency keeps. */
  'value_too_precise',
  /** A valuation or acquisition date after today (Hong Kong). */
  'date_in_future',
  /** Content not of an uploadable type, or its name's extension not what the content is. */
  'attachment_invalid',
  'attachment_too_large',
  'attachments_full',
  'valuations_full',
  /** A status the holding may not move to (asset-holding.ts `ASSET_STATUS_MOVES`). */
  'status_move_refused',
  /** The holding's only valuation cannot be removed. */
  'last_valuation',
]);

/** What every change answers: the holding as it now is, or null when refused or deleted. */
export const assetChangeAnswer = z.object({
  result: assetChangeResult,
  holding: assetHoldingDetail.nullable(),
});

const money = decimalInput;

/** The fields a holding is entered with (add and edit). */
const holdingFields = {
  category: assetCategory,
  name: z.string().trim().min(1).max(ASSET_NAME_MAX_LENGTH),
  currency: assetCurrencyCode,
  valueBasis: assetValueBasis,
  quantity: decimalInput.nullable().optional(),
  unitValue: money.nullable().optional(),
  totalValue: money.nullable().optional(),
  cost: money.nullable().optional(),
  acquisitionDate: isoDate.nullable().optional(),
  notes: z.string().trim().max(ASSET_NOTES_MAX_LENGTH).optional(),
};

type HoldingFields = {
  currency: string;
  valueBasis: 'unit' | 'total';
  quantity?: string | null | undefined;
  unitValue?: string | null | undefined;
  totalValue?: string | null | undefined;
  cost?: string | null | undefined;
};

/**
 * The value rules as `invalid_input` field codes (shared/domain/asset-holding.ts): the basis's
 * fields present and the others absent, no negative value, no more places than the currency
 * keeps (`asset_value_too_precise`), a quantity above zero with at most 8 places.
 */
function refineHolding(holding: HoldingFields, context: z.RefinementCtx) {
  const issues = assetValueIssues(holding, holding.currency);
  if (typeof holding.cost === 'string') {
    const issue = moneyValueIssue(holding.cost, currencyFor(holding.currency));
    if (issue) issues.cost = issue;
  }
  for (const [path, code] of Object.entries(issues)) {
    context.addIssue({ code: 'custom', path: [path], params: { code } });
  }
}

/** Input of the calls on one holding. */
const holdingRef = { accountCode, holdingId: z.number().int().positive() };

const reportingCurrency = z.string().min(3).max(3).default('HKD');

/** The `asset-holding` service's calls (brand flag asset). */
export const assetHoldingContracts = {
  /**
   * The holder's holdings (never deleted ones), newest first, optionally of one category and one
   * status, with totals of what is listed in the reporting currency, by category too.
   */
  searchAssetHoldings: {
    input: z.strictObject({
      accountCode,
      reportingCurrency,
      category: assetCategory.optional(),
      status: z.enum(['active', 'inactive']).optional(),
    }),
    output: z.object({
      reportingCurrency: z.string(),
      holdings: z.array(assetHolding),
      totals: z.object({
        value: decimalString,
        count: z.number().int(),
        byCategory: z.array(
          z.object({
            category: assetCategory,
            number: z.number().int(),
            value: decimalString,
            count: z.number().int(),
          }),
        ),
      }),
      at: isoDateTime,
    }),
  },
  /** One holding with its valuations and attachments (`not_found`: holding null). */
  loadAssetHolding: {
    input: z.strictObject({ ...holdingRef, reportingCurrency }),
    output: z.object({
      result: z.enum(['ok', 'not_found']),
      holding: assetHoldingDetail.nullable(),
    }),
  },
  /**
   * Adds an active holding; its value as entered is its first valuation, dated `valuedOn`
   * (default today). Attachments may come with it.
   */
  addAssetHolding: {
    input: z
      .strictObject({
        accountCode,
        ...holdingFields,
        valuedOn: isoDate.optional(),
        attachments: z.array(assetAttachmentInput).max(ASSET_ATTACHMENTS_MAX).optional(),
        reportingCurrency,
      })
      .superRefine(refineHolding),
    output: assetChangeAnswer,
  },
  /**
   * Changes an active or inactive holding's fields (the currency stays: `currency_fixed`). A new
   * value (basis, quantity, unit or total value) is recorded as today's valuation.
   */
  updateAssetHolding: {
    input: z
      .strictObject({ ...holdingRef, ...holdingFields, reportingCurrency })
      .superRefine(refineHolding),
    output: assetChangeAnswer,
  },
  /** Deactivates or reactivates a holding (inactive holdings leave the portfolio's total). */
  setAssetHoldingStatus: {
    input: z.strictObject({
      ...holdingRef,
      status: z.enum(['active', 'inactive']),
      reportingCurrency,
    }),
    output: assetChangeAnswer,
  },
  /** Deletes a holding once confirmed; final (answers `holding: null`). */
  deleteAssetHolding: {
    input: z.strictObject({ ...holdingRef, isConfirmed: z.literal(true) }),
    output: assetChangeAnswer,
  },
  /** Adds one attachment (types by content, size limit, at most 5 a holding). */
  addAssetAttachment: {
    input: z.strictObject({ ...holdingRef, attachment: assetAttachmentInput, reportingCurrency }),
    output: assetChangeAnswer,
  },
  /** Removes one attachment (404 for one not of this holding). */
  removeAssetAttachment: {
    input: z.strictObject({
      ...holdingRef,
      attachmentId: z.number().int().positive(),
      reportingCurrency,
    }),
    output: assetChangeAnswer,
  },
  /**
   * One attachment's content, as deposit proofs are loaded (cash/loadDepositProof): the page
   * saves it with web/src/lib/download-file.ts. Holder or linked advisor; `not_found`: null.
   */
  loadAssetAttachment: {
    input: z.strictObject({ ...holdingRef, attachmentId: z.number().int().positive() }),
    output: z.object({
      result: z.enum(['ok', 'not_found']),
      attachment: z
        .object({ fileName: z.string(), contentType: z.string(), contentBase64: z.string() })
        .nullable(),
    }),
  },
};
