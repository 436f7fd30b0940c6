import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { SuitabilityKind, SuitabilityRecordTable } from '../db/schema-account-pages';

/**
 * The suitability checks on file besides the risk assessment (issue 25): derivative knowledge,
 * investor characterisation and the vulnerable-client review; the newest of a kind counts.
 */

/** A stored suitability record. */
export type SuitabilityRecord = Selectable<SuitabilityRecordTable>;

/** The newest record of a kind, or undefined. */
export function findLatestSuitability(
  db: Kysely<Database>,
  accountId: number,
  kind: SuitabilityKind,
): Promise<SuitabilityRecord | undefined> {
  return db
    .selectFrom('suitabilityRecord')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Records a check. */
export function insertSuitabilityRecord(
  db: Kysely<Database>,
  row: Omit<Insertable<SuitabilityRecordTable>, 'details'> & { details?: Record<string, unknown> },
): Promise<SuitabilityRecord> {
  return db
    .insertInto('suitabilityRecord')
    .values({ ...row, details: JSON.stringify(row.details ?? {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The derivative knowledge flag order checks read: whether a pass is on file and unexpired at
 * `now`, with when it was passed and when it lapses.
 */
export async function findDerivativeKnowledge(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<{ hasKnowledge: boolean; passedAt: Date | null; expiresAt: Date | null }> {
  const record = await findLatestSuitability(db, accountId, 'derivativeKnowledge');
  if (record?.outcome !== 'passed') return { hasKnowledge: false, passedAt: null, expiresAt: null };
  return {
    hasKnowledge: record.expiresAt === null || record.expiresAt > now,
    passedAt: record.checkedAt,
    expiresAt: record.expiresAt,
  };
}
