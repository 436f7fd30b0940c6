import { z } from 'zod';
import { IPO_STATUSES } from '../domain/ipo';
import { accountCode, decimalInput, decimalString, isoDateTime } from './common';
import { isoDate, localisedText } from './fund';

/** The `ipo` service (issue 12 §1-3): offers, applications, cancellation. */

export const ipoStatus = z.enum(IPO_STATUSES);
export const ipoApplicationType = z.enum(['cash', 'finance', 'proportion']);

/** A spin-off's preferential offer: `reservedShares` per `parentShares` held at the record date. */
export const ipoPreferentialOffer = z.object({
  parentCode: z.string(),
  parentShares: z.number().int().positive(),
  reservedShares: z.number().int().positive(),
  recordDate: isoDate,
});

/** One row of the table of valid quantities (amount at the max price, fees included). */
export const ipoQuantityRow = z.object({
  quantity: decimalString,
  consideration: decimalString,
  fees: decimalString,
  amount: decimalString,
});

/** An offer with its terms, timetable and where it is today. */
export const ipo = z.object({
  code: z.string(),
  name: localisedText,
  currency: z.string(),
  minPrice: decimalString,
  maxPrice: decimalString,
  /** The final offer price, once fixed (after the close). */
  finalPrice: decimalString.nullable(),
  boardLot: z.number().int(),
  quantities: z.array(ipoQuantityRow),
  openDate: isoDate,
  closeDate: isoDate,
  /** Applications close at this instant (12:00 HKT on the close date). */
  closeAt: isoDateTime,
  allotmentDate: isoDate,
  refundDate: isoDate,
  listingDate: isoDate,
  phase: z.enum(['upcoming', 'open', 'closed', 'listed']),
  financingAvailable: z.boolean(),
  financingRatePercent: decimalString,
  maxFinancingRatio: decimalString,
  /** Days of interest on a loan (close to refund). */
  interestDays: z.number().int(),
  prospectusUrl: z.string(),
  /** The preferential offer to a parent's shareholders (proportion applications); null: none. */
  preferentialOffer: ipoPreferentialOffer.nullable(),
  /** The reserved shares this client may apply for ("0": not qualifying); null: no offer. */
  assuredEntitlement: decimalString.nullable(),
});

/** An application as the client sees it. */
export const ipoApplication = z.object({
  id: z.number().int(),
  ipoCode: z.string(),
  ipoName: localisedText.nullable(),
  applicationType: ipoApplicationType,
  quantity: decimalString,
  currency: z.string(),
  amount: decimalString,
  loanAmount: decimalString,
  interest: decimalString,
  heldAmount: decimalString,
  status: ipoStatus,
  allottedQuantity: decimalString.nullable(),
  paidAmount: decimalString.nullable(),
  loanUsed: decimalString.nullable(),
  /** What of the loan used the client still owes (repaid from their cash as it comes). */
  loanOwed: decimalString.nullable(),
  refundAmount: decimalString.nullable(),
  reasonCode: z.number().int().nullable(),
  canCancel: z.boolean(),
  createdAt: isoDateTime,
  refundedAt: isoDateTime.nullable(),
  listedAt: isoDateTime.nullable(),
});

/** What applying or cancelling answers: 0 or an ERR5xx code, and the application. */
export const ipoAnswer = z.object({
  result: z.number().int(),
  resultName: z.string(),
  tradePassword: z.enum(['required', 'incorrect']).optional(),
  isReplay: z.boolean(),
  application: ipoApplication.nullable(),
});

export const ipoContracts = {
  /** Every offer the feed knows, open ones first. */
  searchIpos: {
    input: z.strictObject({ accountCode }),
    output: z.object({ ipos: z.array(ipo), tradePasswordRequired: z.boolean() }),
  },
  /** One offer. */
  loadIpo: {
    input: z.strictObject({ accountCode, code: z.string().trim().min(1).max(16) }),
    output: ipo,
  },
  /** Applies for an offer under an idempotency key. */
  applyIpo: {
    input: z.strictObject({
      accountCode,
      code: z.string().trim().min(1).max(16),
      applicationType: ipoApplicationType,
      quantity: decimalInput,
      /** Finance: the loan as a ratio of the amount, or as an amount; not both (ERR505). */
      financingRatio: decimalInput.optional(),
      financingAmount: decimalInput.optional(),
      /** The IPO agreement (legal agreement type "ipo") was accepted (ERR509 otherwise). */
      hasAcceptedAgreement: z.boolean(),
      idempotencyKey: z.string().trim().min(8).max(80),
      tradePassword: z.string().max(128).optional(),
    }),
    output: ipoAnswer,
  },
  /** Cancels a Submitted application before the close; the hold is released. */
  cancelIpoApplication: {
    input: z.strictObject({ accountCode, applicationId: z.number().int().positive() }),
    output: ipoAnswer,
  },
  /** The client's applications, newest first. */
  searchIpoApplications: {
    input: z.strictObject({ accountCode }),
    output: z.object({ applications: z.array(ipoApplication) }),
  },
};
