/**
 * Fund order result codes 0-22 and 99 (spec §8). The spec lists the meanings without numbers;
 * they are numbered here in the spec's order, with "client or fund or market suspended" split in
 * three. The spec names no meanings for 18-22, so Portico assigns them to the refusals issue 4
 * needs; a connector to a real back office maps its own codes onto these names.
 *
 * | code | name | meaning |
 * |---|---|---|
 * | 0 | success | accepted |
 * | 1 | accountNotFound | the account does not exist |
 * | 2 | productNotFound | the fund does not exist |
 * | 3 | invalidCurrency | the currency is not the fund's or not held |
 * | 4 | invalidOrderType | not a subscription, redemption or switch |
 * | 5 | invalidSubscriptionAmount | not positive, too precise, below the minimum, or eaten by fees |
 * | 6 | invalidRedemptionQuantity | not positive, too precise or below the minimum redemption |
 * | 7 | insufficientQuantity | more units than are available |
 * | 8 | riskLevelViolation | the fund is above the client's risk level and the firm refuses it |
 * | 9 | professionalOnly | the fund is for professional investors only |
 * | 10 | insufficientPurchasingPower | not enough available cash |
 * | 11 | clientSuspended | the client may not trade |
 * | 12 | fundSuspended | the fund's dealing is suspended |
 * | 13 | marketSuspended | the market is closed for dealing |
 * | 14 | noPermission | the acting session may not trade for the account |
 * | 15 | orderUnderProcessing | the order is being processed and cannot change |
 * | 16 | orderNotFound | no such order |
 * | 17 | orderAlreadyCancelled | the order was cancelled before |
 * | 18 | belowMinimumHolding | the units left would fall below the minimum holding (Portico) |
 * | 19 | cutOffPassed | the dealing cut-off has passed, so the order cannot be cancelled (Portico) |
 * | 20 | riskAssessmentExpired | no valid risk assessment: expired, pending, rejected or locked (Portico) |
 * | 21 | riskAcknowledgementRequired | above the client's level without acknowledgement (Portico) |
 * | 22 | duplicateOrderReference | an idempotency key reused for a different order (Portico) |
 * | 99 | unknown | anything else |
 */
export const FUND_ORDER_RESULT = {
  success: 0,
  accountNotFound: 1,
  productNotFound: 2,
  invalidCurrency: 3,
  invalidOrderType: 4,
  invalidSubscriptionAmount: 5,
  invalidRedemptionQuantity: 6,
  insufficientQuantity: 7,
  riskLevelViolation: 8,
  professionalOnly: 9,
  insufficientPurchasingPower: 10,
  clientSuspended: 11,
  fundSuspended: 12,
  marketSuspended: 13,
  noPermission: 14,
  orderUnderProcessing: 15,
  orderNotFound: 16,
  orderAlreadyCancelled: 17,
  belowMinimumHolding: 18,
  cutOffPassed: 19,
  riskAssessmentExpired: 20,
  riskAcknowledgementRequired: 21,
  duplicateOrderReference: 22,
  unknown: 99,
} as const;

/** The name of a fund order result (the web's text key is derived from it). */
export type FundOrderResultName = keyof typeof FUND_ORDER_RESULT;

/** A fund order result code as it travels in answers. */
export type FundOrderResultCode = (typeof FUND_ORDER_RESULT)[FundOrderResultName];

const NAME_BY_CODE = new Map<number, FundOrderResultName>(
  Object.entries(FUND_ORDER_RESULT).map(([name, code]) => [code, name as FundOrderResultName]),
);

/** Whether a number is one of the known result codes. */
export function isFundOrderResultCode(code: number): code is FundOrderResultCode {
  return NAME_BY_CODE.has(code);
}

/** The name of a code from a back office; any code we do not know reads as `unknown` (99). */
export function fundOrderResultName(code: number): FundOrderResultName {
  return NAME_BY_CODE.get(code) ?? 'unknown';
}
