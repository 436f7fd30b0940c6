import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerSecretTable } from '../db/schema-server-secret';

/** The kept secret of that name, if any. */
export async function findServerSecret(
  db: Kysely<Database>,
  name: ServerSecretTable['name'],
): Promise<string | undefined> {
  const row = await db
    .selectFrom('serverSecret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

/** Keeps a secret under `name` unless one is kept already (the first process to start wins). */
export async function insertServerSecretIfMissing(
  db: Kysely<Database>,
  secret: { name: string; value: string; now: Date },
): Promise<void> {
  await db
    .insertInto('serverSecret')
    .values({ name: secret.name, value: secret.value, createdAt: secret.now })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
