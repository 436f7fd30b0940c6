import type { Kysely } from 'kysely';

/**
 * The day a simulated feed was first dated from, kept so that a restart on a later day finds the
 * same events (a corporate action's identity includes its dates: re-dated, a dividend already
 * paid would come again as a new event and be paid twice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_anchor')
    .addColumn('feed', 'text', (column) => column.primaryKey())
    .addColumn('anchor_date', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_anchor').execute();
}
