import type { Kysely, Selectable, Updateable } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { Role } from '../../shared/domain/roles';
import type {
  AccountStatus,
  AccountTable,
  AuditEventTable,
  SessionTable,
} from '../db/schema-accounts';
import type { Database } from '../db/schema';
import type { Account, NewAccount } from './account.repository';

/** The admin area's reads and writes of accounts (issue 28): the list, one account's page. */

/** The list's filters; code and name match anywhere, in any case. */
export type AccountSearch = {
  code?: string | undefined;
  name?: string | undefined;
  source?: AccountSource | undefined;
  role?: Role | undefined;
  status?: AccountStatus | undefined;
  offset: number;
  limit: number;
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A page of accounts matching every filter, by code and source, and how many match. */
export async function searchAccounts(
  db: Kysely<Database>,
  search: AccountSearch,
): Promise<{ total: number; accounts: Account[] }> {
  let query = db.selectFrom('account');
  if (search.code) query = query.where('accountCode', 'ilike', contains(search.code));
  if (search.name) query = query.where('displayName', 'ilike', contains(search.name));
  if (search.source) query = query.where('source', '=', search.source);
  if (search.role) query = query.where('role', '=', search.role);
  if (search.status) query = query.where('status', '=', search.status);
  const count = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const accounts = await query
    .selectAll()
    .orderBy('accountCode')
    .orderBy('source')
    .offset(search.offset)
    .limit(search.limit)
    .execute();
  return { total: Number(count.total), accounts };
}

/** Inserts an account; undefined when its code and source are taken. */
export async function insertAccount(
  db: Kysely<Database>,
  account: NewAccount,
): Promise<Account | undefined> {
  return db
    .insertInto('account')
    .values(account)
    .onConflict((conflict) => conflict.columns(['accountCode', 'source']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Reads and locks an account for a change. */
export function lockAccount(db: Kysely<Database>, id: number): Promise<Account | undefined> {
  return db.selectFrom('account').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Changes an account's columns; answers the row after. */
export function updateAccount(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<AccountTable>,
): Promise<Account> {
  return db
    .updateTable('account')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An account's sessions, newest first. */
export function findAccountSessions(
  db: Kysely<Database>,
  accountId: number,
  limit: number,
): Promise<Selectable<SessionTable>[]> {
  return db
    .selectFrom('session')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** An advisor-client link with both accounts' codes and names. */
export type AdvisorLinkView = {
  advisorAccountId: number;
  advisorCode: string;
  advisorName: string;
  clientAccountId: number;
  clientCode: string;
  clientName: string;
  canInstructStocks: boolean;
  createdAt: Date;
};

/** The links where the account is the advisor or the client, by the other side's code. */
export async function findAdvisorLinks(
  db: Kysely<Database>,
  by: { advisorAccountId: number } | { clientAccountId: number },
): Promise<AdvisorLinkView[]> {
  const query = db
    .selectFrom('advisorLink as l')
    .innerJoin('account as adv', 'adv.id', 'l.advisorAccountId')
    .innerJoin('account as cli', 'cli.id', 'l.clientAccountId')
    .select([
      'l.advisorAccountId',
      'adv.accountCode as advisorCode',
      'adv.displayName as advisorName',
      'l.clientAccountId',
      'cli.accountCode as clientCode',
      'cli.displayName as clientName',
      'l.canInstructStocks',
      'l.createdAt',
    ]);
  return 'advisorAccountId' in by
    ? query
        .where('l.advisorAccountId', '=', by.advisorAccountId)
        .orderBy('cli.accountCode')
        .execute()
    : query
        .where('l.clientAccountId', '=', by.clientAccountId)
        .orderBy('adv.accountCode')
        .execute();
}

/** One link, or undefined. */
export async function findAdvisorLink(
  db: Kysely<Database>,
  advisorAccountId: number,
  clientAccountId: number,
): Promise<AdvisorLinkView | undefined> {
  const links = await findAdvisorLinks(db, { advisorAccountId });
  return links.find((link) => link.clientAccountId === clientAccountId);
}

/** Inserts a link. */
export async function insertAdvisorLink(
  db: Kysely<Database>,
  link: { advisorAccountId: number; clientAccountId: number; canInstructStocks: boolean },
  now: Date,
): Promise<void> {
  await db
    .insertInto('advisorLink')
    .values({ ...link, createdAt: now })
    .execute();
}

/** Deletes a link; answers whether there was one. */
export async function deleteAdvisorLink(
  db: Kysely<Database>,
  advisorAccountId: number,
  clientAccountId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('advisorLink')
    .where('advisorAccountId', '=', advisorAccountId)
    .where('clientAccountId', '=', clientAccountId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** An account's audit events, newest first. */
export function findAccountAuditEvents(
  db: Kysely<Database>,
  accountId: number,
  limit: number,
): Promise<Selectable<AuditEventTable>[]> {
  return db
    .selectFrom('auditEvent')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The account's failed sign-ins since `since` (every address) and its login delay, if any. */
export async function findSignInThrottle(
  db: Kysely<Database>,
  accountKey: string,
  since: Date,
): Promise<{ failures: number; delayedUntil: Date | null }> {
  const count = await db
    .selectFrom('loginFailure')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('accountKey', '=', accountKey)
    .where('occurredAt', '>', since)
    .executeTakeFirstOrThrow();
  const delay = await db
    .selectFrom('loginDelay')
    .select('nextAttemptAt')
    .where('accountKey', '=', accountKey)
    .executeTakeFirst();
  return { failures: Number(count.count), delayedUntil: delay?.nextAttemptAt ?? null };
}

/** The codes of accounts by id (an audit event names its actor by id). */
export function findAccountKeysById(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Pick<Account, 'id' | 'accountCode' | 'source'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('account')
    .select(['id', 'accountCode', 'source'])
    .where('id', 'in', [...ids])
    .execute();
}
