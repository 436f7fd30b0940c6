import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { RefreshTokenTable } from '../db/schema-accounts';

/** A stored refresh token row (hash only). */
export type RefreshToken = Selectable<RefreshTokenTable>;

/** Inserts a refresh token. */
export async function insertRefreshToken(
  db: Kysely<Database>,
  token: Insertable<RefreshTokenTable>,
): Promise<void> {
  await db.insertInto('refreshToken').values(token).execute();
}

/** A refresh token by its hash, or undefined. */
export function findRefreshToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<RefreshToken | undefined> {
  return db
    .selectFrom('refreshToken')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks a refresh token used, atomically: true for the one caller that claims it, false when it
 * was already used (a replay, even by two processes racing).
 */
export async function claimRefreshToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('refreshToken')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
