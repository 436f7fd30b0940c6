import { z } from 'zod';
import {
  CORPORATE_ACTION_KINDS,
  ELECTION_OPTIONS,
  ENTITLEMENT_STATUSES,
} from '../domain/corporate-action';
import { accountCode, decimalString, isoDateTime } from './common';
import { isoDate, localisedText } from './fund';
import { stockSymbol } from './stock-definition';

/** A cash or scrip election. */
export const electionOption = z.enum(ELECTION_OPTIONS);

/** What a holding gets: cash credited, the change in shares, the cost new shares add. */
export const entitlementOutcome = z.object({
  cash: decimalString,
  shareChange: decimalString,
  addedCost: decimalString,
});

/** One corporate action on a client's holding, with the client's entitlement (issue 12 §4). */
export const clientCorporateAction = z.object({
  eventId: z.string(),
  symbol: stockSymbol,
  name: localisedText,
  kind: z.enum(CORPORATE_ACTION_KINDS),
  currency: z.string(),
  /** Cash per share (dividends). */
  rate: decimalString.nullable(),
  /** The scrip price (a dividend with a scrip option). */
  scripPrice: decimalString.nullable(),
  /** Bonus: `ratioNew` for every `ratioHeld`; split or consolidation: `ratioHeld` into `ratioNew`. */
  ratioHeld: z.number().int(),
  ratioNew: z.number().int(),
  fractions: z.enum(['cash', 'drop']),
  announcementDate: isoDate,
  exDate: isoDate,
  recordDate: isoDate,
  electionDeadline: isoDate.nullable(),
  paymentDate: isoDate,
  options: z.array(electionOption),
  isPast: z.boolean(),
  status: z.enum(ENTITLEMENT_STATUSES),
  /** At the record date once fixed; before, the shares held now. */
  heldQuantity: decimalString,
  /** Whether `heldQuantity` is the record date's (fixed) rather than today's. */
  isRecordFixed: z.boolean(),
  election: electionOption.nullable(),
  canElect: z.boolean(),
  estimate: entitlementOutcome,
  outcome: entitlementOutcome.nullable(),
  paidAt: isoDateTime.nullable(),
});

/** The `corporate-action` service's calls. */
export const corporateActionContracts = {
  /** Announced events on my holdings, upcoming and past, with my entitlement and election. */
  searchCorporateActions: {
    input: z.strictObject({ accountCode }),
    output: z.object({ events: z.array(clientCorporateAction) }),
  },
  /**
   * Elects cash or scrip on an event before its deadline (changeable until then). `result` 0, or
   * 9601 unknown event, 9602 not entitled, 9603 deadline passed, 9604 option not offered
   * (shared/domain/corporate-action-result.ts); nothing changes unless 0.
   */
  electCorporateAction: {
    input: z.strictObject({
      accountCode,
      eventId: z.string().min(1).max(64),
      option: electionOption,
    }),
    output: z.object({
      result: z.number().int(),
      resultName: z.string(),
      event: clientCorporateAction.nullable(),
    }),
  },
};
