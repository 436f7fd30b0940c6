import type { Kysely } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { Database } from '../db/schema';
import '../db/schema-assets';

/** An account of a holder, as the portfolio and the manual assets name it. */
export type HolderAccount = {
  id: number;
  accountCode: string;
  source: AccountSource;
  displayName: string;
  tradePasswordHash: string | null;
};

/**
 * Every account of the holder behind `accountId` (issue 24): those linked to the same holder, or
 * the account alone when it has none; Gateway first, then by code.
 */
export function findHolderAccounts(
  db: Kysely<Database>,
  accountId: number,
): Promise<HolderAccount[]> {
  return db
    .selectFrom('account')
    .select(['id', 'accountCode', 'source', 'displayName', 'tradePasswordHash'])
    .where((where) =>
      where.or([
        where('id', '=', accountId),
        where(
          'id',
          'in',
          where
            .selectFrom('holderAccount as mine')
            .innerJoin('holderAccount as theirs', 'theirs.holderId', 'mine.holderId')
            .select('theirs.accountId')
            .where('mine.accountId', '=', accountId),
        ),
      ]),
    )
    .orderBy('source', 'desc')
    .orderBy('accountCode')
    .execute();
}

/**
 * Links accounts to one holder of `name` (the demo book's seed): a new holder unless one of them
 * is linked already, in which case the others join it. Idempotent.
 */
export async function linkHolderAccounts(
  db: Kysely<Database>,
  name: string,
  accountIds: readonly number[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('holderAccount')
      .select('holderId')
      .where('accountId', 'in', [...accountIds])
      .executeTakeFirst();
    const holderId =
      linked?.holderId ??
      (await trx.insertInto('holder').values({ name }).returning('id').executeTakeFirstOrThrow())
        .id;
    await trx
      .insertInto('holderAccount')
      .values(accountIds.map((accountId) => ({ accountId, holderId })))
      .onConflict((conflict) => conflict.column('accountId').doNothing())
      .execute();
    return holderId;
  });
}
