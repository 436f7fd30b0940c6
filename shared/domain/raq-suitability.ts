import type { FundRiskLevel } from './fund-instrument';
import { FUND_ORDER_RESULT, type FundOrderResultCode } from './fund-order-result';
import { raqExpiryTime, type RiskLevel } from './raq-scoring';

/**
 * The firm's rule for a fund above the client's level (fact §3.13): `acknowledge` lets the client
 * go ahead after an explicit acknowledgement on the order, `refuse` refuses it outright.
 */
export type OverRiskPolicy = 'acknowledge' | 'refuse';

/** The client's current approved assessment, or null when none was ever approved. */
export type ApprovedAssessment = { level: RiskLevel; approvedAt: Date } | null;

/** Whether a fund sits above the client's level, so the order needs the acknowledgement box. */
export function needsRiskAcknowledgement(
  fundRiskLevel: FundRiskLevel,
  clientLevel: RiskLevel,
): boolean {
  return fundRiskLevel > clientLevel;
}

/**
 * Whether the client may subscribe to a fund (issue 4 §5, fact §3.13 `productRisk <= clientRisk`):
 * without an approved, unexpired assessment scored 1-5 (none, expired or locked) subscriptions are
 * blocked; a fund above the client's level is refused under `refuse`, and needs an explicit
 * acknowledgement under `acknowledge`. Redemptions are never gated.
 */
export function checkSuitability(input: {
  fundRiskLevel: FundRiskLevel;
  assessment: ApprovedAssessment;
  now: Date;
  hasAcknowledgedRisk: boolean;
  policy: OverRiskPolicy;
}): FundOrderResultCode {
  const { assessment } = input;
  if (!assessment || assessment.level === 0 || assessment.level === 6) {
    return FUND_ORDER_RESULT.riskAssessmentExpired;
  }
  if (raqExpiryTime(assessment.approvedAt).getTime() <= input.now.getTime()) {
    return FUND_ORDER_RESULT.riskAssessmentExpired;
  }
  if (!needsRiskAcknowledgement(input.fundRiskLevel, assessment.level)) {
    return FUND_ORDER_RESULT.success;
  }
  if (input.policy === 'refuse') return FUND_ORDER_RESULT.riskLevelViolation;
  return input.hasAcknowledgedRisk
    ? FUND_ORDER_RESULT.success
    : FUND_ORDER_RESULT.riskAcknowledgementRequired;
}
