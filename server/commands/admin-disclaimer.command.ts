import type { Kysely } from 'kysely';
import {
  CONTENT_LIMITS,
  DISCLAIMER_TYPES,
  checkTexts,
  isOneOf,
  type LanguageTexts,
} from '../../shared/domain/admin-content';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import type { Database } from '../db/schema';
import {
  findLatestDisclaimerNote,
  insertDisclaimerNote,
  lockLatestDisclaimerVersion,
  type DisclaimerNoteRow,
} from '../repositories/admin-content.repository';
import { sanitiseHtml } from '../security/sanitise-html';
import { auditContent, type ContentActor, type Refused } from './admin-content-audit';

/**
 * Disclaimer notes (issue 29 §3): each save of a page type's note is a new version, its HTML in
 * every language sanitised to the spec §5 allow-list before it is stored.
 */

/** A save's outcome. */
export type DisclaimerOutcome = { result: 'ok'; note: DisclaimerNoteRow } | Refused;

/** The HTML per language, sanitised, as stored. */
export const sanitisedTexts = (html: LanguageTexts): Record<Language, string> =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, sanitiseHtml(html[language]?.trim() ?? '')]),
  ) as Record<Language, string>;

/** Saves a new version of a type's note (the demo book passes no actor). */
export async function saveDisclaimerNote(
  db: Kysely<Database>,
  actor: ContentActor | null,
  request: { type: string; html: LanguageTexts; now: Date },
): Promise<DisclaimerOutcome> {
  const { type } = request;
  if (!isOneOf(DISCLAIMER_TYPES, type)) return { result: 'unknown_type' };
  const refusal = checkTexts(request.html, CONTENT_LIMITS.disclaimerHtml);
  if (refusal) return { result: refusal };
  return db.transaction().execute(async (trx) => {
    const latest = await lockLatestDisclaimerVersion(trx, type);
    const before = latest > 0 ? await findLatestDisclaimerNote(trx, type) : undefined;
    const note = await insertDisclaimerNote(trx, {
      type,
      version: latest + 1,
      html: sanitisedTexts(request.html),
      createdAt: request.now,
      createdBy: actor?.accountCode ?? null,
    });
    if (!note) throw new Error(`disclaimer note ${type} ${latest + 1} not stored`);
    if (actor) {
      await auditContent(trx, actor, {
        kind: 'disclaimer',
        key: type,
        action: 'save',
        before: before ? { version: before.version, html: before.html } : null,
        after: { version: note.version, html: note.html },
      });
    }
    return { result: 'ok', note };
  });
}
