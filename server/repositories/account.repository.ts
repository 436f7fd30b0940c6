import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { AccountTable, Database } from '../db/schema';

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
