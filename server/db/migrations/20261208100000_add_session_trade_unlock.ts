import type { Kysely } from 'kysely';

/**
 * Trade unlock (issue 9 §2): a correct trade password unlocks trading for its session until this
 * instant, so orders inside the window need no password and no hashing; null is locked. Ended by
 * the session ending (logout, kick, idle) or a password change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session').addColumn('trade_unlocked_until', 'timestamptz').execute();
}

/** Drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('trade_unlocked_until').execute();
}
