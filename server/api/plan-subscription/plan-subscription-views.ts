import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { planSubscription } from '../../../shared/contracts/plan-subscription';
import { formatDate } from '../../../shared/domain/date-time';
import { toDecimal, toPlainString } from '../../../shared/domain/decimal';
import { nextDebitDate } from '../../../shared/domain/plan-dealing';
import { isPlanSubscriptionRunning } from '../../../shared/domain/plan-status';
import { roundDecimal } from '../../../shared/domain/rounding';
import { currencyFor } from '../../../shared/domain/currency';
import type { ClientRef } from '../../backoffice/ports/client-ref';
import type { Gateway } from '../../backoffice/ports/gateway.port';
import type {
  PlanPosition,
  PlanRunRecord,
  PlanSubscriptionRecord,
} from '../../backoffice/ports/gateway-plans.port';
import type { FundFeed } from '../../market-data/fund-feed';
import type { PlanRow } from '../../repositories/plan.repository';

type PlanSubscriptionView = z.input<typeof planSubscription>;

/** A cash account's id as the subscribe form offers it: `<account code>-<currency>`. */
export const cashAccountOf = (accountCode: string, currency: string) =>
  `${accountCode}-${currency}`;

/** What the subscription's positions are worth: units at the latest NAVs, pending at cost. */
export async function positionValues(feed: FundFeed, positions: readonly PlanPosition[]) {
  const holdings = [];
  let total = new Decimal(0);
  for (const position of positions) {
    const fund = await feed.get(position.fundId);
    const nav = (await feed.latestNav(position.fundId))?.nav ?? null;
    const value = toDecimal(position.units)
      .mul(nav ?? '0')
      .add(position.pendingAmount);
    total = total.add(value);
    holdings.push({
      fundId: position.fundId,
      fundName: fund?.name ?? {
        en: position.fundId,
        'zh-HK': position.fundId,
        'zh-CN': position.fundId,
      },
      units: position.units,
      nav,
      value: roundDecimal(value, 2, 'normal'),
    });
  }
  return { holdings, total };
}

/** One subscription as the list shows it. */
export async function subscriptionView(
  gateway: Pick<Gateway, 'plans'>,
  feed: FundFeed,
  client: ClientRef,
  record: PlanSubscriptionRecord,
  plan: PlanRow | undefined,
  runs: readonly PlanRunRecord[],
  now: Date,
): Promise<PlanSubscriptionView> {
  const currency = currencyFor(plan?.currency ?? 'HKD');
  const invested = runs
    .filter((run) => run.status === 'dealt')
    .reduce((sum, run) => sum.add(run.amount), new Decimal(0));
  const positions = await gateway.plans.positions(client, record.subscriptionId);
  const { total } = await positionValues(feed, positions);
  const profitLoss = total.sub(invested);
  const riskLevels = await Promise.all(
    (plan?.components ?? []).map(async (each) => (await feed.get(each.fundId))?.riskLevel ?? 1),
  );
  return {
    subscriptionId: record.subscriptionId,
    planId: record.planId,
    planName: plan?.texts.name ?? {
      en: record.planId,
      'zh-HK': record.planId,
      'zh-CN': record.planId,
    },
    currency: currency.code,
    riskLevel: Math.max(1, ...riskLevels),
    monthlyAmount: roundDecimal(record.monthlyAmount, currency.precision, 'normal'),
    debitDay: record.debitDay,
    firstMonth: record.firstMonth,
    cashAccount: record.cashAccount,
    status: record.status,
    recordState: record.recordState,
    nextDebitDate: isPlanSubscriptionRunning(record.status)
      ? nextDebitDate(record.firstMonth, record.debitDay, formatDate(now), record.lastRunMonth)
      : null,
    investedToDate: roundDecimal(invested, currency.precision, 'normal'),
    value: roundDecimal(total, currency.precision, 'normal'),
    profitLoss: roundDecimal(profitLoss, currency.precision, 'normal'),
    profitLossPercent: invested.gt(0)
      ? roundDecimal(profitLoss.div(invested).mul(100), 2, 'normal')
      : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** A run on the wire. */
export const runView = (run: PlanRunRecord) => ({
  month: run.month,
  debitDate: run.debitDate,
  status: run.status,
  amount: toPlainString(run.amount),
  orderIds: run.orderIds,
  failReason: run.failReason,
  ranAt: run.ranAt.toISOString(),
});
