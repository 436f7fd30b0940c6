import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import '../../../db/schema-plans';
import { LIVE_PLAN_SUBSCRIPTION_STATUSES } from '../../../../shared/domain/admin-plan';

/** The plan books as the admins' catalogue reads them (issue 30): per plan, set-based. */

/** Live subscriptions per plan, for the plans given. */
export async function countLiveSubscriptions(
  db: Kysely<Database>,
  planIds: readonly string[],
): Promise<{ planId: string; count: number }[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .selectFrom('planSubscription')
    .select(['planId', sql<string>`count(*)`.as('count')])
    .where('planId', 'in', planIds)
    .where('status', 'in', LIVE_PLAN_SUBSCRIPTION_STATUSES)
    .groupBy('planId')
    .execute();
  return rows.map((row) => ({ planId: row.planId, count: Number(row.count) }));
}

/** Whether any subscription of the plan exists. */
export async function anySubscription(db: Kysely<Database>, planId: string): Promise<boolean> {
  const row = await db
    .selectFrom('planSubscription')
    .select('id')
    .where('planId', '=', planId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many subscriptions the plan has. */
export async function countSubscriptions(db: Kysely<Database>, planId: string): Promise<number> {
  const row = await db
    .selectFrom('planSubscription')
    .select(sql<string>`count(*)`.as('count'))
    .where('planId', '=', planId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of the plan's subscriptions, newest first, each with its dealt sum and run count. */
export function findSubscriptionPage(
  db: Kysely<Database>,
  planId: string,
  offset: number,
  limit: number,
) {
  return db
    .selectFrom('planSubscription as s')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('planRun')
          .select([
            'subscriptionId',
            sql<string>`coalesce(sum(amount) filter (where status = 'dealt'), 0)`.as('invested'),
            sql<string>`count(*)`.as('runCount'),
          ])
          .groupBy('subscriptionId')
          .as('r'),
      (join) => join.onRef('r.subscriptionId', '=', 's.id'),
    )
    .select([
      's.id',
      's.accountId',
      's.status',
      's.recordState',
      's.monthlyAmount',
      's.debitDay',
      's.firstMonth',
      's.createdAt',
      'r.invested',
      'r.runCount',
    ])
    .where('s.planId', '=', planId)
    .orderBy('s.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The latest `perSubscription` runs of each subscription, newest first. */
export function findLatestRuns(
  db: Kysely<Database>,
  subscriptionIds: readonly number[],
  perSubscription: number,
) {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('planRun')
        .select([
          'subscriptionId',
          'month',
          'debitDate',
          'status',
          'amount',
          'failReason',
          sql<string>`row_number() over (partition by subscription_id order by month desc)`.as(
            'rank',
          ),
        ])
        .where('subscriptionId', 'in', subscriptionIds)
        .as('ranked'),
    )
    .selectAll()
    .where('rank', '<=', String(perSubscription))
    .orderBy('subscriptionId')
    .orderBy('month', 'desc')
    .execute();
}
