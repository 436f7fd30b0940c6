import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post, type BrowserSession } from '../../test/auth-client';
import {
  ALICE,
  BOB,
  openNotificationSuite,
  startNotificationTest,
  subscriptionByEndpoint,
  type NotificationTestApp,
} from '../../test/notification-test-kit';

/**
 * Push subscriptions through the `notification` service (issue 14, spec §5) over HTTP on the real
 * database: a target missing a key skipped, an endpoint moving to the account that sent it, and
 * the VAPID public key. Delivery itself is notification-push.test.ts's.
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

  it('updates the same endpoint, moving it to the account that sent it', async () => {
    const endpoint = `https://push.example/${(sequence += 1)}`;
    const first = await add(alice, ALICE, { endpoint, keys: { auth: 'a1', p256dh: 'p1' } });
    const firstId = first.json<{ subscription: { _id: string } }>().subscription._id;
    expect((await search(alice, ALICE)).map((row) => row._id)).toContain(firstId);

    const again = await add(bob, BOB, { endpoint, keys: { auth: 'a2', p256dh: 'p2' } });
    expect(again.json()).toMatchObject({
      added: true,
      subscription: { _id: firstId, accountCode: BOB, status: 'active' },
    });
    const stored = await subscriptionByEndpoint(t.db, endpoint);
    expect(stored).toMatchObject({ accountId: bobId, auth: 'a2', p256dh: 'p2' });
    expect((await search(alice, ALICE)).map((row) => row._id)).not.toContain(firstId);
    expect((await search(bob, BOB)).filter((row) => row.endpoint === endpoint)).toHaveLength(1);
  });

  it('answers the VAPID public key, the same every time', async () => {
    const first = await post(t.app, 'notification/getVapidPublicKey', {}, alice);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const second = await post(t.app, 'notification/getVapidPublicKey', {}, bob);
    expect(second.json()).toEqual({ publicKey });
  });
});
