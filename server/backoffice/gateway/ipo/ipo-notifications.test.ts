import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../shared/domain/decimal';
import { notificationsMade } from '../../../test/notification-test-kit';
import { setUpIpoSuite } from '../../../test/ipo-test-kit';
import { ipoStatusMachine } from './ipo-steps';
import { lockIpoApplication } from './ipo.repository';

/**
 * The IPO result notification (issue 14 §1) through the real calls and the timetable's jobs with
 * a moved clock: one `ipoResult` at the allotment (code, shares allotted, amount paid), however
 * often the step runs, none for the client's own cancel or the refund and listing after; nothing
 * when the move's transaction rolls back.
 */

const s = setUpIpoSuite();
const CLOSE = new Date('2026-12-03T04:00:00.000Z');
const ALLOTMENT = new Date('2026-12-07T01:00:00.000Z');
const LISTING = new Date('2026-12-09T01:00:00.000Z');

const plain = (value: string | null | undefined) => toDecimal(value ?? '0').toFixed();
const made = (id: number) => notificationsMade(s.t.db, 'C10001', `ipo-application:${id}:`);

describe('IPO result notifications', () => {
  it('tells the allotment once, and nothing for a cancel, the refund or the listing', async () => {
    const as = await s.signIn();
    const cancelled = (await s.apply(as, {})).application?.id ?? 0;
    await s.call(
      'ipo/cancelIpoApplication',
      { accountCode: 'C10001', applicationId: cancelled },
      as,
    );
    const applied = (await s.apply(as, { quantity: '1000' })).application?.id ?? 0;
    const rolledBack = (await s.apply(await s.signIn('C10005'), {}, 'C10005')).application?.id;
    await s.runJobsAt(CLOSE);
    expect(await made(applied)).toEqual([]);
    // A result whose transaction rolls back tells nothing.
    await expect(
      s.t.db.transaction().execute(async (trx) => {
        const row = await lockIpoApplication(trx, rolledBack ?? 0);
        if (!row) throw new Error('no application');
        await ipoStatusMachine.move(trx, row, 'Rejected', CLOSE);
        throw new Error('forced after the move');
      }),
    ).rejects.toThrow('forced after the move');
    expect(await notificationsMade(s.t.db, 'C10005', 'ipo-application:')).toEqual([]);
    await s.runJobsAt(ALLOTMENT);
    await s.runJobsAt(ALLOTMENT);
    await s.runJobsAt(LISTING);
    expect(await made(cancelled)).toEqual([]);
    const told = await made(applied);
    expect(told).toHaveLength(1);
    const { applications } = await s.call(
      'ipo/searchIpoApplications',
      { accountCode: 'C10001' },
      await s.signIn(),
    );
    const application = applications.find((row) => row.id === applied);
    expect(told[0]).toMatchObject({
      type: 'ipoResult',
      sourceKey: `ipo-application:${applied}:Allotted`,
      status: 'unread',
      fields: { code: '06990', currencyCode: 'HKD', orderStatus: 'Allotted' },
      startTime: ALLOTMENT,
    });
    expect(plain(told[0]?.fields.quantity)).toBe(plain(application?.allottedQuantity));
    expect(plain(told[0]?.fields.amount)).toBe(plain(application?.paidAmount));
  });
});
