import { describe, expect, it } from 'vitest';
import type { FundRiskLevel } from './fund-instrument';
import { FUND_ORDER_RESULT } from './fund-order-result';
import {
  checkSuitability,
  needsRiskAcknowledgement,
  type ApprovedAssessment,
  type OverRiskPolicy,
} from './raq-suitability';
import type { RiskLevel } from './raq-scoring';

const now = new Date('2026-11-21T02:00:00Z');
const approved = (level: RiskLevel, approvedAt = '2026-01-10T02:00:00Z'): ApprovedAssessment => ({
  level,
  approvedAt: new Date(approvedAt),
});

function check(
  fundRiskLevel: FundRiskLevel,
  assessment: ApprovedAssessment,
  hasAcknowledgedRisk = false,
  policy: OverRiskPolicy = 'acknowledge',
) {
  return checkSuitability({ fundRiskLevel, assessment, now, hasAcknowledgedRisk, policy });
}

describe('suitability (fact §3.13)', () => {
  it('lets a fund at or below the client level through', () => {
    expect(check(4, approved(4))).toBe(FUND_ORDER_RESULT.success);
    expect(check(1, approved(4), false, 'refuse')).toBe(FUND_ORDER_RESULT.success);
  });

  it('asks for the acknowledgement above the client level, then accepts it', () => {
    expect(needsRiskAcknowledgement(5, 4)).toBe(true);
    expect(needsRiskAcknowledgement(4, 4)).toBe(false);
    expect(check(5, approved(4))).toBe(FUND_ORDER_RESULT.riskAcknowledgementRequired);
    expect(check(5, approved(4), true)).toBe(FUND_ORDER_RESULT.success);
  });

  it('refuses above the client level when the firm says so, acknowledged or not', () => {
    expect(check(5, approved(4), true, 'refuse')).toBe(FUND_ORDER_RESULT.riskLevelViolation);
  });

  it('blocks every subscription without a valid assessment', () => {
    expect(check(1, null, true)).toBe(FUND_ORDER_RESULT.riskAssessmentExpired);
    expect(check(1, approved(0), true)).toBe(FUND_ORDER_RESULT.riskAssessmentExpired);
    expect(check(1, approved(6), true)).toBe(FUND_ORDER_RESULT.riskAssessmentExpired);
    // Approved on 21 Nov 2024 10:00 HKT: expired at exactly this instant.
    expect(check(1, approved(5, '2024-11-21T02:00:00Z'), true)).toBe(
      FUND_ORDER_RESULT.riskAssessmentExpired,
    );
    expect(check(1, approved(5, '2024-11-21T02:00:01Z'), true)).toBe(FUND_ORDER_RESULT.success);
  });
});
