import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../../db/schema';
import { findVapidKey, insertVapidKeyIfMissing } from './notification.repository';

/** A VAPID key pair (base64url), as web-push takes it. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** How push is signed: the pair given by the environment (null: the kept one) and the subject. */
export type VapidSettings = { keys: VapidKeys | null; subject: string };

/**
 * The pair push is signed with: the configured one, else the one kept in the database, generated
 * on first use. Two processes starting together both insert with ON CONFLICT DO NOTHING and read
 * back the row that won, so they sign with the same pair.
 */
export async function ensureVapidKeys(
  db: Kysely<Database>,
  configured: VapidKeys | null,
  now: Date,
): Promise<VapidKeys> {
  if (configured) return configured;
  const kept = await findVapidKey(db);
  if (kept) return kept;
  const generated = webpush.generateVAPIDKeys();
  await insertVapidKeyIfMissing(db, { ...generated, now });
  const winner = await findVapidKey(db);
  if (!winner) throw new Error('The VAPID key pair could not be kept');
  return winner;
}
