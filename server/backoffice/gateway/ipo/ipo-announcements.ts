import type { Kysely } from 'kysely';
import { addCalendarDays, hongKongDate } from '../../../../shared/domain/business-calendar';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import type { Database } from '../../../db/schema';
import type { JobHandlers } from '../../../jobs/job-kinds';
import { hasQueuedJob, insertJob } from '../../../jobs/job.repository';
import type { IpoFeed } from '../../../market-data/ipo-feed';
import { notifyAllClients } from '../../core/notifications/notification.repository';
import { ipoCloseInstant, ipoOpenInstant } from './ipo-steps';

/**
 * A new IPO open for application tells every client (spec §2.18 "new IPO", issue 14 §1,
 * `newIpo`): the `ipoAnnouncements` job looks at the feed's offers, tells each active client once of every offer
 * open now (source key `ipo-open:<code>`), and comes back at the next offer's opening, or at the
 * next HKT midnight to find offers the feed adds. Off where the brand has no IPO.
 */

/** Queues the announcements at once (once: a process finding the job queued leaves it). */
export async function queueIpoAnnouncements(db: Kysely<Database>, now: Date): Promise<void> {
  if (await hasQueuedJob(db, 'ipoAnnouncements')) return;
  await insertJob(db, { kind: 'ipoAnnouncements', payload: {}, runAt: now });
}

/** Tells every client of each offer open at `now`; answers the next instant to look again. */
export async function announceOpenIpos(
  db: Kysely<Database>,
  feed: IpoFeed,
  now: Date,
): Promise<Date> {
  let next = cutOffInstant(addCalendarDays(hongKongDate(now), 1), '00:00');
  for (const terms of await feed.list()) {
    const opens = ipoOpenInstant(terms);
    if (opens > now) {
      if (opens < next) next = opens;
    } else if (now < ipoCloseInstant(terms)) {
      await notifyAllClients(db, {
        type: 'newIpo',
        sourceKey: `ipo-open:${terms.code}`,
        fields: { code: terms.code },
        at: now,
      });
    }
  }
  return next;
}

/**
 * The job's handler: announcements where the brand has IPOs, then again when due. Where it has
 * none (the flag off) the handler still exists and finishes the job without doing
 * anything, so a job queued while IPOs were on ends there instead of failing.
 */
export function ipoAnnouncementHandlers(context: {
  feed: IpoFeed;
  isOn: boolean;
}): Pick<JobHandlers, 'ipoAnnouncements'> {
  const { feed } = context;
  return {
    ipoAnnouncements: async (db, _payload, now) => {
      if (!context.isOn) return {};
      return { retryAt: await announceOpenIpos(db, feed, now) };
    },
  };
}
