import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** A client whose statement was issued: the account and its code (the document's name). */
export type StatementHolder = { accountId: number; accountCode: string };

/**
 * The clients whose books moved in [from, to) (a daily statement each) or, with `from` null,
 * whose books had moved by `to` (a monthly statement each, from the month of their first entry).
 */
export async function findStatementHolders(
  db: Kysely<Database>,
  period: { from: Date | null; to: Date },
): Promise<StatementHolder[]> {
  // Gateway statements are of Gateway accounts: a Fos client's books are the Fos back office's.
  return db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .innerJoin('account', 'account.id', 'ledgerAccount.ownerAccountId')
    .select(['account.id as accountId', 'account.accountCode'])
    .where('account.source', '=', 'gateway')
    .distinct()
    .$if(period.from !== null, (query) =>
      query.where('ledgerEntry.postedAt', '>=', period.from ?? period.to),
    )
    .where('ledgerEntry.postedAt', '<', period.to)
    .orderBy('account.id')
    .execute();
}
