import { z } from 'zod';
import {
  DERIVATIVE_OPTION_IDS,
  DERIVATIVE_QUESTION_IDS,
  SUITABILITY_STATUSES,
} from '../domain/derivative-knowledge';
import { accountCode, accountSource, isoDateTime } from './common';
import { localisedText } from './fund';

/**
 * The `risk-check` service (issue 25, `/accounts/riskCheck`, flag riskCheck): the suitability
 * checks on file. The risk assessment is renewed at `/accounts/raq`; derivative knowledge by the
 * short assessment here; investor characterisation and the vulnerable-client review are the back
 * office's, read-only for the client.
 */

/** Spec-free kinds of check, in the order the page lists them. */
export const suitabilityCheckKinds = z.enum([
  'riskAssessment',
  'derivativeKnowledge',
  'investorCharacterisation',
  'vulnerableClientReview',
]);

/** One check on file. */
export const suitabilityCheck = z.object({
  kind: suitabilityCheckKinds,
  status: z.enum(SUITABILITY_STATUSES),
  /** When it was done or declared; null when missing. */
  checkedAt: isoDateTime.nullable(),
  /** Null when missing or when it does not lapse. */
  expiresAt: isoDateTime.nullable(),
  /** The holder can renew it themselves (risk assessment, derivative knowledge). */
  isRenewable: z.boolean(),
  /** riskAssessment: spec §3 level 0-6; else null. */
  riskLevel: z.number().int().min(0).max(6).nullable(),
  /**
   * What it found: derivativeKnowledge `passed`; investorCharacterisation `professional` or
   * `retail`; vulnerableClientReview `notVulnerable` or `vulnerable`; null for the others or when
   * missing.
   */
  outcome: z.enum(['passed', 'professional', 'retail', 'notVulnerable', 'vulnerable']).nullable(),
});

const derivativeAnswers = z.partialRecord(
  z.enum(DERIVATIVE_QUESTION_IDS),
  z.enum(DERIVATIVE_OPTION_IDS),
);

/** The `risk-check` service's calls. */
export const riskCheckContracts = {
  /** The four checks, in page order. */
  loadRiskChecks: {
    input: z.strictObject({ accountCode, source: accountSource.optional() }),
    output: z.object({ checks: z.array(suitabilityCheck) }),
  },
  /** The derivative knowledge questions in three languages (without the answers). */
  loadDerivativeAssessment: {
    input: z.strictObject({}),
    output: z.object({
      version: z.string(),
      passMark: z.number().int(),
      questions: z.array(
        z.object({
          id: z.enum(DERIVATIVE_QUESTION_IDS),
          text: localisedText,
          options: z.array(z.object({ id: z.enum(DERIVATIVE_OPTION_IDS), text: localisedText })),
        }),
      ),
    }),
  },
  /**
   * Scores the answers (every question answered, else `invalid_input`); a pass puts derivative
   * knowledge on file with its expiry; a fail changes nothing on file. The holder's own session
   * only.
   */
  submitDerivativeAssessment: {
    input: z.strictObject({
      accountCode,
      source: accountSource.optional(),
      answers: derivativeAnswers.refine(
        (answers) => DERIVATIVE_QUESTION_IDS.every((id) => answers[id] !== undefined),
        { params: { code: 'derivative_answer_missing' } },
      ),
    }),
    output: z.object({
      isPassed: z.boolean(),
      score: z.number().int(),
      total: z.number().int(),
      check: suitabilityCheck,
    }),
  },
};
