import { describe, expect, it } from 'vitest';
import { insertJob } from '../../../jobs/job.repository';
import { runDueJobs } from '../../../jobs/job-runner';
import { ipoFeed, MORNING, OPEN_IPO, setUpIpoSuite } from '../../../test/ipo-test-kit';
import { notificationsMade } from '../../../test/notification-test-kit';
import { announceOpenIpos, ipoAnnouncementHandlers } from './ipo-announcements';
import { ipoOpenInstant } from './ipo-steps';

/**
 * New IPO notices (spec §2.18, issue 14 §1): every active Gateway client is told once of an offer
 * open for application, none before it opens nor an advisor, an inactive or a suspended account;
 * a run again tells nobody twice; the job comes back at the next opening; off where the brand has
 * no IPO.
 */

const suite = setUpIpoSuite();

const told = (accountCode: string) => notificationsMade(suite.t.db, accountCode, 'ipo-open:');

describe('new IPO notices', () => {
  it('tell nothing where the brand has no IPO', async () => {
    const before = await told('C10001');
    await insertJob(suite.t.db, { kind: 'ipoAnnouncements', payload: {}, runAt: MORNING });
    const off = ipoAnnouncementHandlers({ feed: ipoFeed, isOn: false });
    expect(await runDueJobs(suite.t.db, off, MORNING)).toBe(1);
    expect(await told('C10001')).toEqual(before);
  });

  it('tell every active client once of the open offer, and come back at the next opening', async () => {
    const offers = await ipoFeed.list();
    const open = offers.find((terms) => terms.code === OPEN_IPO);
    if (!open) throw new Error('no open offer in the feed');
    expect(ipoOpenInstant(open) <= MORNING).toBe(true);
    const next = await announceOpenIpos(suite.t.db, ipoFeed, MORNING);
    await announceOpenIpos(suite.t.db, ipoFeed, MORNING);
    for (const accountCode of ['C10001', 'C10005']) {
      const rows = await told(accountCode);
      expect(rows.map((row) => [row.type, row.sourceKey, row.fields.code, row.status])).toEqual([
        ['newIpo', `ipo-open:${OPEN_IPO}`, OPEN_IPO, 'unread'],
      ]);
    }
    for (const accountCode of ['C10008', 'C10009']) expect(await told(accountCode)).toEqual([]);
    const advisor = await suite.t.db
      .selectFrom('notification')
      .innerJoin('account', 'account.id', 'notification.accountId')
      .select('notification.id')
      .where('account.role', '<>', 'user')
      .where('notification.sourceKey', 'like', 'ipo-open:%')
      .execute();
    expect(advisor).toEqual([]);
    // Nothing opens later in the demo feed: it looks again at the next Hong Kong midnight.
    const later = offers.filter((terms) => ipoOpenInstant(terms) > MORNING);
    const expected = later.length
      ? Math.min(...later.map((terms) => ipoOpenInstant(terms).getTime()))
      : new Date('2026-12-01T00:00:00+08:00').getTime();
    expect(next.getTime()).toBe(
      Math.min(expected, new Date('2026-12-01T00:00:00+08:00').getTime()),
    );
  });
});
