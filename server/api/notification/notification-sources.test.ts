import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signIn, type BrowserSession } from '../../test/auth-client';
import {
  accountIdOf,
  clearNotifications,
  commitNotifications,
  createNotificationTestApp,
  draft,
  type NotificationTestApp,
} from '../../test/notification-test-kit';

/**
 * Notifications of either source (issue 23 §8, spec §7 `source`): a Fos client reads, counts and
 * marks its own notifications with `source: 'fos'`, and no session reaches another's, whatever
 * source it names.
 */

const FOS = 'F20001';
const GATEWAY = 'C10001';

let t: NotificationTestApp;
let fos: BrowserSession;
let gateway: BrowserSession;
let fosId: number;

beforeAll(async () => {
  t = await createNotificationTestApp();
  fosId = await accountIdOf(t.db, FOS);
  fos = await signIn(t.app, FOS, { source: 'fos' });
  gateway = await signIn(t.app, GATEWAY);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const list = (session: BrowserSession, accountCode: string, source: 'fos' | 'gateway') =>
  post(
    t.app,
    'notification/queryNotifications',
    {
      accountCodes: [accountCode],
      statuses: ['read', 'unread'],
      pageIndex: 0,
      pageSize: 20,
      source,
    },
    session,
  );

describe('notifications of a Fos client', () => {
  it('lists, counts and marks read its own notifications', async () => {
    await clearNotifications(t.db, fosId);
    t.clock.now = new Date();
    const at = new Date(t.clock.now.getTime() - 1_000);
    await commitNotifications(t.db, [
      draft(fosId, new Date(at.getTime() - 60_000)),
      draft(fosId, at),
    ]);

    const page = await list(fos, FOS, 'fos');
    expect(page.statusCode).toBe(200);
    const rows = page.json<{ notifications: { _id: string; accountCode: string }[] }>();
    expect(rows.notifications).toHaveLength(2);
    expect(rows.notifications.every((row) => row.accountCode === FOS)).toBe(true);

    const count = await post(
      t.app,
      'notification/countNotifications',
      { accountCode: FOS, status: 'unread', sinceLastQuery: false, source: 'fos' },
      fos,
    );
    expect(count.json()).toEqual({ count: 2 });

    const read = await post(
      t.app,
      'notification/markAllNotificationsRead',
      { accountCode: FOS, source: 'fos' },
      fos,
    );
    expect(read.json()).toMatchObject({ success: true, changed: 2 });
    const after = await post(
      t.app,
      'notification/countNotifications',
      { accountCode: FOS, status: 'unread', sinceLastQuery: false, source: 'fos' },
      fos,
    );
    expect(after.json()).toEqual({ count: 0 });
  });

  it('never reaches another account, whichever source the input names', async () => {
    expect((await list(gateway, FOS, 'fos')).statusCode).toBe(403);
    expect((await list(fos, GATEWAY, 'gateway')).statusCode).toBe(403);
    // The Fos client's code under the other source is not its account either.
    expect((await list(fos, FOS, 'gateway')).statusCode).toBe(403);
    const count = await post(
      t.app,
      'notification/countNotifications',
      { accountCode: FOS, status: 'unread', sinceLastQuery: false, source: 'fos' },
      gateway,
    );
    expect(count.statusCode).toBe(403);
  });
});
