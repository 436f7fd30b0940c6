import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AgreementConfirmationTable, LegalAgreementTable } from '../db/schema-accounts';
import type { Database } from '../db/schema';

/** A stored legal agreement. */
export type LegalAgreement = Selectable<LegalAgreementTable>;

/** Inserts an agreement version, skipping one that exists; answers whether it landed. */
export async function insertLegalAgreement(
  db: Kysely<Database>,
  agreement: Insertable<LegalAgreementTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('legalAgreement')
    .values(agreement)
    .onConflict((conflict) => conflict.columns(['type', 'language', 'version']).doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

/** The latest version of each of `types` in a language, effective by `now` (issue 29). */
export function findLatestAgreements(
  db: Kysely<Database>,
  types: readonly string[],
  language: string,
  now: Date,
): Promise<LegalAgreement[]> {
  return db
    .selectFrom('legalAgreement')
    .selectAll()
    .distinctOn('type')
    .where('type', 'in', [...types])
    .where('language', '=', language)
    .where('effectiveAt', '<=', now)
    .orderBy('type')
    .orderBy('version', 'desc')
    .execute();
}

/**
 * The latest version number of a type in any language (effective by `now` when given, issue 29),
 * or undefined when there is none.
 */
export async function findLatestAgreementVersion(
  db: Kysely<Database>,
  type: string,
  now?: Date,
): Promise<number | undefined> {
  let query = db
    .selectFrom('legalAgreement')
    .select((select) => select.fn.max('version').as('version'))
    .where('type', '=', type);
  if (now) query = query.where('effectiveAt', '<=', now);
  const row = await query.executeTakeFirst();
  return row?.version ?? undefined;
}

/** Records an account's confirmation of an agreement version. */
export async function insertAgreementConfirmation(
  db: Kysely<Database>,
  confirmation: Insertable<AgreementConfirmationTable>,
): Promise<void> {
  await db.insertInto('agreementConfirmation').values(confirmation).execute();
}
