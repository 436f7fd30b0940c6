/**
 * Plan result codes, in a range of their own beside the fund codes of spec §8. Every refusal
 * changes nothing; the page shows each code's text (`plans.json` `codes.code_<n>`) in the
 * reader's language.
 *
 * | code | name | when |
 * |---|---|---|
 * | 0 | success | done |
 * | 9601 | planNotFound | no such plan, or one not offered (draft, deleted) |
 * | 9602 | planNotOffered | the plan is inactive: no new subscriptions |
 * | 9603 | belowMinimum | the monthly amount is below the plan's minimum |
 * | 9604 | tooManyDecimals | more fraction digits than the plan currency keeps |
 * | 9605 | debitDayInvalid | the debit day is not 1 to 28 |
 * | 9606 | firstMonthInvalid | the first month is in the past or more than 12 months ahead |
 * | 9607 | cashAccountInvalid | the cash account is not the client's or not in the plan currency |
 * | 9608 | riskTooHigh | the plan's risk is above the client's level and the brand refuses |
 * | 9609 | riskNotAcknowledged | above the client's level: the client must acknowledge it |
 * | 9610 | riskAssessmentMissing | no valid risk assessment on file |
 * | 9611 | subscriptionNotFound | no such plan subscription of this client |
 * | 9612 | statusNotAllowed | the subscription's status does not allow this change |
 * | 9613 | nothingToRedeem | the subscription holds no units |
 * | 9614 | messageInvalid | an empty or too long message |
 * | 9615 | alreadySubscribed | an open subscription to this plan already exists |
 * | 9616 | firstDebitPassed | the first month's debit day is today or already past |
 * | 9632 | tradePassword | the trade password is required or incorrect |
 * | 9647 | idempotencyConflict | the idempotency key placed something else |
 * | 99999 | unknown | anything else |
 */
export const PLAN_RESULTS = {
  0: 'success',
  9601: 'planNotFound',
  9602: 'planNotOffered',
  9603: 'belowMinimum',
  9604: 'tooManyDecimals',
  9605: 'debitDayInvalid',
  9606: 'firstMonthInvalid',
  9607: 'cashAccountInvalid',
  9608: 'riskTooHigh',
  9609: 'riskNotAcknowledged',
  9610: 'riskAssessmentMissing',
  9611: 'subscriptionNotFound',
  9612: 'statusNotAllowed',
  9613: 'nothingToRedeem',
  9614: 'messageInvalid',
  9615: 'alreadySubscribed',
  9616: 'firstDebitPassed',
  9632: 'tradePassword',
  9647: 'idempotencyConflict',
  99999: 'unknown',
} as const;

export type PlanResultCode = keyof typeof PLAN_RESULTS;
export type PlanResultName = (typeof PLAN_RESULTS)[PlanResultCode];

/** The code of a result name. */
export function planResultCode(name: PlanResultName): PlanResultCode {
  const found = Object.entries(PLAN_RESULTS).find(([, each]) => each === name);
  return Number(found?.[0] ?? 99999) as PlanResultCode;
}

/** A result as calls answer it. */
export function planResult(name: PlanResultName): { result: number; resultName: PlanResultName } {
  return { result: planResultCode(name), resultName: name };
}
