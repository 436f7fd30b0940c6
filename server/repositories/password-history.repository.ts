import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PasswordKind } from '../db/schema-accounts';

/** Keeps a replaced password's hash. */
export async function insertPasswordHistory(
  db: Kysely<Database>,
  entry: { accountId: number; kind: PasswordKind; passwordHash: string; createdAt: Date },
): Promise<void> {
  await db.insertInto('passwordHistory').values(entry).execute();
}

/** The most recent earlier hashes of a kind, newest first. */
export async function findRecentPasswordHashes(
  db: Kysely<Database>,
  accountId: number,
  kind: PasswordKind,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('passwordHistory')
    .select('passwordHash')
    .where('accountId', '=', accountId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.passwordHash);
}
