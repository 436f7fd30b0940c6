import Decimal from 'decimal.js';
import { planSubscriptionContracts } from '../../../shared/contracts/plan-subscription';
import { formatDate } from '../../../shared/domain/date-time';
import { navOnOrBefore } from '../../../shared/domain/fund-performance';
import { addMonths, monthOf } from '../../../shared/domain/plan-dealing';
import { roundDecimal } from '../../../shared/domain/rounding';
import { findPlan } from '../../repositories/plan.repository';
import { clientClaim } from '../client-claim';
import { defineCall } from '../registry';
import { planIndexOf } from '../plan/plan-views';
import { positionValues } from './plan-subscription-views';

/**
 * `plan-subscription/loadStatistic`: per subscription, the amount dealt each month since its
 * first run, invested to date, and each month-end's value: every dealt run's amount grown by the
 * plan's index from its debit date; the current month shows the holdings' value now.
 */
export const planStatisticCall = defineCall({
  service: 'plan-subscription',
  method: 'loadStatistic',
  ...planSubscriptionContracts.loadStatistic,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'plan',
  handler: async ({ subscriptionId }, context) => {
    const { plans } = context.backOffices.gateway;
    const feed = context.marketData.funds;
    // Cancelled plans too: what they invested stays their history.
    const records = (await plans.subscriptions(context.client, true)).filter(
      (record) => subscriptionId === undefined || record.subscriptionId === subscriptionId,
    );
    const thisMonth = monthOf(formatDate(context.now));
    const statistics = [];
    for (const record of records) {
      const plan = await findPlan(context.db, record.planId);
      if (!plan) continue;
      const index = await planIndexOf(feed, plan);
      const level = (date: string) => new Decimal(navOnOrBefore(index, date)?.nav ?? '100');
      const runs = (await plans.runs(context.client, record.subscriptionId))
        .filter((run) => run.status === 'dealt')
        .sort((a, b) => a.month.localeCompare(b.month));
      const now = await positionValues(
        feed,
        await plans.positions(context.client, record.subscriptionId),
      );
      const months = [];
      let invested = new Decimal(0);
      for (
        let month = runs[0]?.month;
        month !== undefined && month <= thisMonth;
        month = addMonths(month)
      ) {
        const dealt = runs.filter((run) => run.month === month);
        const contributed = dealt.reduce((sum, run) => sum.add(run.amount), new Decimal(0));
        invested = invested.add(contributed);
        const monthEnd = `${month}-31`;
        const value =
          month === thisMonth
            ? now.total
            : runs
                .filter((run) => run.month <= month)
                .reduce(
                  (sum, run) =>
                    sum.add(new Decimal(run.amount).mul(level(monthEnd)).div(level(run.debitDate))),
                  new Decimal(0),
                );
        months.push({
          month,
          contributed: roundDecimal(contributed, 2, 'normal'),
          invested: roundDecimal(invested, 2, 'normal'),
          value: roundDecimal(value, 2, 'normal'),
        });
      }
      statistics.push({
        subscriptionId: record.subscriptionId,
        planId: plan.id,
        planName: plan.texts.name,
        currency: plan.currency,
        months,
        investedToDate: roundDecimal(invested, 2, 'normal'),
        value: roundDecimal(now.total, 2, 'normal'),
        returnPercent: invested.gt(0)
          ? roundDecimal(now.total.sub(invested).div(invested).mul(100), 2, 'normal')
          : null,
      });
    }
    return { statistics };
  },
});
