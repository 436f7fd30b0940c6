import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { RiskAssessmentTable } from '../db/schema-books';

/** A stored risk assessment. */
export type RiskAssessment = Selectable<RiskAssessmentTable>;

/** The client's latest assessment of any status, if any. */
export function findLatestAssessment(
  db: Kysely<Database>,
  accountId: number,
): Promise<RiskAssessment | undefined> {
  return db
    .selectFrom('riskAssessment')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The client's latest approved assessment, if any (the one suitability judges by). */
export function findLatestApprovedAssessment(
  db: Kysely<Database>,
  accountId: number,
): Promise<RiskAssessment | undefined> {
  return db
    .selectFrom('riskAssessment')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('status', '=', 'approved')
    .orderBy('approvedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Records an assessment. */
export function insertAssessment(
  db: Kysely<Database>,
  row: Omit<RiskAssessment, 'id' | 'answers'> & { answers: Record<string, unknown> },
): Promise<RiskAssessment> {
  return db
    .insertInto('riskAssessment')
    .values({ ...row, answers: JSON.stringify(row.answers) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether the account has any assessment (the seed adds none twice). */
export async function hasAssessment(db: Kysely<Database>, accountId: number): Promise<boolean> {
  return (await findLatestAssessment(db, accountId)) !== undefined;
}
