/**
 * Cash result codes (spec §8: deposit ERR100-106, withdrawal ERR700-709 including the daily
 * withdrawal limit, eDDA ERR400-406, FX quote codes 201-231). The spec lists the ranges without
 * their meanings; Portico gives each one below, documented as data. A connector to a real back
 * office maps its own codes onto these names. `0` is success everywhere.
 *
 * | code | name | meaning |
 * |---|---|---|
 * | 0 | success | accepted |
 * | ERR100 | depositInvalidAmount | the amount is not above zero or has more decimals than the currency |
 * | ERR101 | depositInvalidCurrency | the currency is not one of the brand's cash currencies |
 * | ERR102 | depositInvalidMethod | not a deposit method of spec §3 |
 * | ERR103 | depositProofMissing | the method needs a proof of payment and none was sent |
 * | ERR104 | depositProofInvalidType | the proof's content is not an uploadable type (or does not match its name) |
 * | ERR105 | depositProofTooLarge | the proof is larger than the limit |
 * | ERR106 | depositDuplicateReference | the idempotency key placed another request |
 * | ERR700 | withdrawalInvalidAmount | the amount is not above zero or has more decimals than the currency |
 * | ERR701 | withdrawalInvalidCurrency | the currency is not one of the brand's cash currencies |
 * | ERR702 | withdrawalInvalidMethod | not a withdrawal method of spec §3 |
 * | ERR703 | withdrawalNoDesignatedAccount | no designated bank account (or FPS id) of the client for the currency |
 * | ERR704 | withdrawalInsufficientCash | more than the available cash of the currency |
 * | ERR705 | withdrawalDailyLimitExceeded | over the daily withdrawal limit of the currency |
 * | ERR706 | withdrawalDuplicateReference | the idempotency key placed another request |
 * | ERR707 | instructionNotFound | no such request of the client |
 * | ERR708 | instructionNotCancellable | the request is no longer pending (or waiting for approval) |
 * | ERR709 | tradePasswordRequired | the trade password is missing or wrong |
 * | ERR400 | eddaNotEnabled | the brand offers no eDDA, or the currency is not an FPS currency |
 * | ERR401 | eddaAuthorisationNotFound | no such eDDA authorisation of the client |
 * | ERR402 | eddaAuthorisationNotApproved | the authorisation is not approved (pending, rejected, cancelled...) |
 * | ERR403 | eddaAgreementNotAccepted | the eDDA legal agreement was not accepted |
 * | ERR404 | eddaHolderMismatch | the bank refused: name, ID type or ID number do not match its records |
 * | ERR405 | eddaOverLimit | the deposit is over the authorisation's per-debit limit |
 * | ERR406 | eddaInvalidDetails | bank, account number or ID are missing or malformed |
 * | 201 | fxSameCurrency | buy and sell currencies are the same |
 * | 202 | fxInvalidCurrency | a currency is not one of the brand's cash currencies |
 * | 203 | fxInvalidAmount | the amount is not above zero or has more decimals than the currency |
 * | 204 | fxNoRate | no exchange rate for a currency |
 * | 205 | fxAmountTooSmall | the converted amount rounds to zero |
 * | 206 | fxAmountTooLarge | over the largest conversion a quote covers |
 * | 210 | fxQuoteNotFound | no such quote of the client |
 * | 211 | fxQuoteExpired | the quote is past its firm period |
 * | 212 | fxQuoteAlreadyExecuted | the quote was executed before: a quote executes once |
 * | 213 | fxQuoteChanged | the amounts sent are not the quote's |
 * | 214 | fxRateChanged | the market moved beyond the tolerance since the quote |
 * | 220 | fxInsufficientCash | more than the available cash of the sold currency |
 * | 230 | fxTradePasswordRequired | the trade password is missing or wrong |
 * | 231 | fxUnknown | anything else |
 */
export const CASH_RESULTS = {
  '0': 'success',
  ERR100: 'depositInvalidAmount',
  ERR101: 'depositInvalidCurrency',
  ERR102: 'depositInvalidMethod',
  ERR103: 'depositProofMissing',
  ERR104: 'depositProofInvalidType',
  ERR105: 'depositProofTooLarge',
  ERR106: 'depositDuplicateReference',
  ERR700: 'withdrawalInvalidAmount',
  ERR701: 'withdrawalInvalidCurrency',
  ERR702: 'withdrawalInvalidMethod',
  ERR703: 'withdrawalNoDesignatedAccount',
  ERR704: 'withdrawalInsufficientCash',
  ERR705: 'withdrawalDailyLimitExceeded',
  ERR706: 'withdrawalDuplicateReference',
  ERR707: 'instructionNotFound',
  ERR708: 'instructionNotCancellable',
  ERR709: 'tradePasswordRequired',
  ERR400: 'eddaNotEnabled',
  ERR401: 'eddaAuthorisationNotFound',
  ERR402: 'eddaAuthorisationNotApproved',
  ERR403: 'eddaAgreementNotAccepted',
  ERR404: 'eddaHolderMismatch',
  ERR405: 'eddaOverLimit',
  ERR406: 'eddaInvalidDetails',
  '201': 'fxSameCurrency',
  '202': 'fxInvalidCurrency',
  '203': 'fxInvalidAmount',
  '204': 'fxNoRate',
  '205': 'fxAmountTooSmall',
  '206': 'fxAmountTooLarge',
  '210': 'fxQuoteNotFound',
  '211': 'fxQuoteExpired',
  '212': 'fxQuoteAlreadyExecuted',
  '213': 'fxQuoteChanged',
  '214': 'fxRateChanged',
  '220': 'fxInsufficientCash',
  '230': 'fxTradePasswordRequired',
  '231': 'fxUnknown',
} as const;

/** A cash result code. */
export type CashResultCode = keyof typeof CASH_RESULTS;

/** A cash result's name. */
export type CashResultName = (typeof CASH_RESULTS)[CashResultCode];

/** Every code by its name, for code that refuses: `CASH_RESULT.fxQuoteExpired` is `'211'`. */
export const CASH_RESULT = Object.fromEntries(
  Object.entries(CASH_RESULTS).map(([code, name]) => [name, code]),
) as {
  readonly [N in CashResultName]: {
    [C in CashResultCode]: (typeof CASH_RESULTS)[C] extends N ? C : never;
  }[CashResultCode];
};

/** The name of a code. */
export function cashResultName(code: CashResultCode): CashResultName {
  return CASH_RESULTS[code];
}
