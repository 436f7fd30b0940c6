import type { Kysely } from 'kysely';
import type { AgreementType } from '../../shared/contracts/legal-agreement';
import type { Language } from '../../shared/contracts/common';
import type { ActingSession } from '../auth/acting';
import type { Database } from '../db/schema';
import { setAgreementConfirmed } from '../repositories/account.repository';
import { appendAuditEvent } from '../repositories/audit.repository';
import {
  findLatestAgreementVersion,
  insertAgreementConfirmation,
  insertLegalAgreement,
} from '../repositories/legal-agreement.repository';
import { sanitiseHtml } from '../security/sanitise-html';

/**
 * Saves an agreement version with its HTML sanitised to the spec §5 allow-list: the only way
 * agreement HTML reaches the database. Answers whether it was new.
 */
export function saveLegalAgreement(
  db: Kysely<Database>,
  agreement: {
    type: AgreementType;
    language: Language;
    title: string;
    html: string;
    version: number;
    now: Date;
    /** From when readers get it (issue 29); now when left out. */
    effectiveAt?: Date;
    /** The admin saving it; none for the demo book's. */
    createdBy?: string;
  },
): Promise<boolean> {
  return insertLegalAgreement(db, {
    type: agreement.type,
    language: agreement.language,
    title: agreement.title,
    contentHtml: sanitiseHtml(agreement.html),
    version: agreement.version,
    createdAt: agreement.now,
    effectiveAt: agreement.effectiveAt ?? agreement.now,
    createdBy: agreement.createdBy ?? null,
  });
}

/**
 * confirmAgreement (spec §4, §6): a user-role session confirms the latest first-login agreement;
 * the confirmation is stored with its version and audited. Other roles never need to confirm
 * (always confirmed). False when no first-login agreement exists to confirm.
 */
export async function confirmFirstLoginAgreement(
  db: Kysely<Database>,
  request: { session: ActingSession; clientAddress: string; now: Date },
): Promise<boolean> {
  const { session, now } = request;
  if (session.role !== 'user') return true;
  const version = await findLatestAgreementVersion(db, 'first_login', now);
  if (version === undefined) return false;
  await db.transaction().execute(async (trx) => {
    await insertAgreementConfirmation(trx, {
      accountId: session.accountId,
      agreementType: 'first_login',
      agreementVersion: version,
      confirmedAt: now,
    });
    await setAgreementConfirmed(trx, session.accountId);
    await appendAuditEvent(trx, {
      kind: 'agreement_confirmed',
      occurredAt: now,
      accountId: session.accountId,
      accountCode: session.accountCode,
      source: session.source,
      sessionId: session.sessionId,
      clientAddress: request.clientAddress,
      details: { type: 'first_login', version },
    });
  });
  return true;
}
