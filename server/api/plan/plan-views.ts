import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { planDetail, planSummary } from '../../../shared/contracts/plan';
import { toDecimal, toPlainString } from '../../../shared/domain/decimal';
import type { Fund } from '../../../shared/domain/fund-instrument';
import {
  normalisedSeries,
  PERFORMANCE_PERIODS,
  priceChange,
  type NavPoint,
} from '../../../shared/domain/fund-performance';
import { planIndex } from '../../../shared/domain/plan-dealing';
import { roundDecimal } from '../../../shared/domain/rounding';
import type { FundFeed } from '../../market-data/fund-feed';
import type { PlanRow } from '../../repositories/plan.repository';

type PlanSummary = z.input<typeof planSummary>;
type PlanDetail = z.input<typeof planDetail>;

/** The funds of a plan and its weighted index (issue 26: computed, never typed in). */
async function planFacts(feed: FundFeed, plan: PlanRow) {
  const funds = new Map<string, Fund>();
  const histories = new Map<string, readonly NavPoint[]>();
  for (const component of plan.components) {
    const fund = await feed.get(component.fundId);
    if (fund) funds.set(fund.id, fund);
    histories.set(component.fundId, await feed.navHistory(component.fundId));
  }
  const weights = plan.components.map((each) => ({
    fundId: each.fundId,
    weight: toPlainString(each.weight),
  }));
  return { funds, index: planIndex(weights, histories) };
}

/** The plan's weighted index (rebased to 100 at its start). */
export async function planIndexOf(feed: FundFeed, plan: PlanRow): Promise<NavPoint[]> {
  return (await planFacts(feed, plan)).index;
}

/** The highest risk level of the plan's funds. */
const riskOf = (funds: Map<string, Fund>) =>
  Math.max(1, ...[...funds.values()].map((fund) => fund.riskLevel));

function summaryOf(plan: PlanRow, funds: Map<string, Fund>, index: NavPoint[]): PlanSummary {
  return {
    planId: plan.id,
    name: plan.texts.name,
    summary: plan.texts.summary,
    theme: plan.theme,
    currency: plan.currency,
    riskLevel: riskOf(funds),
    minimumMonthlyAmount: toPlainString(plan.minimumMonthlyAmount),
    status: plan.status,
    fundCount: plan.components.length,
    returns: Object.fromEntries(
      PERFORMANCE_PERIODS.map((period) => [period, priceChange(index, period)]),
    ),
  };
}

/** A plan as lists show it. */
export async function planSummaryView(feed: FundFeed, plan: PlanRow): Promise<PlanSummary> {
  const { funds, index } = await planFacts(feed, plan);
  return summaryOf(plan, funds, index);
}

const weighted = (plan: PlanRow, funds: Map<string, Fund>, value: (fund: Fund) => string): string =>
  roundDecimal(
    plan.components.reduce((sum, each) => {
      const fund = funds.get(each.fundId);
      return fund ? sum.add(toDecimal(value(fund)).mul(each.weight).div(100)) : sum;
    }, new Decimal(0)),
    2,
    'normal',
  );

/** Everything the detail page shows. */
export async function planDetailView(feed: FundFeed, plan: PlanRow): Promise<PlanDetail> {
  const { funds, index } = await planFacts(feed, plan);
  const composition = plan.components.flatMap((each) => {
    const fund = funds.get(each.fundId);
    return fund
      ? [
          {
            fundId: fund.id,
            fundName: fund.name,
            currency: fund.currency,
            riskLevel: fund.riskLevel,
            weight: roundDecimal(each.weight, 2, 'normal'),
            subscriptionFeePercent: fund.subscriptionFee.percent,
            managementFeePercent: fund.managementFeePercent,
          },
        ]
      : [];
  });
  return {
    ...summaryOf(plan, funds, index),
    description: plan.texts.description,
    composition,
    performance: normalisedSeries(index, '3years').map((point) => ({
      date: point.date,
      value: point.value,
    })),
    fees: {
      subscriptionFeePercent: weighted(plan, funds, (fund) => fund.subscriptionFee.percent),
      managementFeePercent: weighted(plan, funds, (fund) => fund.managementFeePercent),
      planFeePercent: '0.00',
    },
    documents: [...funds.values()].flatMap((fund) =>
      fund.documents.map((document) => ({
        type: document.type,
        title: document.title,
        path: document.path,
      })),
    ),
  };
}
