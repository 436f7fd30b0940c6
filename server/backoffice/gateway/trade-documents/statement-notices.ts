import type { Kysely } from 'kysely';
import {
  addCalendarDays,
  hongKongDate,
  isIsoDate,
  type IsoDate,
} from '../../../../shared/domain/business-calendar';
import type { Database } from '../../../db/schema';
import type { JobHandlers } from '../../../jobs/job-kinds';
import { hasQueuedJob, insertJob } from '../../../jobs/job.repository';
import { recordNotifications } from '../../core/notifications/notification-outbox';
import {
  dailyPeriod,
  hongKongMidnight,
  monthlyPeriod,
  type StatementPeriod,
} from './statement-period';
import { findStatementHolders, type StatementHolder } from './statement-notice.repository';

/**
 * Statements are issued by the books (statement-period.ts): a daily one when a Hong Kong day on
 * which the client's books moved ends, a monthly one when a month ends. This job tells each
 * client of the statements just issued (issue 14 §1, `newDocument`): the `statementNotices` job runs at every HKT
 * midnight, for the day (and, on the first of a month, the month) that has just ended. A job
 * run late (the process was down over midnight) catches up every midnight it missed, so no
 * statement goes untold. The document's name is its file's (`C10001-daily-2026-10-01`); each is
 * told once (its source key).
 */

/** The file name a statement downloads as, without `.pdf` (trade-documents.ts). */
export const statementName = (accountCode: string, period: StatementPeriod): string =>
  `${accountCode}-${period.kind}-${period.id.slice(period.id.indexOf(':') + 1)}`;

const noticesOf = (holders: readonly StatementHolder[], period: StatementPeriod) =>
  holders.map((holder) => ({
    accountId: holder.accountId,
    type: 'newDocument' as const,
    sourceKey: `trade-document:${period.id}`,
    // The document's id in the client's list (the row opens it there, issue 31 §3).
    fields: { documentName: statementName(holder.accountCode, period), referenceCode: period.id },
    at: period.to,
  }));

/** Tells every client of the statements the day ending at `now`'s HKT midnight issued. */
export async function noticeIssuedStatements(db: Kysely<Database>, now: Date): Promise<void> {
  const today = hongKongDate(now);
  const day = dailyPeriod(addCalendarDays(today, -1));
  const daily = await findStatementHolders(db, { from: day.from, to: day.to });
  await recordNotifications(db, noticesOf(daily, day));
  if (today.endsWith('-01')) {
    const month = monthlyPeriod(day.start.slice(0, 7));
    const monthly = await findStatementHolders(db, { from: null, to: month.to });
    await recordNotifications(db, noticesOf(monthly, month));
  }
}

/** A late job catches up at most this many midnights (a statement older is not news). */
export const MAX_CATCH_UP_DAYS = 92;

/** The job for the HKT midnight that starts `day`: its payload names the day. */
const noticeJob = (day: IsoDate) => ({
  kind: 'statementNotices' as const,
  payload: { day },
  runAt: hongKongMidnight(day),
});

const tomorrow = (now: Date): IsoDate => addCalendarDays(hongKongDate(now), 1);

/** Queues the notices for the next HKT midnight (once: a process finding it queued leaves it). */
export async function queueStatementNotices(db: Kysely<Database>, now: Date): Promise<void> {
  if (await hasQueuedJob(db, 'statementNotices')) return;
  await insertJob(db, noticeJob(tomorrow(now)));
}

/** The midnights a job for `day` run at `now` tells of: from `day` through today, at most the cap. */
export function midnightsDue(day: unknown, now: Date): IsoDate[] {
  const today = hongKongDate(now);
  const oldest = addCalendarDays(today, 1 - MAX_CATCH_UP_DAYS);
  let first: IsoDate = typeof day === 'string' && isIsoDate(day) && day <= today ? day : today;
  if (first < oldest) first = oldest;
  const days: IsoDate[] = [];
  for (let date = first; date <= today; date = addCalendarDays(date, 1)) days.push(date);
  return days;
}

/**
 * The job handler: the notices of every midnight from the job's day through today (one normally,
 * more after a stop), then the job for the next midnight, in the same transaction.
 */
export function statementNoticeJobHandlers(): Pick<JobHandlers, 'statementNotices'> {
  return {
    statementNotices: async (db, payload, now) => {
      for (const day of midnightsDue(payload.day, now)) {
        await noticeIssuedStatements(db, hongKongMidnight(day));
      }
      await insertJob(db, noticeJob(tomorrow(now)));
      return {};
    },
  };
}
