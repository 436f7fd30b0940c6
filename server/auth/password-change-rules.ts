import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PasswordKind } from '../db/schema-accounts';
import { findRecentPasswordHashes } from '../repositories/password-history.repository';
import { verifyPassword } from '../security/password';
import { PASSWORD_HISTORY_COUNT } from './auth-policy';

/**
 * Spec §8 "used before": whether a candidate matches the current password or one of the earlier
 * ones, the last PASSWORD_HISTORY_COUNT in all.
 */
export async function isRecentPassword(
  db: Kysely<Database>,
  account: { id: number; currentHash: string },
  kind: PasswordKind,
  candidate: string,
): Promise<boolean> {
  const earlier = await findRecentPasswordHashes(db, account.id, kind, PASSWORD_HISTORY_COUNT - 1);
  for (const hash of [account.currentHash, ...earlier]) {
    if (await verifyPassword(hash, candidate)) return true;
  }
  return false;
}
