import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import '../db/schema-plans';
import type { PlanComponentTable, PlanTable } from '../db/schema-plans';
import type { PlanStatus } from '../../shared/domain/plan-status';

/** The plan catalogue (issue 26): plans and their funds' weights. */

export type PlanRow = Selectable<PlanTable> & {
  components: Selectable<PlanComponentTable>[];
};

async function withComponents(
  db: Kysely<Database>,
  plans: Selectable<PlanTable>[],
): Promise<PlanRow[]> {
  if (plans.length === 0) return [];
  const components = await db
    .selectFrom('planComponent')
    .selectAll()
    .where(
      'planId',
      'in',
      plans.map((plan) => plan.id),
    )
    .orderBy('position')
    .execute();
  return plans.map((plan) => ({
    ...plan,
    components: components.filter((component) => component.planId === plan.id),
  }));
}

/** Plans of the given statuses, in their order. */
export async function findPlans(
  db: Kysely<Database>,
  statuses: readonly PlanStatus[],
): Promise<PlanRow[]> {
  const plans = await db
    .selectFrom('plan')
    .selectAll()
    .where('status', 'in', statuses)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return withComponents(db, plans);
}

export async function findPlan(db: Kysely<Database>, planId: string): Promise<PlanRow | undefined> {
  const plan = await db.selectFrom('plan').selectAll().where('id', '=', planId).executeTakeFirst();
  return plan ? (await withComponents(db, [plan]))[0] : undefined;
}

/** Inserts a plan and its components unless the plan exists; answers whether it was added. */
export async function insertPlanIfMissing(
  db: Kysely<Database>,
  plan: Omit<Selectable<PlanTable>, 'texts'> & { texts: string },
  components: readonly { fundId: string; weight: string }[],
): Promise<boolean> {
  const added = await db
    .insertInto('plan')
    .values(plan)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!added) return false;
  await db
    .insertInto('planComponent')
    .values(components.map((each, position) => ({ planId: plan.id, ...each, position })))
    .execute();
  return true;
}
