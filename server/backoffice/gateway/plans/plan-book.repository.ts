import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import '../../../db/schema-plans';
import type { PlanSubscriptionTable } from '../../../db/schema-plans';
import type { PlanSubscriptionStatus } from '../../../../shared/domain/plan-status';

/** The plans' books (issue 26): subscriptions, their monthly runs and redemptions. */

export type PlanSubscriptionRow = Selectable<PlanSubscriptionTable> & {
  lastRunMonth: string | null;
};

const withLastRun = (db: Kysely<Database>) =>
  db
    .selectFrom('planSubscription as s')
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('planRun as r')
        .whereRef('r.subscriptionId', '=', 's.id')
        .select(sql<string | null>`max(r.month)`.as('m'))
        .as('lastRunMonth'),
    );

export function findSubscriptions(
  db: Kysely<Database>,
  accountId: number,
  includeDeleted: boolean,
): Promise<PlanSubscriptionRow[]> {
  let query = withLastRun(db).where('s.accountId', '=', accountId);
  if (!includeDeleted) query = query.where('s.recordState', '=', 'active');
  return query.orderBy('s.id', 'desc').execute();
}

export function findSubscription(
  db: Kysely<Database>,
  subscriptionId: number,
  forUpdate = false,
): Promise<PlanSubscriptionRow | undefined> {
  const query = withLastRun(db).where('s.id', '=', subscriptionId);
  return (forUpdate ? query.forUpdate('s') : query).executeTakeFirst();
}

export function findSubscriptionByKey(
  db: Kysely<Database>,
  accountId: number,
  idempotencyKey: string,
): Promise<PlanSubscriptionRow[]> {
  return withLastRun(db)
    .where('s.accountId', '=', accountId)
    .where('s.idempotencyKey', '=', idempotencyKey)
    .execute();
}

/** Whether the account has an open (submitted, activated, inactivated) subscription to the plan. */
export async function hasOpenSubscription(
  db: Kysely<Database>,
  accountId: number,
  planId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('planSubscription')
    .select('id')
    .where('accountId', '=', accountId)
    .where('planId', '=', planId)
    .where('status', 'in', ['submitted', 'activated', 'inactivated'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSubscription(
  db: Kysely<Database>,
  row: {
    accountId: number;
    planId: string;
    monthlyAmount: string;
    debitDay: number;
    firstMonth: string;
    cashAccount: string;
    status: PlanSubscriptionStatus;
    idempotencyKey: string;
    requestHash: string;
    now: Date;
  },
): Promise<number> {
  const { now, ...values } = row;
  const inserted = await db
    .insertInto('planSubscription')
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateSubscription(
  db: Kysely<Database>,
  subscriptionId: number,
  set: { monthlyAmount?: string; status?: PlanSubscriptionStatus; recordState?: 'deleted' },
  now: Date,
): Promise<void> {
  await db
    .updateTable('planSubscription')
    .set({ ...set, updatedAt: now })
    .where('id', '=', subscriptionId)
    .execute();
}

/** The plan's currency, status and weights, in order. */
export async function findPlanMix(db: Kysely<Database>, planId: string) {
  const plan = await db
    .selectFrom('plan')
    .select(['id', 'currency', 'status', 'minimumMonthlyAmount'])
    .where('id', '=', planId)
    .executeTakeFirst();
  if (!plan) return undefined;
  const weights = await db
    .selectFrom('planComponent')
    .select(['fundId', 'weight'])
    .where('planId', '=', planId)
    .orderBy('position')
    .execute();
  return { ...plan, weights };
}

/** Claims the month: the row exists once per (subscription, month), whoever runs first. */
export async function claimRun(
  db: Kysely<Database>,
  run: { subscriptionId: number; month: string; debitDate: string; amount: string; now: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('planRun')
    .values({
      subscriptionId: run.subscriptionId,
      month: run.month,
      debitDate: run.debitDate,
      status: 'failed',
      amount: run.amount,
      ranAt: run.now,
    })
    .onConflict((conflict) => conflict.columns(['subscriptionId', 'month']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function finishRun(
  db: Kysely<Database>,
  runId: number,
  outcome: { status: 'dealt' | 'failed'; orderIds: number[]; failReason: string | null },
): Promise<void> {
  await db
    .updateTable('planRun')
    .set({ ...outcome, orderIds: JSON.stringify(outcome.orderIds) })
    .where('id', '=', runId)
    .execute();
}

export function findRuns(db: Kysely<Database>, subscriptionIds: readonly number[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('planRun')
    .selectAll()
    .where('subscriptionId', 'in', subscriptionIds)
    .orderBy('month', 'desc')
    .execute();
}

/**
 * The running subscriptions due by `today`: debit day reached, first month begun, and no run for
 * this month yet; at most `limit` after `afterId`, oldest first.
 */
export async function findDueSubscriptionIds(
  db: Kysely<Database>,
  today: string,
  limit: number,
  afterId = 0,
): Promise<number[]> {
  const month = today.slice(0, 7);
  const day = Number(today.slice(8, 10));
  const rows = await db
    .selectFrom('planSubscription as s')
    .select('s.id')
    .where('s.status', 'in', ['submitted', 'activated'])
    .where('s.debitDay', '<=', day)
    .where('s.firstMonth', '<=', month)
    .where('s.id', '>', afterId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('planRun as r')
            .select('r.id')
            .whereRef('r.subscriptionId', '=', 's.id')
            .where('r.month', '=', month),
        ),
      ),
    )
    .orderBy('s.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The fund orders the subscription's runs and redemptions placed. */
export async function findPlanOrders(db: Kysely<Database>, subscriptionId: number) {
  const runs = await db
    .selectFrom('planRun')
    .select('orderIds')
    .where('subscriptionId', '=', subscriptionId)
    .execute();
  const redemptions = await db
    .selectFrom('planRedemption')
    .select('orderIds')
    .where('subscriptionId', '=', subscriptionId)
    .execute();
  const ids = [...runs, ...redemptions].flatMap((row) => row.orderIds);
  if (ids.length === 0) return [];
  return db
    .selectFrom('fundOrder')
    .select(['id', 'side', 'fundId', 'amount', 'units', 'status', 'placedAt'])
    .where('id', 'in', ids)
    .execute();
}

export function findRedemptionByKey(
  db: Kysely<Database>,
  subscriptionId: number,
  idempotencyKey: string,
) {
  return db
    .selectFrom('planRedemption')
    .selectAll()
    .where('subscriptionId', '=', subscriptionId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function insertRedemption(
  db: Kysely<Database>,
  row: { subscriptionId: number; idempotencyKey: string; orderIds: number[]; now: Date },
): Promise<void> {
  await db
    .insertInto('planRedemption')
    .values({
      subscriptionId: row.subscriptionId,
      idempotencyKey: row.idempotencyKey,
      orderIds: JSON.stringify(row.orderIds),
      placedAt: row.now,
    })
    .execute();
}

/**
 * The earliest queued dealing job of `orderIds` due by `until` (the demo book deals its plan
 * months' orders as the job runner would, demo-plan-runs.ts).
 */
export function findDueDealingJobOf(
  db: Kysely<Database>,
  orderIds: readonly number[],
  until: Date,
) {
  return db
    .selectFrom('job')
    .select(['id', 'payload', 'runAt'])
    .where('kind', '=', 'fundOrder')
    .where('status', '=', 'queued')
    .where('runAt', '<=', until)
    .where(sql<number>`(payload->>'orderId')::int`, 'in', orderIds)
    .orderBy('runAt')
    .orderBy('id')
    .executeTakeFirst();
}

/** Marks the account's unread notices of plan runs and their fund orders read (history). */
export async function markPlanNoticesRead(db: Kysely<Database>, accountId: number) {
  await db
    .updateTable('notification')
    .set({ status: 'read' })
    .where('accountId', '=', accountId)
    .where('status', '=', 'unread')
    .where((eb) =>
      eb.or([eb('sourceKey', 'like', 'plan-run:%'), eb('sourceKey', 'like', 'fund-order:%')]),
    )
    .execute();
}
