import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { StoredTaxResidence, TaxCertificationTable } from '../db/schema-account-pages';

/** CRS/FATCA self-certifications (issue 25): the newest is current, the others its history. */

/** A stored certification. */
export type TaxCertificationRow = Selectable<TaxCertificationTable>;

/** The account's certifications, newest first. */
export function findTaxCertifications(
  db: Kysely<Database>,
  accountId: number,
  limit = 50,
): Promise<TaxCertificationRow[]> {
  return db
    .selectFrom('taxCertification')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Records a certification. */
export function insertTaxCertification(
  db: Kysely<Database>,
  row: Omit<TaxCertificationRow, 'id' | 'residences'> & { residences: StoredTaxResidence[] },
): Promise<TaxCertificationRow> {
  return db
    .insertInto('taxCertification')
    .values({ ...row, residences: JSON.stringify(row.residences) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
