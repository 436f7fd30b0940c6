import { z } from 'zod';
import { RAQ_SUBMIT_RESULTS } from '../domain/raq-scoring';
import { accountCode, accountSource, isoDateTime } from './common';
import { localisedText } from './fund';

/** A question id or tick-list value (raq-rules.ts RAQ_ID_PATTERN, checked on save). */
const raqId = z.string().max(40);

/** A level a band or an option's cap gives: spec §3 levels 1-6. */
export const raqBandLevel = z.number().int().min(1).max(6);

/** A scored question: the chosen option's score counts; `maxLevel` caps the level (null: none). */
export const raqScaleQuestion = z.object({
  id: raqId,
  text: localisedText,
  options: z.array(
    z.object({ score: z.number().int(), text: localisedText, maxLevel: raqBandLevel.nullable() }),
  ),
});

/** A tick-all-that-apply question (not scored). */
export const raqChoiceQuestion = z.object({
  id: raqId,
  text: localisedText,
  options: z.array(z.object({ value: raqId, text: localisedText })),
});

/** Totals `minimum`..`maximum` (both included) give `level`; bands listed lowest totals first. */
export const raqScoreBand = z.object({
  minimum: z.number().int(),
  maximum: z.number().int(),
  level: raqBandLevel,
});

/** One version of the questionnaire (versions count 1, 2, ...; version 1 is the house's first). */
export const raqQuestionnaire = z.object({
  version: z.number().int().positive(),
  createdAt: isoDateTime,
  /** The admin who saved it; null for version 1. */
  createdBy: z.string().nullable(),
  scaleQuestions: z.array(raqScaleQuestion),
  choiceQuestions: z.array(raqChoiceQuestion),
  bands: z.array(raqScoreBand),
});

/**
 * A client's answers, keyed by the version's question ids: the chosen option's score for a scored
 * question, the ticked values (possibly none) for a tick list. Checked against the version.
 */
export const raqAnswers = z
  .record(raqId, z.union([z.number().int().min(-1_000).max(1_000), z.array(raqId).max(20)]))
  .refine((answers) => Object.keys(answers).length <= 60, { message: 'too_big' });

/** A stored assessment as the client sees it. */
export const riskAssessment = z.object({
  status: z.enum(['pending', 'approved', 'rejected']),
  /** Spec §3 risk level 0-6. */
  level: z.number().int().min(0).max(6),
  score: z.number().int(),
  /** The questionnaire version answered. */
  version: z.number().int().positive(),
  submittedAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable(),
});

/** Why submitted answers were refused; `ok`: scored and stored. */
export const raqSubmitResult = z.enum(RAQ_SUBMIT_RESULTS);

/** The `raq` service's calls (spec §3 risk assessment, `/accounts/raq`). */
export const raqContracts = {
  /** Spec §7: the approved assessment's expiry and whether it is within 30 days. */
  findExpiry: {
    input: z.strictObject({ accountCode, source: accountSource }),
    output: z.object({ time: isoDateTime.nullable(), expiring: z.boolean() }),
  },
  /** The latest questionnaire version in three languages (the next assessment answers it). */
  loadQuestionnaire: {
    input: z.strictObject({}),
    output: raqQuestionnaire,
  },
  /** The latest assessment and the spec §4 reminder to show (missing, expired, expiring, none). */
  loadAssessment: {
    input: z.strictObject({ accountCode }),
    output: z.object({
      assessment: riskAssessment.nullable(),
      reminder: z.enum(['missing', 'expired', 'expiring', 'none']),
    }),
  },
  /**
   * Scores the answers against `version` (which must be the latest: `questionnaire_changed`
   * otherwise, `unknown_version` if none) and records them; the embedded firm approves at once.
   * A refusal stores nothing and names the question at fault (`questionId`).
   */
  submitAssessment: {
    input: z.strictObject({
      accountCode,
      version: z.number().int().positive(),
      answers: raqAnswers,
    }),
    output: z.object({
      result: raqSubmitResult,
      questionId: z.string().nullable(),
      assessment: riskAssessment.nullable(),
    }),
  },
};
