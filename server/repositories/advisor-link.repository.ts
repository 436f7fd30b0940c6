import type { Insertable, Kysely } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { AdvisorLinkTable } from '../db/schema-accounts';
import type { Database } from '../db/schema';
import type { Account } from './account.repository';

/** A link to insert: advisor account id -> client account id. */
export type NewAdvisorLink = Insertable<AdvisorLinkTable>;

/** Inserts links, skipping existing ones; answers how many landed. */
export async function insertAdvisorLinks(
  db: Kysely<Database>,
  links: readonly NewAdvisorLink[],
): Promise<number> {
  if (links.length === 0) return 0;
  const inserted = await db
    .insertInto('advisorLink')
    .values([...links])
    .onConflict((conflict) => conflict.columns(['advisorAccountId', 'clientAccountId']).doNothing())
    .returning('clientAccountId')
    .execute();
  return inserted.length;
}

/** The account ids of an advisor's clients, ascending. */
export async function findClientAccountIds(
  db: Kysely<Database>,
  advisorAccountId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('advisorLink')
    .select('clientAccountId')
    .where('advisorAccountId', '=', advisorAccountId)
    .orderBy('clientAccountId')
    .execute();
  return rows.map((row) => row.clientAccountId);
}

/** The account of `accountCode` and `source` when it is a client of the advisor; else undefined. */
export function findClientOf(
  db: Kysely<Database>,
  advisorAccountId: number,
  client: { accountCode: string; source: AccountSource },
): Promise<Account | undefined> {
  return db
    .selectFrom('advisorLink')
    .innerJoin('account', 'account.id', 'advisorLink.clientAccountId')
    .selectAll('account')
    .where('advisorLink.advisorAccountId', '=', advisorAccountId)
    .where('account.accountCode', '=', client.accountCode)
    .where('account.source', '=', client.source)
    .executeTakeFirst();
}

/** A client of an advisor, with when their latest approved risk assessment was approved. */
export type AdvisorClient = Pick<
  Account,
  'id' | 'accountCode' | 'source' | 'displayName' | 'status'
> & { lastApprovedAt: Date | null };

/** The clients linked to an advisor, by account code. */
export async function findAdvisorClients(
  db: Kysely<Database>,
  advisorAccountId: number,
): Promise<AdvisorClient[]> {
  const rows = await db
    .selectFrom('advisorLink')
    .innerJoin('account', 'account.id', 'advisorLink.clientAccountId')
    .select(['account.id', 'account.accountCode', 'account.source', 'account.displayName'])
    .select('account.status')
    .select((select) =>
      select
        .selectFrom('riskAssessment')
        .select((inner) => inner.fn.max('riskAssessment.approvedAt').as('approvedAt'))
        .whereRef('riskAssessment.accountId', '=', 'account.id')
        .where('riskAssessment.status', '=', 'approved')
        .as('lastApprovedAt'),
    )
    .where('advisorLink.advisorAccountId', '=', advisorAccountId)
    .orderBy('account.accountCode')
    .execute();
  return rows.map((row) => ({ ...row, lastApprovedAt: row.lastApprovedAt ?? null }));
}
