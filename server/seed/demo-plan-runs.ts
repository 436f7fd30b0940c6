import type { Kysely } from 'kysely';
import { brand } from '../../brands/default/brand';
import { toDecimal } from '../../shared/domain/decimal';
import { cutOffInstant } from '../../shared/domain/fund-dealing';
import { debitDateOf } from '../../shared/domain/plan-dealing';
import { clientBook, firmBook, postJournal } from '../backoffice/core/books/ledger';
import { fundDealingSteps } from '../backoffice/gateway/funds/deal-fund-order.command';
import {
  findDueDealingJobOf,
  findRuns,
  markPlanNoticesRead,
} from '../backoffice/gateway/plans/plan-book.repository';
import { runPlanMonth } from '../backoffice/gateway/plans/plan-run';
import type { Database } from '../db/schema';
import { finishJob, rescheduleJob } from '../jobs/job.repository';
import { createSimulatedFundFeed } from '../market-data/simulated-fund-feed';

const feedAt = (at: Date) => createSimulatedFundFeed({ clock: () => at });

/**
 * Runs the queued dealing jobs of `orderIds` due by `until`, oldest first, each at its own time
 * and in its own transaction, as the job runner would have: the orders are submitted, accepted,
 * deducted, priced once their NAV is published, and settled. Jobs of other orders are left alone.
 */
async function dealOrders(db: Kysely<Database>, orderIds: readonly number[], until: Date) {
  if (orderIds.length === 0) return;
  for (;;) {
    const job = await findDueDealingJobOf(db, orderIds, until);
    if (!job) return;
    const at = job.runAt;
    await db.transaction().execute(async (trx) => {
      const handler = fundDealingSteps.handler({ funds: feedAt(at), brand });
      const outcome = await handler(trx, job.payload, at);
      if (outcome.retryAt) await rescheduleJob(trx, job.id, { runAt: outcome.retryAt });
      else await finishJob(trx, job.id, at);
    });
  }
}

/**
 * The demo subscription's past months (demo book "Plans"), on debit day 1: the money for them
 * comes in first, as a deposit of exactly the months' amounts on the day of subscribing (before
 * the books' opening cash, demo-funds.ts), so the client's cash after the runs is the demo
 * book's. Each month is run by the plan run itself at 09:00 that day and its fund orders dealt
 * by their own dealing steps up to `now` (all settled unless the seeding is within days of this
 * month's run); the notices of it all are history, read.
 */
export async function seedDemoPlanRuns(
  db: Kysely<Database>,
  run: {
    accountId: number;
    subscriptionId: number;
    monthlyAmount: string;
    months: readonly string[];
    subscribedAt: Date;
    now: Date;
  },
): Promise<void> {
  const instants = run.months
    .map((month) => cutOffInstant(debitDateOf(month, 1), '09:00'))
    .filter((at) => at <= run.now);
  if (instants.length === 0) return;
  const total = toDecimal(run.monthlyAmount).mul(instants.length).toFixed();
  await postJournal(db, {
    reason: 'deposit',
    postedAt: run.subscribedAt,
    movements: [
      {
        from: firmBook('clearing', 'cash', 'HKD'),
        to: clientBook('cash', run.accountId, 'HKD'),
        amount: total,
      },
    ],
  });
  for (const at of instants) {
    await db
      .transaction()
      .execute((trx) =>
        runPlanMonth({ db: trx, funds: feedAt(at), brand }, run.subscriptionId, at),
      );
    const placed = await findRuns(db, [run.subscriptionId]);
    await dealOrders(
      db,
      placed.flatMap((row) => row.orderIds),
      run.now,
    );
  }
  await markPlanNoticesRead(db, run.accountId);
}
