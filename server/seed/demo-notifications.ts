import type { Kysely } from 'kysely';
import { hongKongDate } from '../../shared/domain/business-calendar';
import type { Database } from '../db/schema';
import {
  recordNotifications,
  type NotificationDraft,
} from '../backoffice/core/notifications/notification-outbox';
import {
  dailyPeriod,
  monthlyPeriod,
  type StatementPeriod,
} from '../backoffice/gateway/trade-documents/statement-period';
import { statementName } from '../backoffice/gateway/trade-documents/statement-notices';
import { findAccountByCode } from '../repositories/account.repository';
import { demoOpeningInstant } from './demo-funds';

/**
 * The demo book's notifications (demo book: at least 5, 3 of them unread, of at least 3
 * kinds): C10001's, one a day over the six days before the seeding, each telling of something
 * its books hold (issue 31 §3: a row opens what it is about): the HKD cash it was paid in, the
 * shares transferred in (demo-stocks.ts), and the daily and monthly statements its opening
 * entries issued (demo-funds.ts `demoOpeningInstant`), each naming the document it opens. The
 * order notices are the plan runs' own (demo-plan-runs.ts), made by dealing them. The three
 * newest are unread. Idempotent: each is keyed `demo:<n>`, so a second run inserts nothing and
 * leaves the reader's changes.
 */

const DAY_MS = 86_400_000;

type DemoNotice = Omit<NotificationDraft, 'accountId' | 'sourceKey' | 'at'> & {
  /** Days before the seeding. */
  daysAgo: number;
  /** A statement is told of no earlier than it is issued. */
  issued?: StatementPeriod;
};

function demoNotices(now: Date): DemoNotice[] {
  const opening = hongKongDate(demoOpeningInstant(now));
  const daily = dailyPeriod(opening);
  const monthly = monthlyPeriod(opening.slice(0, 7));
  return [
    {
      daysAgo: 6,
      type: 'cashMovement',
      fields: { amount: '850000.00', currencyCode: 'HKD' },
      status: 'read',
    },
    {
      daysAgo: 5,
      type: 'holding',
      fields: { code: '00005', quantity: '2000' },
      status: 'read',
    },
    {
      daysAgo: 4,
      type: 'holding',
      fields: { code: '00700', quantity: '1000' },
      status: 'read',
    },
    {
      daysAgo: 3,
      type: 'newDocument',
      fields: { documentName: statementName('C10001', daily), referenceCode: daily.id },
      issued: daily,
    },
    {
      daysAgo: 2,
      type: 'holding',
      fields: { code: 'AAPL', quantity: '50' },
    },
    {
      daysAgo: 1,
      type: 'newDocument',
      fields: { documentName: statementName('C10001', monthly), referenceCode: monthly.id },
      issued: monthly,
    },
  ];
}

/** When a notice is dated: its day before `now`, and never before what it tells of was issued. */
function dateOf(notice: DemoNotice, now: Date): Date {
  const at = new Date(now.getTime() - notice.daysAgo * DAY_MS);
  const issuedAt = notice.issued?.to;
  return issuedAt && issuedAt > at ? issuedAt : at;
}

/** Seeds C10001's notifications once (by their `demo:<n>` keys). */
export async function seedDemoNotifications(db: Kysely<Database>, now: Date): Promise<void> {
  const account = await findAccountByCode(db, 'C10001', 'gateway');
  if (!account) return;
  const drafts: NotificationDraft[] = demoNotices(now).map(({ daysAgo, issued, ...notice }, n) => ({
    ...notice,
    accountId: account.id,
    sourceKey: `demo:${n + 1}`,
    at: dateOf({ daysAgo, ...(issued ? { issued } : {}), ...notice }, now),
  }));
  await recordNotifications(db, drafts);
}
