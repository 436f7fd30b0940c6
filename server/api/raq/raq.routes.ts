import { raqContracts } from '../../../shared/contracts/raq';
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
import {
  findLatestQuestionnaire,
  findQuestionnaire,
} from '../../repositories/raq-questionnaire.repository';
import { clientClaim } from '../client-claim';
import { defineCall } from '../registry';
import { questionnaireView } from './raq-views';

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

/** `raq/loadQuestionnaire`: the latest version, which the next assessment answers. */
export const loadQuestionnaireCall = defineCall({
  service: 'raq',
  method: 'loadQuestionnaire',
  ...raqContracts.loadQuestionnaire,
  access: 'session',
  handler: async (_input, { db }) => {
    const latest = await findLatestQuestionnaire(db);
    if (!latest) throw new Error('No risk questionnaire stored (migration 20270103120000)');
    return questionnaireView(latest);
  },
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

/**
 * `raq/submitAssessment`: only the client answers for themselves, to the latest version; the
 * answers are checked and scored against it, then approved. A refusal stores nothing.
 */
export const submitAssessmentCall = defineCall({
  service: 'raq',
  method: 'submitAssessment',
  ...raqContracts.submitAssessment,
  access: 'session',
  account: { ...clientClaim('gateway'), reach: 'self' },
  handler: async ({ version, answers }, context) => {
    const refused = (result: 'questionnaire_changed' | 'unknown_version') =>
      ({ result, questionId: null, assessment: null }) as const;
    const [answered, latest] = await Promise.all([
      findQuestionnaire(context.db, version),
      findLatestQuestionnaire(context.db),
    ]);
    if (!answered) return refused('unknown_version');
    if (answered.version !== latest?.version) return refused('questionnaire_changed');
    const scored = scoreRaq(answered.content, answers);
    if (scored.result !== 'ok') {
      return { result: scored.result, questionId: scored.questionId, assessment: null };
    }
    const row = await insertAssessment(context.db, {
      accountId: context.client.accountId,
      version,
      answers,
      score: scored.score,
      level: scored.level,
      // The embedded firm has no reviewer: a scored questionnaire is approved as submitted.
      status: 'approved',
      submittedAt: context.now,
      approvedAt: context.now,
    });
    return { result: 'ok' as const, questionId: null, assessment: assessmentView(row) };
  },
});

/** The risk assessment calls. */
export const raqCalls = [
  findExpiryCall,
  loadQuestionnaireCall,
  loadAssessmentCall,
  submitAssessmentCall,
];
