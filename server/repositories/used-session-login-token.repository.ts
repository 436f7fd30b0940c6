import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Records a session-login token id as used; false when it already was (a replay). Ids past
 * their token's expiry are dropped first: such a token is refused as expired anyway.
 */
export async function useSessionLoginTokenId(
  db: Kysely<Database>,
  token: { jti: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  await db.deleteFrom('usedSessionLoginToken').where('expiresAt', '<', now).execute();
  const inserted = await db
    .insertInto('usedSessionLoginToken')
    .values(token)
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .returning('jti')
    .execute();
  return inserted.length > 0;
}
