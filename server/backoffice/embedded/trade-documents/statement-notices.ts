import type { Kysely } from 'kysely';
import { addCalendarDays, hongKongDate } from '../../../../shared/domain/business-calendar';
import type { Database } from '../../../db/schema';
import type { JobHandler } from '../../../jobs/job-runner';
import { insertJob } from '../../../jobs/job.repository';
import { recordNotifications } from '../notifications/notification-outbox';
import {
  dailyPeriod,
  hongKongMidnight,
  monthlyPeriod,
  type StatementPeriod,
} from './statement-period';
import {
  findStatementHolders,
  hasQueuedJobOf,
  type StatementHolder,
} from './statement-notice.repository';

/**
 * Statements are issued by the books (statement-period.ts): a daily one when a Hong Kong day on
 * which the client's books moved ends, a monthly one when a month ends. This job tells each
 * client of the statements just issued (issue 14 §1, `newDocument`): it runs at every HKT
 * midnight, for the day (and, on the first of a month, the month) that has just ended. The
 * document's name is its file's (`C10001-daily-2026-10-01`); each is told once (its source key).
 */
export const STATEMENT_NOTICE_JOB = 'statementNotices';

/** The file name a statement downloads as, without `.pdf` (trade-documents.ts). */
export const statementName = (accountCode: string, period: StatementPeriod): string =>
  `${accountCode}-${period.kind}-${period.id.slice(period.id.indexOf(':') + 1)}`;

const noticesOf = (holders: readonly StatementHolder[], period: StatementPeriod) =>
  holders.map((holder) => ({
    accountId: holder.accountId,
    type: 'newDocument' as const,
    sourceKey: `trade-document:${period.id}`,
    fields: { documentName: statementName(holder.accountCode, period) },
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

const nextMidnight = (now: Date): Date => hongKongMidnight(addCalendarDays(hongKongDate(now), 1));

/** Queues the notices for the next HKT midnight (once: a process finding it queued leaves it). */
export async function queueStatementNotices(db: Kysely<Database>, now: Date): Promise<void> {
  if (await hasQueuedJobOf(db, STATEMENT_NOTICE_JOB)) return;
  await insertJob(db, { kind: STATEMENT_NOTICE_JOB, payload: {}, runAt: nextMidnight(now) });
}

/** The job handler: notices for the period just ended, then again at the next midnight. */
export function statementNoticeJobHandlers(): Record<string, JobHandler> {
  return {
    [STATEMENT_NOTICE_JOB]: async (db, _payload, now) => {
      await noticeIssuedStatements(db, now);
      return { retryAt: nextMidnight(now) };
    },
  };
}
