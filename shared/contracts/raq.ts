import { z } from 'zod';
import { accountCode, accountSource, isoDateTime } from './common';
import { localisedText } from './fund';

/** A 1-5 answer. */
const score = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

/** A client's answers (raq-questionnaire.ts ids): eight 1-5 answers and two tick lists. */
export const raqAnswers = z.strictObject({
  ageBand: score,
  investmentExperience: score,
  annualIncome: score,
  netWorth: score,
  investmentHorizon: score,
  investmentObjective: score,
  lossTolerance: score,
  productKnowledge: score,
  assetTypes: z.array(z.enum(['cashDeposits', 'securities', 'realEstate', 'others'])).max(4),
  incomeSources: z
    .array(z.enum(['salary', 'businessProfit', 'rental', 'investment', 'pension', 'others']))
    .max(6),
});

/** A stored assessment as the client sees it. */
export const riskAssessment = z.object({
  status: z.enum(['pending', 'approved', 'rejected']),
  /** Spec §3 risk level 0-6. */
  level: z.number().int().min(0).max(6),
  score: z.number().int(),
  version: z.string(),
  submittedAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable(),
});

/** The `raq` service's calls (spec §3 risk assessment, `/accounts/raq`). */
export const raqContracts = {
  /** Spec §7: the approved assessment's expiry and whether it is within 30 days. */
  findExpiry: {
    input: z.strictObject({ accountCode, source: accountSource }),
    output: z.object({ time: isoDateTime.nullable(), expiring: z.boolean() }),
  },
  /** The questionnaire in three languages. */
  loadQuestionnaire: {
    input: z.strictObject({}),
    output: z.object({
      version: z.string(),
      scaleQuestions: z.array(
        z.object({
          id: z.string(),
          text: localisedText,
          options: z.array(z.object({ score, text: localisedText })),
        }),
      ),
      choiceQuestions: z.array(
        z.object({
          id: z.string(),
          text: localisedText,
          options: z.array(z.object({ value: z.string(), text: localisedText })),
        }),
      ),
    }),
  },
  /** The latest assessment and the spec §4 reminder to show (missing, expired, expiring, none). */
  loadAssessment: {
    input: z.strictObject({ accountCode }),
    output: z.object({
      assessment: riskAssessment.nullable(),
      reminder: z.enum(['missing', 'expired', 'expiring', 'none']),
    }),
  },
  /** Scores and records the answers; the embedded firm approves at once. */
  submitAssessment: {
    input: z.strictObject({ accountCode, answers: raqAnswers }),
    output: z.object({ assessment: riskAssessment }),
  },
};
