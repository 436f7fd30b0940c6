import type { Kysely } from 'kysely';
import { toPlainString } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/schema';
import type { GatewayPlanAdminPort, PlanAdminRunRecord } from '../../ports/gateway-plan-admin.port';
import {
  anySubscription,
  countLiveSubscriptions,
  countSubscriptions,
  findLatestRuns,
  findSubscriptionPage,
} from './plan-admin.repository';

/** The embedded books' plan admin port (issue 30): a plan's subscriptions, read per plan. */
export function createEmbeddedPlanAdmin(deps: { db: Kysely<Database> }): GatewayPlanAdminPort {
  const { db } = deps;
  return {
    async liveSubscriptionCounts(planIds) {
      const rows = await countLiveSubscriptions(db, planIds);
      return new Map(rows.map((row) => [row.planId, row.count]));
    },
    hasSubscriptions: (planId) => anySubscription(db, planId),
    async subscribersOf(planId, page) {
      const rows = await findSubscriptionPage(db, planId, page.offset, page.limit);
      const runs = await findLatestRuns(
        db,
        rows.map((row) => row.id),
        page.lastRuns,
      );
      const runsOf = new Map<number, PlanAdminRunRecord[]>();
      for (const run of runs) {
        const list = runsOf.get(run.subscriptionId) ?? [];
        list.push({
          month: run.month,
          debitDate: run.debitDate,
          status: run.status,
          amount: toPlainString(run.amount),
          failReason: run.failReason,
        });
        runsOf.set(run.subscriptionId, list);
      }
      return {
        total: await countSubscriptions(db, planId),
        subscribers: rows.map((row) => ({
          subscriptionId: row.id,
          accountId: row.accountId,
          status: row.status,
          recordState: row.recordState,
          monthlyAmount: toPlainString(row.monthlyAmount),
          debitDay: row.debitDay,
          firstMonth: row.firstMonth,
          investedToDate: toPlainString(row.invested ?? '0'),
          runCount: Number(row.runCount ?? 0),
          lastRuns: runsOf.get(row.id) ?? [],
          createdAt: row.createdAt,
        })),
      };
    },
  };
}
