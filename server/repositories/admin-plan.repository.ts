import { sql, type Kysely } from 'kysely';
import type { PlanStatus, PlanTheme } from '../../shared/domain/plan-status';
import type { Database } from '../db/schema';
import '../db/schema-plans';
import type { PlanTexts } from '../db/schema-plans';
import { findPlan, type PlanRow } from './plan.repository';

/** The plan catalogue as the admins' editor writes it (issue 30). */

/** A plan's fields the editor writes. */
export type PlanFields = {
  theme: PlanTheme;
  currency: string;
  minimumMonthlyAmount: string;
  texts: PlanTexts;
  components: readonly { fundId: string; weight: string }[];
};

/** One plan, locked for the change (then read with its funds). */
export async function lockPlan(db: Kysely<Database>, planId: string): Promise<PlanRow | undefined> {
  const locked = await db
    .selectFrom('plan')
    .select('id')
    .where('id', '=', planId)
    .forUpdate()
    .executeTakeFirst();
  return locked ? findPlan(db, planId) : undefined;
}

async function writeComponents(
  db: Kysely<Database>,
  planId: string,
  components: PlanFields['components'],
): Promise<void> {
  await db.deleteFrom('planComponent').where('planId', '=', planId).execute();
  await db
    .insertInto('planComponent')
    .values(components.map((each, position) => ({ planId, ...each, position })))
    .execute();
}

/** Adds a draft plan, last in the catalogue's order. */
export async function insertDraftPlan(
  db: Kysely<Database>,
  planId: string,
  fields: PlanFields,
  now: Date,
): Promise<void> {
  const { components, texts, ...row } = fields;
  const last = await db
    .selectFrom('plan')
    .select(sql<number | null>`max(sort_order)`.as('last'))
    .executeTakeFirstOrThrow();
  await db
    .insertInto('plan')
    .values({
      id: planId,
      ...row,
      texts: JSON.stringify(texts),
      status: 'draft',
      sortOrder: (last.last ?? 0) + 1,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await writeComponents(db, planId, components);
}

/** Writes a plan's fields and replaces its funds; its status stays. */
export async function updatePlanFields(
  db: Kysely<Database>,
  planId: string,
  fields: PlanFields,
  now: Date,
): Promise<void> {
  const { components, texts, ...row } = fields;
  await db
    .updateTable('plan')
    .set({ ...row, texts: JSON.stringify(texts), updatedAt: now })
    .where('id', '=', planId)
    .execute();
  await writeComponents(db, planId, components);
}

/** Moves a plan to a status. */
export async function setPlanStatus(
  db: Kysely<Database>,
  planId: string,
  status: PlanStatus,
  now: Date,
): Promise<void> {
  await db.updateTable('plan').set({ status, updatedAt: now }).where('id', '=', planId).execute();
}

/** How many plans each status holds. */
export async function countPlansByStatus(
  db: Kysely<Database>,
): Promise<Record<PlanStatus, number>> {
  const rows = await db
    .selectFrom('plan')
    .select(['status', sql<string>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  const counts: Record<PlanStatus, number> = { draft: 0, active: 0, inactive: 0, deleted: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** Account codes and holder names of the accounts given. */
export function findAccountNames(db: Kysely<Database>, accountIds: readonly number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('account')
    .select(['id', 'accountCode', 'displayName'])
    .where('id', 'in', accountIds)
    .execute();
}
