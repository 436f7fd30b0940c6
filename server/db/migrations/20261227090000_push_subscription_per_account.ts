import { sql, type Kysely } from 'kysely';

/**
 * A push endpoint is unique per account, no longer across accounts: one browser may hold several
 * sessions (Gateway and Fos, an advisor and a client, docs/DECISIONS.md §4), and the endpoint it
 * reports is the same for each, so each account keeps a row of its own and adding a
 * subscription never moves another account's row (which let anyone who knew an endpoint take
 * over its pushes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscription')
    .dropConstraint('push_subscription_endpoint_key')
    .execute();
  await db.schema
    .alterTable('push_subscription')
    .addUniqueConstraint('push_subscription_account_endpoint_unique', ['account_id', 'endpoint'])
    .execute();
}

/** Back to one row per endpoint: the newest row of each endpoint stays. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from push_subscription older using push_subscription newer
    where older.endpoint = newer.endpoint and older.id < newer.id`.execute(db);
  await db.schema
    .alterTable('push_subscription')
    .dropConstraint('push_subscription_account_endpoint_unique')
    .execute();
  await db.schema
    .alterTable('push_subscription')
    .addUniqueConstraint('push_subscription_endpoint_key', ['endpoint'])
    .execute();
}
