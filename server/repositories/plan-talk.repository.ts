import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import '../db/schema-plans';
import '../db/schema-advisors';
import type { PlanTalkMessageTable } from '../db/schema-plans';

/** The plan talk threads (issue 26): one per client account and plan (or none). */

export type PlanTalkMessageRow = Selectable<PlanTalkMessageTable>;

export function findThreadMessages(
  db: Kysely<Database>,
  accountId: number,
  planId: string | null,
): Promise<PlanTalkMessageRow[]> {
  let query = db.selectFrom('planTalkMessage').selectAll().where('accountId', '=', accountId);
  query = planId === null ? query.where('planId', 'is', null) : query.where('planId', '=', planId);
  return query.orderBy('id').limit(500).execute();
}

export function insertTalkMessage(
  db: Kysely<Database>,
  message: Omit<PlanTalkMessageRow, 'id'>,
): Promise<PlanTalkMessageRow> {
  return db.insertInto('planTalkMessage').values(message).returningAll().executeTakeFirstOrThrow();
}

/** The advisor linked to a client (the first by link), with its display name. */
export function findAdvisorOf(db: Kysely<Database>, clientAccountId: number) {
  return db
    .selectFrom('advisorLink')
    .innerJoin('account', 'account.id', 'advisorLink.advisorAccountId')
    .select(['account.id', 'account.accountCode', 'account.displayName'])
    .where('advisorLink.clientAccountId', '=', clientAccountId)
    .orderBy('advisorLink.createdAt')
    .executeTakeFirst();
}

/**
 * The client accounts whose threads a staff account sees: an advisor's linked clients, a
 * manager's those of the advisors they manage (and their own), `null` for every client (admin).
 */
export async function findVisibleClientIds(
  db: Kysely<Database>,
  staff: { accountId: number; role: string },
): Promise<number[] | null> {
  if (staff.role === 'admin' || staff.role === 'god' || staff.role === 'system') return null;
  const own = db
    .selectFrom('advisorLink')
    .select('clientAccountId')
    .where('advisorAccountId', '=', staff.accountId);
  const managed = db
    .selectFrom('advisorLink')
    .innerJoin('managerLink', 'managerLink.advisorAccountId', 'advisorLink.advisorAccountId')
    .select('advisorLink.clientAccountId')
    .where('managerLink.managerAccountId', '=', staff.accountId);
  const rows = await (staff.role === 'manager' ? own.union(managed) : own).execute();
  return rows.map((row) => row.clientAccountId);
}

/** The latest message and count of every thread among `clientIds` (null: all), newest first. */
export async function findThreads(db: Kysely<Database>, clientIds: number[] | null) {
  if (clientIds !== null && clientIds.length === 0) return [];
  let query = db
    .selectFrom('planTalkMessage as m')
    .innerJoin('account as a', 'a.id', 'm.accountId')
    .selectAll('m')
    .select(['a.accountCode as clientAccountCode', 'a.displayName as clientName'])
    .select(
      sql<number>`count(*) over (partition by m.account_id, m.plan_id)::int4`.as('messageCount'),
    )
    .select(
      sql<number>`row_number() over (partition by m.account_id, m.plan_id order by m.id desc)::int4`.as(
        'recency',
      ),
    );
  if (clientIds !== null) query = query.where('m.accountId', 'in', clientIds);
  const rows = await db
    .selectFrom(query.as('t'))
    .selectAll()
    .where('recency', '=', 1)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows;
}
