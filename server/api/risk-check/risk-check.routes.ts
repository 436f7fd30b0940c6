import type { z } from 'zod';
import { riskCheckContracts, type suitabilityCheck } from '../../../shared/contracts/risk-check';
import {
  DERIVATIVE_ASSESSMENT_VERSION,
  DERIVATIVE_PASS_MARK,
  DERIVATIVE_QUESTIONS,
  derivativeKnowledgeExpiry,
  scoreDerivativeAnswers,
  suitabilityStatus,
} from '../../../shared/domain/derivative-knowledge';
import { raqExpiryTime } from '../../../shared/domain/raq-scoring';
import type { Database } from '../../db/schema';
import type { SuitabilityKind } from '../../db/schema-account-pages';
import { findLatestApprovedAssessment } from '../../repositories/risk-assessment.repository';
import {
  findLatestSuitability,
  insertSuitabilityRecord,
  type SuitabilityRecord,
} from '../../repositories/suitability.repository';
import { defineCall } from '../registry';
import type { Kysely } from 'kysely';

/**
 * The suitability checks on file (issue 25, `/accounts/riskCheck`, flag riskCheck): the risk
 * assessment (renewed at `/accounts/raq`), derivative knowledge (renewed by the assessment
 * here), investor characterisation and the vulnerable-client review (the back office's).
 */

type Check = z.input<typeof suitabilityCheck>;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** A check from the newest record of its kind. */
function recordCheck(
  kind: SuitabilityKind,
  record: SuitabilityRecord | undefined,
  now: Date,
): Check {
  return {
    kind,
    status: suitabilityStatus(record ? { expiresAt: record.expiresAt } : null, now),
    checkedAt: iso(record?.checkedAt),
    expiresAt: iso(record?.expiresAt),
    isRenewable: kind === 'derivativeKnowledge',
    riskLevel: null,
    outcome: record?.outcome ?? null,
  };
}

async function derivativeCheck(db: Kysely<Database>, accountId: number, now: Date) {
  const record = await findLatestSuitability(db, accountId, 'derivativeKnowledge');
  return recordCheck('derivativeKnowledge', record, now);
}

/** `risk-check/loadRiskChecks`: the four checks in page order. */
export const loadRiskChecksCall = defineCall({
  service: 'risk-check',
  method: 'loadRiskChecks',
  ...riskCheckContracts.loadRiskChecks,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  feature: 'riskCheck',
  handler: async (_input, context) => {
    const { db, client, now } = context;
    const [assessment, derivative, investor, vulnerable] = await Promise.all([
      findLatestApprovedAssessment(db, client.accountId),
      derivativeCheck(db, client.accountId, now),
      findLatestSuitability(db, client.accountId, 'investorCharacterisation'),
      findLatestSuitability(db, client.accountId, 'vulnerableClientReview'),
    ]);
    const approvedAt = assessment?.approvedAt ?? null;
    const raqExpiry = approvedAt ? raqExpiryTime(approvedAt) : null;
    const riskAssessment: Check = {
      kind: 'riskAssessment',
      status: suitabilityStatus(raqExpiry ? { expiresAt: raqExpiry } : null, now),
      checkedAt: iso(approvedAt),
      expiresAt: iso(raqExpiry),
      isRenewable: context.config.brand.features.fund,
      riskLevel: assessment?.level ?? null,
      outcome: null,
    };
    return {
      checks: [
        riskAssessment,
        derivative,
        recordCheck('investorCharacterisation', investor, now),
        recordCheck('vulnerableClientReview', vulnerable, now),
      ],
    };
  },
});

/** `risk-check/loadDerivativeAssessment`: the questions without their answers. */
export const loadDerivativeAssessmentCall = defineCall({
  service: 'risk-check',
  method: 'loadDerivativeAssessment',
  ...riskCheckContracts.loadDerivativeAssessment,
  access: 'session',
  feature: 'riskCheck',
  handler: () =>
    Promise.resolve({
      version: DERIVATIVE_ASSESSMENT_VERSION,
      passMark: DERIVATIVE_PASS_MARK,
      questions: DERIVATIVE_QUESTIONS.map(({ id, text, options }) => ({
        id,
        text,
        options: options.map((option) => ({ id: option.id, text: option.text })),
      })),
    }),
});

/** `risk-check/submitDerivativeAssessment`: a pass goes on file; a fail changes nothing. */
export const submitDerivativeAssessmentCall = defineCall({
  service: 'risk-check',
  method: 'submitDerivativeAssessment',
  ...riskCheckContracts.submitDerivativeAssessment,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  feature: 'riskCheck',
  handler: async ({ answers }, context) => {
    const { db, client, now } = context;
    const { score, isPassed } = scoreDerivativeAnswers(answers);
    if (isPassed) {
      await insertSuitabilityRecord(db, {
        accountId: client.accountId,
        kind: 'derivativeKnowledge',
        outcome: 'passed',
        details: { version: DERIVATIVE_ASSESSMENT_VERSION, score, answers },
        checkedAt: now,
        expiresAt: derivativeKnowledgeExpiry(now),
      });
    }
    return {
      isPassed,
      score,
      total: DERIVATIVE_QUESTIONS.length,
      check: await derivativeCheck(db, client.accountId, now),
    };
  },
});

/** The risk check calls. */
export const riskCheckCalls = [
  loadRiskChecksCall,
  loadDerivativeAssessmentCall,
  submitDerivativeAssessmentCall,
];
