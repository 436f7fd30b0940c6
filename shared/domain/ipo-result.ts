/**
 * IPO result codes (spec §8: ERR500-519 application checks, ERR600-606 processing). Each code's
 * text is `codes.code_<n>` in the `ipo` catalogue; 0 is success. The spec gives texts for a few
 * codes only; 516-518 and 603-606 are our reading. Of those only 603 arises yet (an offer that
 * leaves the feed before allotment); the others are modelled with texts so the web shows them
 * when a back office answers them.
 */
export const IPO_RESULT = {
  success: 0,
  invalidStockCode: 500,
  notOpen: 501,
  invalidQuantity: 502,
  insufficientPurchasingPower: 503,
  financingNotAvailable: 504,
  rateOrAmountNotBoth: 505,
  sameIdExists: 506,
  alreadyApplied: 507,
  invalidFinancingAmount: 508,
  agreementNotAccepted: 509,
  applicationNotFound: 510,
  cannotCancel: 511,
  wrongTradePassword: 512,
  clientSuspended: 513,
  preferentialNotAvailable: 514,
  exceedsEntitlement: 515,
  applicationSuspended: 516,
  financingQuotaFull: 517,
  systemBusy: 518,
  unknown: 519,
  rejected: 600,
  invalid: 601,
  unsuccessful: 602,
  offerWithdrawn: 603,
  deductionFailed: 604,
  financingRejected: 605,
  cancelledByBroker: 606,
} as const;

export type IpoResult = (typeof IPO_RESULT)[keyof typeof IPO_RESULT];

/** "ERR502" for 502; "" for success. */
export const ipoResultLabel = (result: number): string => (result === 0 ? '' : `ERR${result}`);
