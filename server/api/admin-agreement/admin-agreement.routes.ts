import { adminAgreementContracts } from '../../../shared/contracts/admin-agreement';
import { agreementType, type AgreementType } from '../../../shared/contracts/legal-agreement';
import { isOneOf } from '../../../shared/domain/admin-content';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { saveAgreementVersion } from '../../commands/admin-agreement.command';
import { contentActorOf } from '../../commands/admin-content-audit';
import {
  findAgreementVersions,
  findCurrentAgreementVersions,
  findLatestAgreementsOfEveryType,
} from '../../repositories/admin-content.repository';
import type { LegalAgreement } from '../../repositories/legal-agreement.repository';
import { sanitiseHtml } from '../../security/sanitise-html';
import { defineCall } from '../registry';

/**
 * The admin area's legal agreement calls (issue 29 §2, spec §2.13 `legalAgreement`,
 * `legalAgreement/{type}`): admin role only (403 below, nothing changed). HTML is sanitised again
 * on the way out, as every page that renders it does.
 */

const admin = { minRole: 'admin' } as const;

/** The versions of one type's rows (one per language), newest first. */
function versionsOf(rows: readonly LegalAgreement[], current: Map<string, number>) {
  const byVersion = new Map<number, LegalAgreement[]>();
  for (const row of rows) byVersion.set(row.version, [...(byVersion.get(row.version) ?? []), row]);
  return [...byVersion.entries()]
    .sort(([a], [b]) => b - a)
    .map(([version, group]) => {
      const first = group[0] as LegalAgreement;
      const text = (language: Language) => {
        const row = group.find((candidate) => candidate.language === language);
        return { title: row?.title ?? '', html: sanitiseHtml(row?.contentHtml ?? '') };
      };
      return {
        type: first.type as AgreementType,
        version,
        effectiveAt: first.effectiveAt.toISOString(),
        isCurrent: current.get(first.type) === version,
        createdAt: first.createdAt.toISOString(),
        createdBy: first.createdBy,
        texts: Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as {
          [L in Language]: { title: string; html: string };
        },
      };
    });
}

/** `admin-agreement/searchAgreements`. */
export const searchAgreementsCall = defineCall({
  service: 'admin-agreement',
  method: 'searchAgreements',
  ...adminAgreementContracts.searchAgreements,
  access: admin,
  handler: async (_input, { db, now }) => {
    const current = await findCurrentAgreementVersions(db, now);
    const latest = await findLatestAgreementsOfEveryType(db);
    const agreements = [];
    for (const type of agreementType.options) {
      const currentVersion = current.get(type);
      const rows =
        currentVersion === undefined
          ? []
          : (await findAgreementVersions(db, type, 50)).filter(
              (row) => row.version === currentVersion,
            );
      const latestVersion = latest.find((row) => row.type === type)?.version ?? null;
      agreements.push({ type, current: versionsOf(rows, current)[0] ?? null, latestVersion });
    }
    return { agreements };
  },
});

/** `admin-agreement/loadAgreement`: a type's versions, newest first. */
export const loadAgreementCall = defineCall({
  service: 'admin-agreement',
  method: 'loadAgreement',
  ...adminAgreementContracts.loadAgreement,
  access: admin,
  handler: async ({ type }, { db, now }) => {
    if (!isOneOf(agreementType.options, type))
      return { result: 'unknown_type' as const, versions: [] };
    const current = await findCurrentAgreementVersions(db, now);
    return {
      result: 'ok' as const,
      versions: versionsOf(await findAgreementVersions(db, type, 50), current),
    };
  },
});

/** `admin-agreement/saveAgreement`: a new version of a type. */
export const saveAgreementCall = defineCall({
  service: 'admin-agreement',
  method: 'saveAgreement',
  ...adminAgreementContracts.saveAgreement,
  access: admin,
  handler: async (request, context) => {
    const outcome = await saveAgreementVersion(context.db, contentActorOf(context), request);
    if (outcome.result !== 'ok') return { result: outcome.result, agreement: null };
    const current = await findCurrentAgreementVersions(context.db, context.now);
    return { result: 'ok' as const, agreement: versionsOf(outcome.rows, current)[0] ?? null };
  },
});

/** The admin-agreement calls. */
export const adminAgreementCalls = [searchAgreementsCall, loadAgreementCall, saveAgreementCall];
