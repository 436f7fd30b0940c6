import { adminRaqContracts } from '../../../shared/contracts/admin-raq';
import { contentActorOf } from '../../commands/admin-content-audit';
import { saveRaqQuestionnaire } from '../../commands/raq-questionnaire.command';
import {
  findLatestQuestionnaire,
  findQuestionnaire,
  listQuestionnaireVersions,
} from '../../repositories/raq-questionnaire.repository';
import { questionnaireView } from '../raq/raq-views';
import { defineCall } from '../registry';

/**
 * The admin area's risk questionnaire calls (issue 30 §2, spec §2.13 `raq`, brand flag
 * adminRiskQuestionnaire): admin role only (403 below, nothing changed).
 */

const admin = { minRole: 'admin' } as const;
const feature = 'adminRiskQuestionnaire' as const;

/** `admin-raq/loadQuestionnaire`: one version, the latest by default; null when none. */
export const loadQuestionnaireCall = defineCall({
  service: 'admin-raq',
  method: 'loadQuestionnaire',
  ...adminRaqContracts.loadQuestionnaire,
  access: admin,
  feature,
  handler: async ({ version }, { db }) => {
    const row =
      version === undefined
        ? await findLatestQuestionnaire(db)
        : await findQuestionnaire(db, version);
    return { questionnaire: row ? questionnaireView(row) : null };
  },
});

/** `admin-raq/listVersions`: every version, newest first. */
export const listVersionsCall = defineCall({
  service: 'admin-raq',
  method: 'listVersions',
  ...adminRaqContracts.listVersions,
  access: admin,
  feature,
  handler: async (_input, { db }) => {
    const rows = await listQuestionnaireVersions(db);
    return {
      versions: rows.map((row) => ({
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        createdBy: row.createdBy,
        questionCount: Number(row.questionCount),
        assessmentCount: Number(row.assessmentCount ?? 0),
      })),
    };
  },
});

/** `admin-raq/saveQuestionnaire`: a new version, checked, audited. */
export const saveQuestionnaireCall = defineCall({
  service: 'admin-raq',
  method: 'saveQuestionnaire',
  ...adminRaqContracts.saveQuestionnaire,
  access: admin,
  feature,
  handler: async ({ basedOn, questionnaire }, context) => {
    const outcome = await saveRaqQuestionnaire(context.db, contentActorOf(context), {
      basedOn,
      draft: questionnaire,
    });
    return outcome.result === 'ok'
      ? {
          result: 'ok' as const,
          field: null,
          questionnaire: questionnaireView(outcome.questionnaire),
        }
      : { result: outcome.result, field: outcome.field, questionnaire: null };
  },
});

/** The admin-raq calls. */
export const adminRaqCalls = [loadQuestionnaireCall, listVersionsCall, saveQuestionnaireCall];
