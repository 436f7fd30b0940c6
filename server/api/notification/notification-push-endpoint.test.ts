import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { PushSender } from '../../backoffice/core/notifications/push-delivery';
import { post, signIn } from '../../test/auth-client';
import {
  accountIdOf,
  clearSubscriptions,
  notificationRowsOf,
  subscriptionByEndpoint,
  subscriptionsByEndpoint,
} from '../../test/notification-test-kit';
import {
  aliceId,
  answering,
  browserKeys,
  deps,
  nextSequence,
  notify,
  PUSH_HOST,
  PUSH_SERVICE_ADDRESS,
  pushServicePort,
  received,
  resolved,
  runPushJob,
  subscribe,
  t,
  usePushService,
} from '../../test/push-test-kit';

/**
 * Where a push may connect (issue 14 §3), checked at send time: the push job resolves each
 * subscription's host itself and connects only to the public addresses it resolved, so a name
 * resolving to a private address, one that does not resolve, or a kept endpoint the call would
 * refuse today is never connected to. The sending itself is notification-push-delivery.test.ts's.
 */

usePushService();

describe('where a push may connect', () => {
  const publicService = [{ address: PUSH_SERVICE_ADDRESS, family: 4 }];
  const endpointOn = (host: string) => `https://${host}:${pushServicePort}/push/${nextSequence()}`;
  /** The sender the job asks, recording each endpoint before web-push connects to it. */
  const recordingSender =
    (asked: string[]): PushSender =>
    (subscription, payload, options) => {
      asked.push(subscription.endpoint);
      return webpush.sendNotification(subscription, payload, options);
    };
  const warnings = (into: string[]) => ({
    warn: (_details: object, text: string) => into.push(text),
  });

  it('never connects where a name resolves to an address that is not public, and makes its subscription inactive', async () => {
    const good = endpointOn(PUSH_HOST);
    const rebound = endpointOn('rebound.portico.example');
    const internal = endpointOn('internal-push.portico.example');
    for (const endpoint of [good, rebound, internal]) await subscribe(endpoint);
    await notify(t.clock.now);
    const asked: string[] = [];
    const logged: string[] = [];
    const options = deps({
      lookup: answering({
        [PUSH_HOST]: publicService,
        // One public address beside a private one is refused as a whole.
        'rebound.portico.example': [...publicService, { address: '169.254.169.254', family: 4 }],
        'internal-push.portico.example': [{ address: '10.0.0.7', family: 4 }],
      }),
      send: recordingSender(asked),
      log: warnings(logged),
    });
    await runPushJob(t.db, options, t.clock.now);

    expect(asked).toEqual([good]);
    expect(received.map((push) => push.url)).toEqual([new URL(good).pathname]);
    expect((await subscriptionByEndpoint(t.db, good))?.status).toBe('active');
    expect((await subscriptionByEndpoint(t.db, rebound))?.status).toBe('inactive');
    expect((await subscriptionByEndpoint(t.db, internal))?.status).toBe('inactive');
    expect(logged.filter((text) => text.includes('not on a public host'))).toHaveLength(2);
    expect((await notificationRowsOf(t.db, aliceId))[0]?.pushedAt).not.toBeNull();

    // An inactive subscription is not resolved nor sent to again.
    resolved.splice(0);
    await notify(t.clock.now);
    await runPushJob(t.db, options, t.clock.now);
    expect(resolved).toEqual([PUSH_HOST]);
    expect(asked).toEqual([good, good]);
  });

  it('skips a name that does not resolve this round, keeping its subscription', async () => {
    const unknown = endpointOn('unknown.portico.example');
    await subscribe(unknown);
    await notify(t.clock.now);
    const asked: string[] = [];
    const logged: string[] = [];
    await runPushJob(
      t.db,
      deps({ send: recordingSender(asked), log: warnings(logged) }),
      t.clock.now,
    );
    expect(asked).toEqual([]);
    expect(received).toEqual([]);
    expect(logged).toEqual([expect.stringContaining('did not resolve')]);
    expect((await subscriptionByEndpoint(t.db, unknown))?.status).toBe('active');
  });

  it('refuses a kept endpoint the call would refuse today, without resolving it', async () => {
    const loopback = `https://127.0.0.1:${pushServicePort}/push/${nextSequence()}`;
    await t.db
      .insertInto('pushSubscription')
      .values({
        accountId: aliceId,
        source: 'gateway',
        endpoint: loopback,
        status: 'active',
        createdAt: t.clock.now,
        updatedAt: t.clock.now,
        ...browserKeys(),
      })
      .execute();
    await notify(t.clock.now);
    const asked: string[] = [];
    await runPushJob(t.db, deps({ send: recordingSender(asked), log: warnings([]) }), t.clock.now);
    expect(resolved).toEqual([]);
    expect(asked).toEqual([]);
    expect(received).toEqual([]);
    expect((await subscriptionByEndpoint(t.db, loopback))?.status).toBe('inactive');
  });

  it("pushes each account's notifications to its own row of a shared endpoint", async () => {
    const endpoint = endpointOn(PUSH_HOST);
    await subscribe(endpoint);
    const bob = await signIn(t.app, 'C10002');
    const bobId = await accountIdOf(t.db, 'C10002');
    await clearSubscriptions(t.db, bobId);
    const added = await post(
      t.app,
      'notification/addSubscription',
      { accountCode: 'C10002', source: 'gateway', target: { endpoint, keys: browserKeys() } },
      bob,
    );
    expect(added.json()).toMatchObject({ added: true });
    const rows = await subscriptionsByEndpoint(t.db, endpoint);
    expect(rows.map((row) => row.accountId).sort()).toEqual([aliceId, bobId].sort());
    await notify(t.clock.now);
    await runPushJob(t.db, deps(), t.clock.now);
    // Alice's notification went once, to her row; Bob's row is still his and active.
    expect(received).toHaveLength(1);
    expect(await subscriptionsByEndpoint(t.db, endpoint)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountId: aliceId, status: 'active' }),
        expect.objectContaining({ accountId: bobId, status: 'active' }),
      ]),
    );
    await clearSubscriptions(t.db, bobId);
  });
});
