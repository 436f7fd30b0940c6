import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { PreferenceTable } from '../db/schema-accounts';
import { isLanguage, type Language } from '../../shared/i18n/languages';

/** A stored preference row. */
export type Preference = Selectable<PreferenceTable>;

/** An account's preference, or undefined when it never set one. */
export function findPreference(
  db: Kysely<Database>,
  accountId: number,
): Promise<Preference | undefined> {
  return db
    .selectFrom('preference')
    .selectAll()
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

/** The language a holder reads: their stored preference, English when none is stored. */
export async function findHolderLanguage(
  db: Kysely<Database>,
  accountId: number,
): Promise<Language> {
  const stored = (await findPreference(db, accountId))?.language;
  return isLanguage(stored) ? stored : 'en';
}

/**
 * Sets one preference field, creating the row with `defaults` for the others when missing.
 * `onlyWhenMissing` leaves an existing row alone (the seed never rewrites).
 */
export async function upsertPreference(
  db: Kysely<Database>,
  row: { accountId: number; language: string; currencyCode: string; updatedAt: Date },
  update: { language?: string; currencyCode?: string } | 'onlyWhenMissing',
): Promise<void> {
  await db
    .insertInto('preference')
    .values(row)
    .onConflict((conflict) => {
      const target = conflict.column('accountId');
      return update === 'onlyWhenMissing'
        ? target.doNothing()
        : target.doUpdateSet({ ...update, updatedAt: row.updatedAt });
    })
    .execute();
}
