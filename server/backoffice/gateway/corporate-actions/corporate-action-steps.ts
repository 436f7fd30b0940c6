import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import {
  addCalendarDays,
  hongKongDate,
  type IsoDate,
} from '../../../../shared/domain/business-calendar';
import {
  countsInLater,
  entitlementOutcome,
  type CorporateActionTerms,
  type ElectionOption,
} from '../../../../shared/domain/corporate-action';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import type { Database } from '../../../db/schema';
import type { JobHandlers } from '../../../jobs/job-kinds';
import { hasQueuedJob, insertJob } from '../../../jobs/job.repository';
import type { CorporateActionFeed } from '../../../market-data/corporate-action-feed';
import { changeBookCost, postJournal } from '../../core/books/ledger';
import { defineDealingSteps } from '../../core/dealing/dealing-steps';
import { corporateActionMovements } from './corporate-action-books';
import { entitlementNotifications } from './corporate-action-notifications';
import { recordNotifications } from '../../core/notifications/notification-outbox';
import {
  findElections,
  findEntitlementsOfEvents,
  holdersAt,
  insertEntitlements,
  insertEventIfNew,
  lockEvent,
  lockUnpaidEntitlements,
  markEntitlementPaid,
  setEventStatus,
  type CorporateActionEventRow,
} from './corporate-action.repository';

/**
 * The corporate-action timetable (issue 12 §4) as dealing-core job steps: `fixEntitlements` at
 * the end of the record date records every settled holder (announced -> entitled) and queues
 * `pay` for the payment date, which moves the books of each entitlement once (entitled -> done:
 * cash credited, shares added or removed, the cost of scrip shares added). A step finding its
 * event past its starting status does nothing, so each runs once; each holder paid is told
 * (corporate-action-notifications.ts) in the payment's transaction. A daily sync job follows the
 * feed: each newly announced event is added and its first step queued.
 */

/** The end of a record date (HKT midnight): holdings are read from entries posted before it. */
export const recordDateEnd = (recordDate: IsoDate): Date =>
  cutOffInstant(addCalendarDays(recordDate, 1), '00:00');

/** When the books move on a payment or effective date (09:00 HKT). */
export const paymentInstant = (paymentDate: IsoDate): Date => cutOffInstant(paymentDate, '09:00');

type StepContext = { feed: CorporateActionFeed };

/**
 * The shares earlier events on the stock (`countsInLater`) owe each holder that are not in the
 * books before `cutoff`: entitled and not paid yet (at the estimate of the holder's election), or
 * paid at or after the cutoff (a timetable catching up after a stop).
 */
async function uncreditedShares(
  db: Kysely<Database>,
  feed: CorporateActionFeed,
  terms: CorporateActionTerms,
  cutoff: Date,
): Promise<Map<number, Decimal>> {
  const earlier = new Map(
    (await feed.list())
      .filter((other) => countsInLater(other, terms))
      .map((other) => [other.eventId, other]),
  );
  const owed = new Map<number, Decimal>();
  for (const entitlement of await findEntitlementsOfEvents(db, [...earlier.keys()])) {
    const event = earlier.get(entitlement.eventCode);
    if (!event) continue;
    let change: string;
    if (entitlement.status === 'paid') {
      if (entitlement.paidAt !== null && entitlement.paidAt < cutoff) continue;
      change = entitlement.shareChange ?? '0';
    } else {
      const [election] = await findElections(db, {
        eventCode: event.eventId,
        accountId: entitlement.accountId,
      });
      change = entitlementOutcome(
        event,
        entitlement.heldQuantity,
        election?.option ?? 'cash',
      ).shareChange;
    }
    const { accountId } = entitlement;
    owed.set(accountId, (owed.get(accountId) ?? new Decimal(0)).add(change));
  }
  return owed;
}

/**
 * Who is entitled at the end of the record date: the settled holding then, with the shares
 * earlier events on the stock owe but had not credited by then (issue 31 §11).
 */
async function entitledHolders(
  db: Kysely<Database>,
  feed: CorporateActionFeed,
  terms: CorporateActionTerms,
): Promise<{ accountId: number; quantity: string }[]> {
  const cutoff = recordDateEnd(terms.recordDate);
  const held = new Map<number, Decimal>();
  for (const holder of await holdersAt(db, terms.symbol, cutoff)) {
    held.set(holder.accountId, new Decimal(holder.quantity));
  }
  for (const [accountId, shares] of await uncreditedShares(db, feed, terms, cutoff)) {
    held.set(accountId, (held.get(accountId) ?? new Decimal(0)).add(shares));
  }
  return [...held]
    .filter(([, quantity]) => quantity.gt(0))
    .sort(([a], [b]) => a - b)
    .map(([accountId, quantity]) => ({ accountId, quantity: quantity.toFixed() }));
}

const steps = defineDealingSteps<
  'fixEntitlements' | 'pay',
  CorporateActionEventRow['status'],
  CorporateActionEventRow,
  StepContext
>({
  jobKind: 'corporateActionStep',
  steps: ['fixEntitlements', 'pay'],
  fromStatus: { fixEntitlements: 'announced', pay: 'entitled' },
  lock: lockEvent,
  async run(step, row, { db, now, feed }) {
    const terms = await feed.get(row.eventCode);
    // An event the feed no longer carries (withdrawn, or a demo feed re-anchored on another
    // day) is no longer followed: nothing to fix or pay.
    if (!terms) return {};
    if (step === 'fixEntitlements') {
      await insertEntitlements(db, row.id, await entitledHolders(db, feed, terms));
      await setEventStatus(db, row.id, 'entitled', now);
      await steps.queue(db, row.id, 'pay', paymentInstant(terms.paymentDate));
      return {};
    }
    const elections = new Map<number, ElectionOption>(
      (await findElections(db, { eventCode: row.eventCode })).map((e) => [e.accountId, e.option]),
    );
    for (const entitlement of await lockUnpaidEntitlements(db, row.id)) {
      const election = elections.get(entitlement.accountId) ?? 'cash';
      const outcome = entitlementOutcome(terms, entitlement.heldQuantity, election);
      await postJournal(db, {
        reason: 'corporateAction',
        postedAt: now,
        movements: corporateActionMovements(entitlement.accountId, terms, outcome),
      });
      if (outcome.addedCost !== '0') {
        await changeBookCost(db, entitlement.accountId, terms.symbol, outcome.addedCost, 'shares');
      }
      await markEntitlementPaid(db, entitlement.id, { election, ...outcome }, now);
      await recordNotifications(db, entitlementNotifications(entitlement, terms, outcome, now));
    }
    await setEventStatus(db, row.id, 'done', now);
    return {};
  },
});

/** Follows the feed at `now`: every event announced by today is added once, its first step queued. */
export async function syncCorporateActions(
  db: Kysely<Database>,
  feed: CorporateActionFeed,
  now: Date,
): Promise<void> {
  const today = hongKongDate(now);
  for (const terms of await feed.list()) {
    if (terms.announcementDate > today) continue;
    const id = await insertEventIfNew(db, { eventCode: terms.eventId, symbol: terms.symbol }, now);
    if (id !== undefined) {
      await steps.queue(db, id, 'fixEntitlements', recordDateEnd(terms.recordDate));
    }
  }
}

/** Queues the daily sync (at start-up: it runs at once, then each HKT midnight). */
export async function queueCorporateActionSync(db: Kysely<Database>, now: Date): Promise<void> {
  if (await hasQueuedJob(db, 'corporateActionSync')) return;
  await insertJob(db, { kind: 'corporateActionSync', payload: {}, runAt: now });
}

/** The job handlers of the corporate-action timetable, for the job runner. */
export function corporateActionJobHandlers(context: {
  feed: CorporateActionFeed;
}): Pick<JobHandlers, 'corporateActionStep' | 'corporateActionSync'> {
  const { feed } = context;
  return {
    corporateActionStep: steps.handler({ feed }),
    corporateActionSync: async (db, _payload, now) => {
      await syncCorporateActions(db, feed, now);
      return { retryAt: cutOffInstant(addCalendarDays(hongKongDate(now), 1), '00:00') };
    },
  };
}
