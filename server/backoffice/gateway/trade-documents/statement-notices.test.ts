import { describe, expect, it } from 'vitest';
import { addCalendarDays, hongKongDate } from '../../../../shared/domain/business-calendar';
import { runDueJobs } from '../../../jobs/job-runner';
import { useCashTestApp } from '../../../test/cash-test-kit';
import { notificationsMade } from '../../../test/notification-test-kit';
import { hongKongMidnight } from './statement-period';
import {
  MAX_CATCH_UP_DAYS,
  midnightsDue,
  noticeIssuedStatements,
  queueStatementNotices,
  statementNoticeJobHandlers,
} from './statement-notices';

/**
 * Statement notifications (issue 14 §1): at each HKT midnight the job tells every client whose
 * books moved that day of its new daily statement (`newDocument`, named as its file), and on the
 * first of a month every client with books of the month's statement; once each however often it
 * runs, and nothing when its transaction rolls back. Each test has an app of its own: the job is
 * queued once for the whole book, and what one test's midnight told another would count.
 */

const { state, call, admin, deposit } = useCashTestApp({ isAppPerTest: true });

const documents = (accountCode: string) =>
  notificationsMade(state.t.db, accountCode, 'trade-document:');

/** A deposit accepted today: C10001's books move on this day. */
async function moveBooksToday(amount: string) {
  const id = (await deposit(amount)).instruction?.id ?? 0;
  expect((await admin(id, 'accept')).instruction?.status).toBe('A');
}

describe('statement notifications', () => {
  it('tells the day’s statement at midnight once, to the clients whose books moved', async () => {
    await moveBooksToday('1000');
    const day = hongKongDate(state.t.clock.now);
    await queueStatementNotices(state.t.db, state.t.clock.now);
    await queueStatementNotices(state.t.db, state.t.clock.now);
    const handlers = statementNoticeJobHandlers();
    expect(await runDueJobs(state.t.db, handlers, state.t.clock.now)).toBe(0);
    const midnight = hongKongMidnight(addCalendarDays(day, 1));
    state.t.clock.now = new Date(midnight.getTime() + 30_000);
    expect(await runDueJobs(state.t.db, handlers, state.t.clock.now)).toBe(1);
    // Run again (another process, a retry): nothing more.
    await noticeIssuedStatements(state.t.db, state.t.clock.now);
    // (On the last day of a month the month's statement is told too: see below.)
    const daily = (accountCode: string) =>
      documents(accountCode).then((rows) =>
        rows.filter((row) => row.sourceKey.startsWith('trade-document:daily:')),
      );
    const told = await daily('C10001');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'newDocument',
      sourceKey: `trade-document:daily:${day}`,
      status: 'unread',
      fields: { documentName: `C10001-daily-${day}` },
      startTime: midnight,
    });
    expect(await daily('C10005')).toEqual([]);
    // The statement told of is the client's: it is listed from that moment.
    const { documents: listed } = await call('trade-document/searchTradeDocuments', {
      accountCode: 'C10001',
    });
    expect(listed.map((document) => document.id)).toContain(`daily:${day}`);
    // The job waits for the next midnight.
    expect(await runDueJobs(state.t.db, handlers, state.t.clock.now)).toBe(0);
  });

  it('tells the month’s statement on the first to every client with books', async () => {
    const month = hongKongDate(state.t.clock.now).slice(0, 7);
    const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
    const next =
      number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
    await noticeIssuedStatements(state.t.db, new Date(hongKongMidnight(next).getTime() + 60_000));
    await noticeIssuedStatements(state.t.db, new Date(hongKongMidnight(next).getTime() + 90_000));
    for (const accountCode of ['C10001', 'C10005']) {
      // The month's statement only: the same midnight may tell the last day's daily one too.
      const monthly = (await documents(accountCode)).filter(
        (row) => row.sourceKey === `trade-document:monthly:${month}`,
      );
      expect(monthly.map((row) => [row.sourceKey, row.fields.documentName])).toEqual([
        [`trade-document:monthly:${month}`, `${accountCode}-monthly-${month}`],
      ]);
    }
  });

  it('tells nothing when its transaction rolls back', async () => {
    await moveBooksToday('1200');
    const day = hongKongDate(state.t.clock.now);
    const after = new Date(hongKongMidnight(addCalendarDays(day, 1)).getTime() + 30_000);
    await expect(
      state.t.db.transaction().execute(async (trx) => {
        await noticeIssuedStatements(trx, after);
        throw new Error('forced after the notices');
      }),
    ).rejects.toThrow('forced after the notices');
    expect(
      (await documents('C10001')).filter((row) => row.sourceKey === `trade-document:daily:${day}`),
    ).toEqual([]);
  });

  it('catches up every midnight it missed when it runs late, then waits for the next', async () => {
    // A process queues the coming midnight's job as it starts, on the first day; books move on
    // two days in a row; the process is down over both midnights and a third.
    await queueStatementNotices(state.t.db, state.t.clock.now);
    await moveBooksToday('1300');
    const first = hongKongDate(state.t.clock.now);
    const second = addCalendarDays(first, 1);
    state.t.clock.now = new Date(hongKongMidnight(second).getTime() + 10 * 3_600_000);
    await moveBooksToday('1400');
    state.t.clock.now = new Date(hongKongMidnight(addCalendarDays(first, 3)).getTime() + 3_600_000);
    const handlers = statementNoticeJobHandlers();
    expect(await runDueJobs(state.t.db, handlers, state.t.clock.now)).toBe(1);
    const told = (await documents('C10001')).filter((row) =>
      [`trade-document:daily:${first}`, `trade-document:daily:${second}`].includes(row.sourceKey),
    );
    expect(told.map((row) => [row.sourceKey, row.startTime])).toEqual([
      [`trade-document:daily:${first}`, hongKongMidnight(second)],
      [`trade-document:daily:${second}`, hongKongMidnight(addCalendarDays(first, 2))],
    ]);
    // The next job is for the coming midnight, not due yet.
    expect(await runDueJobs(state.t.db, handlers, state.t.clock.now)).toBe(0);
    const queued = await state.t.db
      .selectFrom('job')
      .select(['payload', 'runAt'])
      .where('kind', '=', 'statementNotices')
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toEqual([
      {
        payload: { day: addCalendarDays(first, 4) },
        runAt: hongKongMidnight(addCalendarDays(first, 4)),
      },
    ]);
  });

  it('catches up at most the cap, and a job of no day tells only the midnight just passed', () => {
    const now = new Date(hongKongMidnight('2026-11-20').getTime() + 60_000);
    expect(midnightsDue('2026-11-18', now)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(midnightsDue(undefined, now)).toEqual(['2026-11-20']);
    expect(midnightsDue('not a day', now)).toEqual(['2026-11-20']);
    const capped = midnightsDue('2020-01-01', now);
    expect(capped).toHaveLength(MAX_CATCH_UP_DAYS);
    expect(capped.at(-1)).toBe('2026-11-20');
  });
});
