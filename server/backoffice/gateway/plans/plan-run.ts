import type { Kysely } from 'kysely';
import { currencyFor } from '../../../../shared/domain/currency';
import { formatDate } from '../../../../shared/domain/date-time';
import { addCalendarDays } from '../../../../shared/domain/business-calendar';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import {
  FUND_ORDER_RESULT,
  fundOrderResultName,
} from '../../../../shared/domain/fund-order-result';
import { debitDateOf, monthOf, splitMonthlyAmount } from '../../../../shared/domain/plan-dealing';
import { isPlanSubscriptionRunning } from '../../../../shared/domain/plan-status';
import type { Database } from '../../../db/schema';
import { insertJobsWrite } from '../../../jobs/job.repository';
import type { JobHandler } from '../../../jobs/job-kinds';
import { findAccountById } from '../../../repositories/account.repository';
import { executeTogether } from '../../../db/write-together';
import { recordNotifications } from '../../core/notifications/notification-outbox';
import type { FundBookDeps } from '../funds/fund-book-deps';
import { placeInTransaction } from '../funds/place-fund-order.command';
import {
  claimRun,
  findDueSubscriptionIds,
  findPlanMix,
  findSubscription,
  finishRun,
} from './plan-book.repository';

/** What a run did: placed the month's orders, failed the month, or had nothing to do. */
export type PlanRunOutcome = 'dealt' | 'failed' | 'skipped';

/**
 * One subscription's run for the month of `now` (Hong Kong), in the caller's transaction: the
 * month is claimed first (a unique row per subscription and month, so a second runner, or the
 * same one again, does nothing), then one bulk fund subscription places amount x weight per fund
 * through the fund dealing core, the last fund taking the remainder. A refusal (not enough cash)
 * fails that month, not the plan; either way the client is told.
 */
export async function runPlanMonth(
  deps: FundBookDeps,
  subscriptionId: number,
  now: Date,
): Promise<PlanRunOutcome> {
  const { db } = deps;
  const today = formatDate(now);
  const month = monthOf(today);
  const subscription = await findSubscription(db, subscriptionId, true);
  if (!subscription || !isPlanSubscriptionRunning(subscription.status)) return 'skipped';
  const debitDate = debitDateOf(month, subscription.debitDay);
  if (subscription.firstMonth > month || debitDate > today) return 'skipped';
  const amount = subscription.monthlyAmount;
  const runId = await claimRun(db, { subscriptionId, month, debitDate, amount, now });
  if (runId === undefined) return 'skipped';
  const mix = await findPlanMix(db, subscription.planId);
  const account = await findAccountById(db, subscription.accountId);
  if (!mix || !account) {
    await finishRun(db, runId, { status: 'failed', orderIds: [], failReason: 'planNotFound' });
    return 'failed';
  }
  const currency = currencyFor(mix.currency);
  const outcome = await placeInTransaction(deps, {
    client: { accountId: account.id, accountCode: account.accountCode },
    idempotencyKey: `plan:${subscriptionId}:${month}`,
    requestHash: `plan:${subscriptionId}:${month}:${amount}`,
    orderType: 'bulk',
    subscriptions: splitMonthlyAmount(amount, mix.weights, currency.precision),
    isRiskAcknowledged: true,
    isPlanRun: true,
    now,
  });
  const isDealt = outcome.result === FUND_ORDER_RESULT.success;
  const failReason =
    outcome.result === FUND_ORDER_RESULT.insufficientPurchasingPower
      ? 'insufficientCash'
      : fundOrderResultName(outcome.result);
  await finishRun(db, runId, {
    status: isDealt ? 'dealt' : 'failed',
    orderIds: outcome.orders.map((order) => order.orderId),
    failReason: isDealt ? null : failReason,
  });
  await recordNotifications(db, [
    {
      accountId: account.id,
      type: isDealt ? 'monthlyInvestment' : 'plan',
      sourceKey: `plan-run:${runId}`,
      fields: { code: subscription.planId, amount, currencyCode: mix.currency },
      at: now,
    },
  ]);
  return isDealt ? 'dealt' : 'failed';
}

/** The next sweep: 00:05 Hong Kong time on the day after `now`. */
export const nextSweepAt = (now: Date): Date =>
  cutOffInstant(addCalendarDays(formatDate(now), 1), '00:05');

const SWEEP_BATCH = 1000;

/**
 * The job handlers (issue 26): `planRuns` is the daily sweep that queues one `planRun` job per
 * subscription due today (its debit day reached, no run this month); `planRun` runs one, in the
 * job's transaction. Any number of processes may run them: the month's unique run row decides.
 */
export function planRunHandlers(deps: Omit<FundBookDeps, 'db'>): {
  planRuns: JobHandler;
  planRun: JobHandler;
} {
  return {
    async planRuns(db: Kysely<Database>, _payload, now) {
      const today = formatDate(now);
      for (let afterId = 0; ;) {
        const ids = await findDueSubscriptionIds(db, today, SWEEP_BATCH, afterId);
        if (ids.length === 0) break;
        await executeTogether(db, [
          insertJobsWrite(
            db,
            ids.map((subscriptionId) => ({
              kind: 'planRun',
              payload: { subscriptionId },
              runAt: now,
            })),
          ),
        ]);
        if (ids.length < SWEEP_BATCH) break;
        afterId = ids.at(-1) as number;
      }
      return { retryAt: nextSweepAt(now) };
    },
    async planRun(db: Kysely<Database>, payload, now) {
      await runPlanMonth({ ...deps, db }, Number(payload['subscriptionId']), now);
      return {};
    },
  };
}
