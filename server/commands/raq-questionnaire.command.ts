import type { Kysely } from 'kysely';
import {
  checkRaqQuestionnaire,
  cleanRaqDraft,
  type RaqDraft,
  type RaqRefusal,
} from '../../shared/domain/raq-rules';
import type { Database } from '../db/schema';
import { appendAuditEvent } from '../repositories/audit.repository';
import {
  findLatestQuestionnaire,
  insertQuestionnaire,
  type RaqQuestionnaireRow,
} from '../repositories/raq-questionnaire.repository';
import type { ContentActor } from './admin-content-audit';

/**
 * A new version of the risk questionnaire (issue 30 §2): checked by the pure rules
 * (shared/domain/raq-rules.ts), stored as the latest + 1 with one `admin_action` audit event in
 * the same transaction. Earlier versions stay as they were: assessments name theirs.
 */

/** A save's outcome. */
export type RaqSaveOutcome =
  | { result: 'ok'; questionnaire: RaqQuestionnaireRow }
  | RaqRefusal
  | { result: 'outdated'; field: '' };

/** Saves `draft` as version `basedOn` + 1 when `basedOn` is still the latest. */
export async function saveRaqQuestionnaire(
  db: Kysely<Database>,
  actor: ContentActor,
  request: { basedOn: number; draft: RaqDraft },
): Promise<RaqSaveOutcome> {
  const refusal = checkRaqQuestionnaire(request.draft);
  if (refusal) return refusal;
  const content = cleanRaqDraft(request.draft);
  return db.transaction().execute(async (trx) => {
    const latest = await findLatestQuestionnaire(trx);
    if (!latest || latest.version !== request.basedOn) return { result: 'outdated', field: '' };
    const version = request.basedOn + 1;
    // A concurrent save of the same number leaves this insert nothing to do: outdated.
    const stored = await insertQuestionnaire(trx, {
      version,
      content,
      createdAt: actor.now,
      createdBy: actor.accountCode,
    });
    if (!stored) return { result: 'outdated', field: '' };
    await appendAuditEvent(trx, {
      kind: 'admin_action',
      occurredAt: actor.now,
      accountId: actor.accountId,
      accountCode: actor.accountCode,
      sessionId: actor.sessionId,
      clientAddress: actor.clientAddress,
      details: {
        action: 'raq_questionnaire_save',
        actorAccountId: actor.accountId,
        actorCode: actor.accountCode,
        version,
        basedOn: request.basedOn,
        questionIds: [...content.scaleQuestions, ...content.choiceQuestions].map(
          (question) => question.id,
        ),
        bands: content.bands,
      },
    });
    return { result: 'ok', questionnaire: stored };
  });
}
