import { raqContracts } from '../../../shared/contracts/raq';
import {
  RAQ_CHOICE_QUESTIONS,
  RAQ_SCALE_QUESTIONS,
  RAQ_VERSION,
} from '../../../shared/domain/raq-questionnaire';
import {
  findExpiry,
  raqExpiryTime,
  raqReminder,
  scoreRaq,
} from '../../../shared/domain/raq-scoring';
import {
  findLatestApprovedAssessment,
  findLatestAssessment,
  insertAssessment,
  type RiskAssessment,
} from '../../repositories/risk-assessment.repository';
import { clientClaim } from '../client-claim';
import { defineCall } from '../registry';

function assessmentView(row: RiskAssessment) {
  return {
    status: row.status,
    level: row.level,
    score: row.score,
    version: row.version,
    submittedAt: row.submittedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    expiresAt: row.approvedAt ? raqExpiryTime(row.approvedAt).toISOString() : null,
  };
}

/** `raq/findExpiry` (spec §7): expiry of the approved assessment; `time` null when none. */
export const findExpiryCall = defineCall({
  service: 'raq',
  method: 'findExpiry',
  ...raqContracts.findExpiry,
  access: 'session',
  account: clientClaim('gateway'),
  handler: async (_input, context) => {
    const approved = await findLatestApprovedAssessment(context.db, context.client.accountId);
    const expiry = findExpiry(approved?.approvedAt ?? null, context.now);
    return { time: expiry.time?.toISOString() ?? null, expiring: expiry.expiring };
  },
});

/** `raq/loadQuestionnaire`: the questions in three languages. */
export const loadQuestionnaireCall = defineCall({
  service: 'raq',
  method: 'loadQuestionnaire',
  ...raqContracts.loadQuestionnaire,
  access: 'session',
  handler: () =>
    Promise.resolve({
      version: RAQ_VERSION,
      scaleQuestions: RAQ_SCALE_QUESTIONS.map(({ id, text, options }) => ({
        id,
        text,
        options: [...options],
      })),
      choiceQuestions: RAQ_CHOICE_QUESTIONS.map(({ id, text, options }) => ({
        id,
        text,
        options: [...options],
      })),
    }),
});

/** `raq/loadAssessment`: the latest assessment and the spec §4 reminder. */
export const loadAssessmentCall = defineCall({
  service: 'raq',
  method: 'loadAssessment',
  ...raqContracts.loadAssessment,
  access: 'session',
  account: clientClaim('gateway'),
  handler: async (_input, context) => {
    const latest = await findLatestAssessment(context.db, context.client.accountId);
    const approved = await findLatestApprovedAssessment(context.db, context.client.accountId);
    const reminder = raqReminder(
      findExpiry(approved?.approvedAt ?? null, context.now),
      context.now,
    );
    return { assessment: latest ? assessmentView(latest) : null, reminder };
  },
});

/** `raq/submitAssessment`: only the client answers for themselves; scored and approved. */
export const submitAssessmentCall = defineCall({
  service: 'raq',
  method: 'submitAssessment',
  ...raqContracts.submitAssessment,
  access: 'session',
  account: { ...clientClaim('gateway'), reach: 'self' },
  handler: async ({ answers }, context) => {
    const { score, level } = scoreRaq(answers);
    const row = await insertAssessment(context.db, {
      accountId: context.client.accountId,
      version: RAQ_VERSION,
      answers,
      score,
      level,
      // The embedded firm has no reviewer: a scored questionnaire is approved as submitted.
      status: 'approved',
      submittedAt: context.now,
      approvedAt: context.now,
    });
    return { assessment: assessmentView(row) };
  },
});

/** The risk assessment calls. */
export const raqCalls = [
  findExpiryCall,
  loadQuestionnaireCall,
  loadAssessmentCall,
  submitAssessmentCall,
];
