import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AddressKind, ContactKind, ProfileField } from '../../shared/domain/account-profile';
import type { Database } from '../db/schema';
import type { AccountProfileTable, StoredAddress } from '../db/schema-account-pages';
import type { AuditKind } from './audit.repository';

/** The holder information (issue 25): the profile row, contacts on the account, the advisor. */

/** A stored profile row. */
export type AccountProfileRow = Selectable<AccountProfileTable>;

/** The audit kind every holder information change is recorded under. */
export const PROFILE_CHANGE_AUDIT = 'account_profile_changed' satisfies AuditKind;

/** An account's profile, or undefined when the book has none. */
export function findAccountProfile(
  db: Kysely<Database>,
  accountId: number,
): Promise<AccountProfileRow | undefined> {
  return db
    .selectFrom('accountProfile')
    .selectAll()
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

/** Inserts profiles, leaving existing ones alone (the seed never rewrites); answers how many landed. */
export async function insertAccountProfiles(
  db: Kysely<Database>,
  rows: readonly Insertable<AccountProfileTable>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('accountProfile')
    .values([...rows])
    .onConflict((conflict) => conflict.column('accountId').doNothing())
    .returning('accountId')
    .execute();
  return inserted.length;
}

/** Sets one address of a profile. */
export async function setProfileAddress(
  db: Kysely<Database>,
  accountId: number,
  kind: AddressKind,
  address: StoredAddress,
  now: Date,
): Promise<void> {
  const value = JSON.stringify(address);
  await db
    .updateTable('accountProfile')
    .set(
      kind === 'residential'
        ? { residentialAddress: value, updatedAt: now }
        : { correspondenceAddress: value, updatedAt: now },
    )
    .where('accountId', '=', accountId)
    .execute();
}

/** Sets the account's email or mobile (where sign-in's one-time passwords go). */
export async function setAccountContact(
  db: Kysely<Database>,
  accountId: number,
  kind: ContactKind,
  value: string,
): Promise<void> {
  await db
    .updateTable('account')
    .set(kind === 'email' ? { email: value } : { mobile: value })
    .where('id', '=', accountId)
    .execute();
}

/** The advisor linked to a client (the first by account code), or undefined. */
export function findAdvisorOf(
  db: Kysely<Database>,
  clientAccountId: number,
): Promise<{ accountCode: string; displayName: string } | undefined> {
  return db
    .selectFrom('advisorLink')
    .innerJoin('account', 'account.id', 'advisorLink.advisorAccountId')
    .select(['account.accountCode', 'account.displayName'])
    .where('advisorLink.clientAccountId', '=', clientAccountId)
    .orderBy('account.accountCode')
    .limit(1)
    .executeTakeFirst();
}

/** One audited change as the history lists it. */
export type ProfileChangeEvent = {
  field: ProfileField;
  from: string | null;
  to: string;
  changedAt: Date;
};

/** The account's holder information changes, newest first (from the audit trail). */
export async function findProfileChanges(
  db: Kysely<Database>,
  accountId: number,
  limit = 100,
): Promise<ProfileChangeEvent[]> {
  const rows = await db
    .selectFrom('auditEvent')
    .select(['occurredAt', 'details'])
    .where('accountId', '=', accountId)
    .where('kind', '=', PROFILE_CHANGE_AUDIT)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const details = row.details as { field: ProfileField; from: string | null; to: string };
    return { field: details.field, from: details.from, to: details.to, changedAt: row.occurredAt };
  });
}
