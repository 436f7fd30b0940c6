import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { LoginChallengeTable, TwoFactor } from '../db/schema-accounts';

/** A stored two-factor challenge. */
export type LoginChallenge = Selectable<LoginChallengeTable>;

/** Inserts a challenge. */
export async function insertChallenge(
  db: Kysely<Database>,
  challenge: Insertable<LoginChallengeTable>,
): Promise<void> {
  await db.insertInto('loginChallenge').values(challenge).execute();
}

/** One challenge by id, or undefined. */
export function findChallenge(
  db: Kysely<Database>,
  id: string,
): Promise<LoginChallenge | undefined> {
  return db.selectFrom('loginChallenge').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Replaces a challenge's code (a send or resend), its factor and its expiry. */
export async function setChallengeCode(
  db: Kysely<Database>,
  id: string,
  code: { factor: TwoFactor; codeHash: string; codeSentAt: Date; expiresAt: Date },
): Promise<void> {
  await db.updateTable('loginChallenge').set(code).where('id', '=', id).execute();
}

/** Marks a challenge verified, atomically: false when it already was (single use). */
export async function claimChallenge(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('loginChallenge')
    .set({ verifiedAt: now })
    .where('id', '=', id)
    .where('verifiedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
