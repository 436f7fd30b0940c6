import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post, type BrowserSession } from '../../test/auth-client';
import {
  ALICE,
  BOB,
  openNotificationSuite,
  startNotificationTest,
  subscriptionByEndpoint,
  subscriptionsByEndpoint,
  type NotificationTestApp,
} from '../../test/notification-test-kit';

/**
 * Push subscriptions through the `notification` service (issue 14, spec §5) over HTTP on the real
 * database: a target missing a key skipped, an endpoint that is not https on a public host refused
 * with nothing kept, the same endpoint for two accounts kept as two rows (never moved from one to
 * the other), and the VAPID public key. Delivery itself is notification-push.test.ts's.
 */

let t: NotificationTestApp;
let alice: BrowserSession;
let bob: BrowserSession;
let aliceId: number;
let bobId: number;
let sequence = 0;

beforeAll(async () => {
  ({ t, aliceId, bobId } = await openNotificationSuite());
}, 120_000);

beforeEach(async () => {
  ({ alice, bob } = await startNotificationTest(t, aliceId, bobId));
});

afterAll(async () => {
  await t?.close();
});

describe('push subscriptions', () => {
  const add = (session: BrowserSession, accountCode: string, target: object) =>
    post(
      t.app,
      'notification/addSubscription',
      { accountCode, source: 'gateway', target },
      session,
    );
  const search = async (session: BrowserSession, accountCode: string) => {
    const reply = await post(
      t.app,
      'notification/searchSubscriptions',
      { accountCodes: [accountCode], source: 'gateway' },
      session,
    );
    expect(reply.statusCode).toBe(200);
    return reply.json<{ subscriptions: { _id: string; endpoint: string; status: string }[] }>()
      .subscriptions;
  };

  it('skips a target missing its endpoint, auth or p256dh key (spec §5)', async () => {
    const endpoint = `https://push.example/${(sequence += 1)}`;
    const keys = { auth: 'YXV0aC1zZWNyZXQtMTY', p256dh: 'BPublicKeyOfTheBrowser' };
    for (const target of [
      { keys },
      { endpoint: '  ', keys },
      { endpoint },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint, keys: { auth: keys.auth } },
      { endpoint, keys: { auth: '', p256dh: keys.p256dh } },
    ]) {
      const reply = await add(alice, ALICE, target);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ added: false, subscription: null });
    }
    expect(await subscriptionByEndpoint(t.db, endpoint)).toBeUndefined();
    const added = await add(alice, ALICE, { endpoint, keys });
    expect(added.json()).toMatchObject({
      added: true,
      subscription: { accountCode: ALICE, endpoint, status: 'active', source: 'gateway' },
    });
  });

  it('updates the same endpoint of the same account, not doubling it', async () => {
    const endpoint = `https://push.example/${(sequence += 1)}`;
    const first = await add(alice, ALICE, { endpoint, keys: { auth: 'a1', p256dh: 'p1' } });
    const firstId = first.json<{ subscription: { _id: string } }>().subscription._id;
    const again = await add(alice, ALICE, { endpoint, keys: { auth: 'a2', p256dh: 'p2' } });
    expect(again.json()).toMatchObject({ subscription: { _id: firstId, status: 'active' } });
    expect(await subscriptionsByEndpoint(t.db, endpoint)).toEqual([
      expect.objectContaining({ accountId: aliceId, auth: 'a2', p256dh: 'p2' }),
    ]);
  });

  it("keeps the same endpoint for another account as that account's own row, never moving it", async () => {
    const endpoint = `https://push.example/${(sequence += 1)}`;
    const first = await add(alice, ALICE, { endpoint, keys: { auth: 'a1', p256dh: 'p1' } });
    const firstId = first.json<{ subscription: { _id: string } }>().subscription._id;

    const again = await add(bob, BOB, { endpoint, keys: { auth: 'a2', p256dh: 'p2' } });
    expect(again.statusCode).toBe(200);
    const bobsId = again.json<{ subscription: { _id: string } }>().subscription._id;
    expect(bobsId).not.toBe(firstId);
    expect(again.json()).toMatchObject({ added: true, subscription: { accountCode: BOB } });
    const rows = await subscriptionsByEndpoint(t.db, endpoint);
    expect(
      rows.map(({ accountId, auth, p256dh, status }) => ({ accountId, auth, p256dh, status })),
    ).toEqual([
      { accountId: aliceId, auth: 'a1', p256dh: 'p1', status: 'active' },
      { accountId: bobId, auth: 'a2', p256dh: 'p2', status: 'active' },
    ]);
    expect((await search(alice, ALICE)).map((row) => row._id)).toContain(firstId);
    expect((await search(bob, BOB)).map((row) => row._id)).toEqual(
      expect.arrayContaining([bobsId]),
    );
    expect((await search(bob, BOB)).map((row) => row._id)).not.toContain(firstId);
  });

  const keys = { auth: 'YXV0aC1zZWNyZXQtMTY', p256dh: 'BPublicKeyOfTheBrowser' };

  it.each([
    'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHPRgkF',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk3',
    'https://web.push.apple.com/QGuQyavXutnMHa',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2fq%3d%3d',
    'https://push.example.com:8443/p/1',
    'https://8.8.8.8/push/1',
    'https://[2001:4860:4860::8888]/push/1',
  ])('accepts %s, an https endpoint on a public host', async (endpoint) => {
    const reply = await add(alice, ALICE, { endpoint, keys });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ added: true, subscription: { endpoint } });
  });

  it.each([
    ['not https', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['not https', 'wss://fcm.googleapis.com/fcm/send/abc'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/abc'],
    ['a user and password', 'https://user:secret@fcm.googleapis.com/fcm/send/abc'],
    ['loopback behind a user', 'https://fcm.googleapis.com@127.0.0.1/x'],
    ['localhost', 'https://localhost/push'],
    ['a localhost name', 'https://push.localhost/push'],
    ['a single-label name', 'https://intranet/push'],
    ['a local name', 'https://printer.local/push'],
    ['an internal name', 'https://metadata.google.internal/computeMetadata/v1/'],
    ['a home network name', 'https://router.home.arpa/push'],
    ['not a host name', 'https://a!b.example.com/push'],
    ['loopback', 'https://127.0.0.1/push'],
    ['loopback', 'https://127.1.2.3:8443/push'],
    ['loopback, written as a number', 'https://2130706433/push'],
    ['private', 'https://10.0.0.1/push'],
    ['private', 'https://172.16.5.4/push'],
    ['private', 'https://192.168.1.1/push'],
    ['carrier-grade NAT', 'https://100.64.0.1/push'],
    ['link-local, the metadata service', 'https://169.254.169.254/latest/meta-data/'],
    ['this network', 'https://0.0.0.0/push'],
    ['multicast', 'https://224.0.0.1/push'],
    ['broadcast', 'https://255.255.255.255/push'],
    ['IPv6 loopback', 'https://[::1]/push'],
    ['IPv6 unspecified', 'https://[::]/push'],
    ['IPv6 unique-local', 'https://[fc00::1]/push'],
    ['IPv6 unique-local', 'https://[fd12:3456::1]/push'],
    ['IPv6 link-local', 'https://[fe80::1]/push'],
    ['IPv6 multicast', 'https://[ff02::1]/push'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/push'],
    ['IPv4-mapped metadata', 'https://[::ffff:169.254.169.254]/push'],
    ['IPv4-mapped private', 'https://[::ffff:10.0.0.1]/push'],
  ])('refuses %s (%s) with push_endpoint_refused, keeping nothing', async (_why, endpoint) => {
    const before = await t.db.selectFrom('pushSubscription').selectAll().orderBy('id').execute();
    const reply = await add(alice, ALICE, { endpoint, keys });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 'push_endpoint_refused' });
    expect(await t.db.selectFrom('pushSubscription').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
  });

  it("refuses a bad endpoint without touching the account's kept subscriptions", async () => {
    const endpoint = `https://push.example/${(sequence += 1)}`;
    await add(alice, ALICE, { endpoint, keys });
    const kept = await subscriptionByEndpoint(t.db, endpoint);
    const refused = await add(alice, ALICE, { endpoint: 'https://10.1.2.3/push', keys });
    expect(refused.json()).toEqual({ code: 'push_endpoint_refused' });
    expect(await subscriptionByEndpoint(t.db, endpoint)).toEqual(kept);
    expect((await search(alice, ALICE)).map((row) => row.endpoint)).not.toContain(
      'https://10.1.2.3/push',
    );
  });

  it('answers the VAPID public key, the same every time', async () => {
    const first = await post(t.app, 'notification/getVapidPublicKey', {}, alice);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const second = await post(t.app, 'notification/getVapidPublicKey', {}, bob);
    expect(second.json()).toEqual({ publicKey });
  });
});
