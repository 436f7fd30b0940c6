import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { AccountTable, LastLoginStatus, PasswordKind } from '../db/schema-accounts';
import type { Database } from '../db/schema';

/** A stored account row. */
export type Account = Selectable<AccountTable>;

/** An account row to insert. */
export type NewAccount = Insertable<AccountTable>;

/** The identity of an account: its id, code and source. */
export type AccountKey = Pick<Account, 'id' | 'accountCode' | 'source'>;

/** The accounts among `accountCodes` that exist, of either source. */
export function findAccountKeys(
  db: Kysely<Database>,
  accountCodes: readonly string[],
): Promise<AccountKey[]> {
  if (accountCodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('account')
    .select(['id', 'accountCode', 'source'])
    .where('accountCode', 'in', accountCodes)
    .execute();
}

/** One account by code and source, or undefined. */
export function findAccountByCode(
  db: Kysely<Database>,
  accountCode: string,
  source: AccountSource,
): Promise<Account | undefined> {
  return db
    .selectFrom('account')
    .selectAll()
    .where('accountCode', '=', accountCode)
    .where('source', '=', source)
    .executeTakeFirst();
}

/** Inserts accounts, skipping any whose code and source already exist; answers how many landed. */
export async function insertAccounts(
  db: Kysely<Database>,
  accounts: readonly NewAccount[],
): Promise<number> {
  if (accounts.length === 0) return 0;
  const inserted = await db
    .insertInto('account')
    .values([...accounts])
    .onConflict((conflict) => conflict.columns(['accountCode', 'source']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** One account by id, or undefined. */
export function findAccountById(db: Kysely<Database>, id: number): Promise<Account | undefined> {
  return db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Records a login attempt on the account (the change-password form shows the previous one); a
 * success also dates the last successful login (result G). Locks the row for the transaction.
 */
export async function recordLoginAttempt(
  db: Kysely<Database>,
  accountId: number,
  status: LastLoginStatus,
  now: Date,
): Promise<void> {
  await db
    .updateTable('account')
    .set({
      lastLoginAt: now,
      lastLoginStatus: status,
      ...(status === 'success' ? { lastSuccessfulLoginAt: now } : {}),
    })
    .where('id', '=', accountId)
    .execute();
}

/**
 * Stores a new password hash of a kind; a login password change also clears the forced change
 * (spec §4: last change now, force flag cleared).
 */
export async function setPasswordHash(
  db: Kysely<Database>,
  accountId: number,
  kind: PasswordKind,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const values =
    kind === 'login'
      ? { passwordHash, passwordChangedAt: now, mustChangePassword: false }
      : { tradePasswordHash: passwordHash, tradePasswordChangedAt: now };
  await db.updateTable('account').set(values).where('id', '=', accountId).execute();
}

/** Marks the first-login agreement confirmed. */
export async function setAgreementConfirmed(
  db: Kysely<Database>,
  accountId: number,
): Promise<void> {
  await db
    .updateTable('account')
    .set({ agreementConfirmed: true })
    .where('id', '=', accountId)
    .execute();
}

/** Accepts a TOTP time step once: false when this step or a later one was already used. */
export async function advanceTotpStep(
  db: Kysely<Database>,
  accountId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('account')
    .set({ totpLastStep: step })
    .where('id', '=', accountId)
    .where((where) =>
      where.or([where('totpLastStep', 'is', null), where('totpLastStep', '<', step)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Fills account columns that are still empty (the seed never rewrites a value). */
export async function fillEmptyAccountColumns(
  db: Kysely<Database>,
  key: { accountCode: string; source: AccountSource },
  values: { tradePasswordHash?: string; totpSecret?: string },
  now: Date,
): Promise<number> {
  let filled = 0;
  const target = db
    .updateTable('account')
    .where('accountCode', '=', key.accountCode)
    .where('source', '=', key.source);
  if (values.tradePasswordHash !== undefined) {
    const result = await target
      .set({ tradePasswordHash: values.tradePasswordHash, tradePasswordChangedAt: now })
      .where('tradePasswordHash', 'is', null)
      .executeTakeFirst();
    filled += Number(result.numUpdatedRows);
  }
  if (values.totpSecret !== undefined) {
    const result = await target
      .set({ totpSecret: values.totpSecret })
      .where('totpSecret', 'is', null)
      .executeTakeFirst();
    filled += Number(result.numUpdatedRows);
  }
  return filled;
}
