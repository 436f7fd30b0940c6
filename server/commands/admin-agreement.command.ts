import type { Kysely } from 'kysely';
import { agreementType } from '../../shared/contracts/legal-agreement';
import { CONTENT_LIMITS, checkTexts, isOneOf } from '../../shared/domain/admin-content';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import type { Database } from '../db/schema';
import type { Account } from '../repositories/account.repository';
import {
  clearAgreementConfirmed,
  findAgreementVersions,
  findConfirmedFirstLoginVersion,
  findCurrentFirstLogin,
  lockLatestAgreementVersion,
} from '../repositories/admin-content.repository';
import type { LegalAgreement } from '../repositories/legal-agreement.repository';
import { auditContent, type ContentActor, type Refused } from './admin-content-audit';
import { saveLegalAgreement } from './legal-agreement.command';

/**
 * Legal agreements (issue 29 §2): each save of a type is a new version in all three languages,
 * sanitised to the spec §5 allow-list on the way in (saveLegalAgreement), effective from its
 * date. A new first-login version saved by an admin asks every user who confirmed an earlier one
 * to confirm again at their next sign-in (`recheckFirstLoginAgreement`).
 */

/** A title and HTML per language, as the editor sends them. */
export type AgreementTexts = Partial<Record<Language, { title?: string; html?: string }>>;

/** A save's outcome: the version's rows (one per language), or a refusal. */
export type AgreementOutcome = { result: 'ok'; rows: LegalAgreement[] } | Refused;

/** The check of a save's texts: every language's title and HTML present and within limits. */
function checkAgreementTexts(texts: AgreementTexts) {
  const titles = Object.fromEntries(LANGUAGES.map((l) => [l, texts[l]?.title]));
  const htmls = Object.fromEntries(LANGUAGES.map((l) => [l, texts[l]?.html]));
  return (
    checkTexts(titles, CONTENT_LIMITS.agreementTitle) ??
    checkTexts(htmls, CONTENT_LIMITS.agreementHtml)
  );
}

const auditedTexts = (rows: readonly LegalAgreement[]) =>
  rows.length === 0
    ? null
    : {
        version: rows[0]?.version,
        effectiveAt: rows[0]?.effectiveAt,
        ...Object.fromEntries(
          rows.map((row) => [row.language, { title: row.title, html: row.contentHtml }]),
        ),
      };

/** Saves a new version of a type (every language), effective from `effectiveAt` (now if none). */
export async function saveAgreementVersion(
  db: Kysely<Database>,
  actor: ContentActor,
  request: { type: string; effectiveAt?: string; texts: AgreementTexts },
): Promise<AgreementOutcome> {
  const { type } = request;
  if (!isOneOf(agreementType.options, type)) return { result: 'unknown_type' };
  const refusal = checkAgreementTexts(request.texts);
  if (refusal) return { result: refusal };
  const effectiveAt = request.effectiveAt ? new Date(request.effectiveAt) : actor.now;
  return db.transaction().execute(async (trx) => {
    const latest = await lockLatestAgreementVersion(trx, type);
    const version = latest + 1;
    for (const language of LANGUAGES) {
      const text = request.texts[language];
      await saveLegalAgreement(trx, {
        type,
        language,
        title: text?.title?.trim() ?? '',
        html: text?.html ?? '',
        version,
        now: actor.now,
        effectiveAt,
        createdBy: actor.accountCode,
      });
    }
    const rows = await findAgreementVersions(trx, type, 2);
    const saved = rows.filter((row) => row.version === version);
    await auditContent(trx, actor, {
      kind: 'agreement',
      key: type,
      action: 'save',
      before: auditedTexts(rows.filter((row) => row.version === latest)),
      after: auditedTexts(saved),
    });
    return { result: 'ok', rows: saved };
  });
}

/**
 * At sign-in: a user who confirmed the first-login agreement before the current version (one an
 * admin saved, effective by now) confirms again; the account answers as not confirmed. The demo
 * book's first version (no author) never asks again.
 */
export async function recheckFirstLoginAgreement(
  db: Kysely<Database>,
  account: Account,
  now: Date,
): Promise<Account> {
  if (account.role !== 'user' || !account.agreementConfirmed) return account;
  const current = await findCurrentFirstLogin(db, now);
  if (!current || current.createdBy === null) return account;
  if ((await findConfirmedFirstLoginVersion(db, account.id)) >= current.version) return account;
  await clearAgreementConfirmed(db, account.id);
  return { ...account, agreementConfirmed: false };
}
