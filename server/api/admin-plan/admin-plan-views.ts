import type { z } from 'zod';
import type {
  adminPlan,
  adminPlanRow,
  adminPlanSubscription,
} from '../../../shared/contracts/admin-plan';
import { formatOffsetDateTime } from '../../../shared/domain/date-time';
import { toPlainString } from '../../../shared/domain/decimal';
import type { Fund } from '../../../shared/domain/fund-instrument';
import type { PlanSubscriberRecord } from '../../backoffice/ports/gateway-plan-admin.port';
import type { FundFeed } from '../../market-data/fund-feed';
import type { PlanRow } from '../../repositories/plan.repository';

/** The admins' views of plans and their subscriptions (issue 30). */

type AdminPlanRow = z.input<typeof adminPlanRow>;
type AdminPlan = z.input<typeof adminPlan>;

/** The plan's funds as the universe knows them (a fund gone from it is absent). */
async function fundsOf(feed: FundFeed, plan: PlanRow): Promise<Map<string, Fund>> {
  const funds = new Map<string, Fund>();
  for (const component of plan.components) {
    const fund = await feed.get(component.fundId);
    if (fund) funds.set(fund.id, fund);
  }
  return funds;
}

function rowOf(plan: PlanRow, funds: Map<string, Fund>, live: number): AdminPlanRow {
  return {
    planId: plan.id,
    name: plan.texts.name,
    theme: plan.theme,
    currency: plan.currency,
    minimumMonthlyAmount: toPlainString(plan.minimumMonthlyAmount),
    // Risk is computed, never typed: the highest risk of its funds (issue 26).
    riskLevel: Math.max(1, ...[...funds.values()].map((fund) => fund.riskLevel)),
    status: plan.status,
    fundCount: plan.components.length,
    liveSubscriptions: live,
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/** A plan as the admins' list shows it. */
export async function adminPlanRowView(
  feed: FundFeed,
  plan: PlanRow,
  live: number,
): Promise<AdminPlanRow> {
  return rowOf(plan, await fundsOf(feed, plan), live);
}

/** A plan as the editor shows it. */
export async function adminPlanView(
  feed: FundFeed,
  plan: PlanRow,
  live: number,
): Promise<AdminPlan> {
  const funds = await fundsOf(feed, plan);
  return {
    ...rowOf(plan, funds, live),
    summary: plan.texts.summary,
    description: plan.texts.description,
    components: plan.components.map((component) => {
      const fund = funds.get(component.fundId);
      const id = component.fundId;
      return {
        fundId: id,
        fundName: fund?.name ?? { en: id, 'zh-HK': id, 'zh-CN': id },
        currency: fund?.currency ?? plan.currency,
        riskLevel: fund?.riskLevel ?? 0,
        weight: toPlainString(component.weight),
      };
    }),
    createdAt: plan.createdAt.toISOString(),
  };
}

/** A subscription with its holder's code and name. */
export function adminSubscriptionView(
  record: PlanSubscriberRecord,
  holder: { accountCode: string; displayName: string } | undefined,
  currency: string,
): z.input<typeof adminPlanSubscription> {
  return {
    subscriptionId: record.subscriptionId,
    accountCode: holder?.accountCode ?? '',
    holderName: holder?.displayName ?? '',
    status: record.status,
    recordState: record.recordState,
    monthlyAmount: record.monthlyAmount,
    currency,
    debitDay: record.debitDay,
    firstMonth: record.firstMonth,
    investedToDate: record.investedToDate,
    runCount: record.runCount,
    lastRuns: record.lastRuns,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The CSV columns of a plan's subscriptions. */
export const SUBSCRIPTION_CSV_COLUMNS = [
  'accountCode',
  'holderName',
  'status',
  'recordState',
  'monthlyAmount',
  'currency',
  'debitDay',
  'firstMonth',
  'investedToDate',
  'runCount',
  'lastRunMonth',
  'lastRunStatus',
  'createdAt',
] as const;

/** One subscription as a CSV row. */
export function subscriptionCsvRow(view: z.input<typeof adminPlanSubscription>) {
  const last = view.lastRuns[0];
  return [
    view.accountCode,
    view.holderName,
    view.status,
    view.recordState,
    view.monthlyAmount,
    view.currency,
    view.debitDay,
    view.firstMonth,
    view.investedToDate,
    view.runCount,
    last?.month ?? null,
    last?.status ?? null,
    // Exports carry the Hong Kong offset (UI style).
    formatOffsetDateTime(new Date(view.createdAt)),
  ];
}
