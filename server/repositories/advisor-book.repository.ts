import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import '../db/schema-account-pages';
import '../db/schema-advisors';

/**
 * The advisor's book (issue 27): who manages whom, which clients a book holds, the clients' rows
 * as the dashboard lists them (one set-based read for the whole book), suitability warnings and
 * the advisors' notes. Clients are Gateway accounts of the user role.
 */

/** Whose clients a book holds: some advisors' links, or every client. */
export type BookScope = { kind: 'advisors'; advisorIds: readonly number[] } | { kind: 'all' };

/** The advisors a manager manages, by id. */
export async function findManagedAdvisorIds(
  db: Kysely<Database>,
  managerAccountId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('managerLink')
    .select('advisorAccountId')
    .where('managerAccountId', '=', managerAccountId)
    .orderBy('advisorAccountId')
    .execute();
  return rows.map((row) => row.advisorAccountId);
}

/** Inserts manager links, skipping existing ones; answers how many landed. */
export async function insertManagerLinks(
  db: Kysely<Database>,
  links: readonly { managerAccountId: number; advisorAccountId: number }[],
): Promise<number> {
  if (links.length === 0) return 0;
  const rows = await db
    .insertInto('managerLink')
    .values([...links])
    .onConflict((conflict) =>
      conflict.columns(['managerAccountId', 'advisorAccountId']).doNothing(),
    )
    .returning('advisorAccountId')
    .execute();
  return rows.length;
}

/** The advisors of a scope (every advisor for `all`) with their number of clients, by code. */
export async function findBookAdvisors(
  db: Kysely<Database>,
  scope: BookScope,
): Promise<{ id: number; accountCode: string; displayName: string; clients: number }[]> {
  let query = db
    .selectFrom('account')
    .leftJoin('advisorLink', 'advisorLink.advisorAccountId', 'account.id')
    .select(['account.id', 'account.accountCode', 'account.displayName'])
    .select((select) => select.fn.count<string>('advisorLink.clientAccountId').as('clients'))
    .where('account.role', '=', 'advisor')
    .groupBy(['account.id', 'account.accountCode', 'account.displayName'])
    .orderBy('account.accountCode');
  if (scope.kind === 'advisors') {
    if (scope.advisorIds.length === 0) return [];
    query = query.where('account.id', 'in', [...scope.advisorIds]);
  }
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, clients: Number(row.clients) }));
}

/** The client account ids of a scope, ascending. */
export async function findBookClientIds(db: Kysely<Database>, scope: BookScope): Promise<number[]> {
  if (scope.kind === 'advisors') {
    if (scope.advisorIds.length === 0) return [];
    const rows = await db
      .selectFrom('advisorLink')
      .innerJoin('account', 'account.id', 'advisorLink.clientAccountId')
      .select('account.id')
      .distinct()
      .where('advisorLink.advisorAccountId', 'in', [...scope.advisorIds])
      .where('account.role', '=', 'user')
      .orderBy('account.id')
      .execute();
    return rows.map((row) => row.id);
  }
  const rows = await db
    .selectFrom('account')
    .select('id')
    .where('role', '=', 'user')
    .where('source', '=', 'gateway')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The id of the Gateway client `accountCode`, when it is one. */
export async function findClientIdByCode(
  db: Kysely<Database>,
  accountCode: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where('accountCode', '=', accountCode)
    .where('source', '=', 'gateway')
    .where('role', '=', 'user')
    .executeTakeFirst();
  return row?.id;
}

/** A client of the book as the dashboard reads it. */
export type BookClientRow = {
  id: number;
  accountCode: string;
  source: 'gateway' | 'fos';
  displayName: string;
  chineseName: string | null;
  status: 'active' | 'not_active' | 'suspended';
  email: string | null;
  mobile: string | null;
  createdAt: Date;
  passwordChangedAt: Date;
  mustChangePassword: boolean;
  lastLoginAt: Date | null;
  riskLevel: number | null;
  approvedAt: Date | null;
  advisorCodes: string[];
  /** The acting advisor's link carries the stock permission. */
  canInstructStocks: boolean;
  /** A latest suitability record of a kind is vulnerable or expired. */
  hasSuitabilityWarning: boolean;
};

/**
 * The rows of the clients `ids`, in one statement: the account, its Chinese name, its latest
 * approved assessment, its advisors, the acting advisor's stock permission, suitability warnings.
 */
export async function findBookClientRows(
  db: Kysely<Database>,
  ids: readonly number[],
  actingAdvisorId: number,
  now: Date,
): Promise<BookClientRow[]> {
  if (ids.length === 0) return [];
  const idList = sql`${sql.val([...ids])}::int8[]`;
  // Set-based: each part is read for the whole book at once and joined by hash, no per-client
  // subquery (PGlite runs those one by one).
  const result = await sql<BookClientRow>`
    with book as (select unnest(${idList}) as id),
    risk as (
      select distinct on (ra.account_id) ra.account_id, ra.level, ra.approved_at
      from risk_assessment ra join book on book.id = ra.account_id
      where ra.status = 'approved'
      order by ra.account_id, ra.approved_at desc),
    advisors as (
      select l.client_account_id,
        array_agg(adv.account_code order by adv.account_code) as codes,
        bool_or(l.advisor_account_id = ${actingAdvisorId} and l.can_instruct_stocks) as instructs
      from advisor_link l join book on book.id = l.client_account_id
      join account adv on adv.id = l.advisor_account_id
      group by l.client_account_id),
    suitability as (
      select latest.account_id from (
        select distinct on (s.account_id, s.kind) s.account_id, s.outcome, s.expires_at
        from suitability_record s join book on book.id = s.account_id
        order by s.account_id, s.kind, s.checked_at desc, s.id desc) latest
      where latest.outcome = 'vulnerable' or latest.expires_at <= ${now}
      group by latest.account_id)
    select a.id, a.account_code as "accountCode", a.source, a.display_name as "displayName",
      p.chinese_name as "chineseName", a.status, a.email, a.mobile, a.created_at as "createdAt",
      a.password_changed_at as "passwordChangedAt", a.must_change_password as "mustChangePassword",
      a.last_successful_login_at as "lastLoginAt", risk.level as "riskLevel",
      risk.approved_at as "approvedAt", coalesce(advisors.codes, '{}') as "advisorCodes",
      coalesce(advisors.instructs, false) as "canInstructStocks",
      suitability.account_id is not null as "hasSuitabilityWarning"
    from book
    join account a on a.id = book.id
    left join account_profile p on p.account_id = a.id
    left join risk on risk.account_id = a.id
    left join advisors on advisors.client_account_id = a.id
    left join suitability on suitability.account_id = a.id
    order by a.account_code`.execute(db);
  return result.rows;
}

/** One note with its author. */
export type AdvisorNoteRow = {
  id: number;
  advisorAccountId: number;
  clientCode: string;
  authorCode: string;
  authorName: string;
  text: string;
  createdAt: Date;
};

/** The notes on a client written by any of `authorIds` (or anyone), newest first. */
export async function findAdvisorNotes(
  db: Kysely<Database>,
  clientAccountId: number,
  authorIds: readonly number[] | 'all',
): Promise<AdvisorNoteRow[]> {
  if (authorIds.length === 0) return [];
  let query = db
    .selectFrom('advisorNote')
    .innerJoin('account as author', 'author.id', 'advisorNote.advisorAccountId')
    .innerJoin('account as client', 'client.id', 'advisorNote.clientAccountId')
    .select([
      'advisorNote.id',
      'advisorNote.advisorAccountId',
      'client.accountCode as clientCode',
      'author.accountCode as authorCode',
      'author.displayName as authorName',
      'advisorNote.text',
      'advisorNote.createdAt',
    ])
    .where('advisorNote.clientAccountId', '=', clientAccountId)
    .orderBy('advisorNote.createdAt', 'desc')
    .orderBy('advisorNote.id', 'desc');
  if (authorIds !== 'all')
    query = query.where('advisorNote.advisorAccountId', 'in', [...authorIds]);
  return query.execute();
}

/** Adds a note; answers its id and time. */
export async function insertAdvisorNote(
  db: Kysely<Database>,
  note: { advisorAccountId: number; clientAccountId: number; text: string; createdAt: Date },
): Promise<{ id: number; createdAt: Date }> {
  return db
    .insertInto('advisorNote')
    .values(note)
    .returning(['id', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** A client's latest suitability record of each kind. */
export async function findLatestSuitability(
  db: Kysely<Database>,
  accountId: number,
): Promise<{ kind: string; outcome: string; checkedAt: Date; expiresAt: Date | null }[]> {
  const result = await sql<{
    kind: string;
    outcome: string;
    checkedAt: Date;
    expiresAt: Date | null;
  }>`
    select distinct on (kind) kind, outcome, checked_at as "checkedAt", expires_at as "expiresAt"
    from suitability_record where account_id = ${accountId}
    order by kind, checked_at desc, id desc`.execute(db);
  return result.rows;
}

/** A client's latest assessment of any status (the details page shows a pending one too). */
export async function findLatestAssessment(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('riskAssessment')
    .select(['status', 'level', 'score', 'version', 'submittedAt', 'approvedAt'])
    .where('accountId', '=', accountId)
    .orderBy('submittedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * The clients among `ids` with an open plan talk (the last message of a thread is the client's);
 * null while the plans' tables are not there (the dashboard then leaves the count out).
 */
export async function findOpenPlanTalkClients(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number> | null> {
  const table = await sql<{ found: string | null }>`
    select to_regclass('plan_talk_message')::text as found`.execute(db);
  if (!table.rows[0]?.found) return null;
  if (ids.length === 0) return new Set();
  const result = await sql<{ accountId: number }>`
    select "accountId" from (
      select distinct on (account_id, plan_id) account_id as "accountId", author
      from plan_talk_message where account_id = any(${sql.val([...ids])}::int8[])
      order by account_id, plan_id, id desc) latest
    where author = 'client'`.execute(db);
  return new Set(result.rows.map((row) => Number(row.accountId)));
}
