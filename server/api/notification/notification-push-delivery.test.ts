import { describe, expect, it } from 'vitest';
import {
  notificationPushHandlers,
  type PushPayload,
  type PushSender,
  startNotificationPush,
} from '../../backoffice/core/notifications/push-delivery';
import { startJobRunner } from '../../jobs/job-runner';
import { post } from '../../test/auth-client';
import { everyJobHandler } from '../../test/job-handlers-kit';
import { notificationRowsOf, subscriptionByEndpoint } from '../../test/notification-test-kit';
import {
  alice,
  ALICE,
  aliceId,
  answerWith,
  deps,
  nextSequence,
  notify,
  pushBase,
  received,
  runPushJob,
  subscribe,
  t,
  usePushService,
} from '../../test/push-test-kit';

/**
 * Web Push delivery (issue 14 §3): a browser subscribes through the call, an event commits a
 * notification, the push job claims it and sends it, encrypted and VAPID-signed, to a local
 * HTTP server standing in for the push service; a 410 marks the subscription deleted; the
 * notification listener nudges the job runner to push at once. Where a push may connect is
 * notification-push-endpoint.test.ts's.
 */

usePushService();

describe('web push', () => {
  it('delivers a notification once, encrypted and signed with the VAPID key', async () => {
    const endpoint = `${pushBase}/push/${nextSequence()}`;
    await subscribe(endpoint);
    await notify(t.clock.now);
    await runPushJob(t.db, deps(), t.clock.now);
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push?.url).toBe(new URL(endpoint).pathname);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    const publicKey = (await post(t.app, 'notification/getVapidPublicKey', {}, alice)).json<{
      publicKey: string;
    }>().publicKey;
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(push?.headers.authorization).toContain(`k=${publicKey}`);
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    expect(push?.body.length).toBeGreaterThan(100);
    expect(push?.body.toString('latin1')).not.toContain('stockOrderMatched');
    expect((await notificationRowsOf(t.db, aliceId))[0]?.pushedAt).not.toBeNull();

    await runPushJob(t.db, deps(), t.clock.now);
    expect(received).toHaveLength(1);
  });

  it('marks a subscription the push service says is gone (410) deleted, and keeps others', async () => {
    const gone = `${pushBase}/push/${nextSequence()}`;
    await subscribe(gone);
    answerWith(410);
    await notify(t.clock.now);
    await runPushJob(t.db, deps(), t.clock.now);
    expect(received).toHaveLength(1);
    expect((await subscriptionByEndpoint(t.db, gone))?.status).toBe('deleted');

    const failing = `${pushBase}/push/${nextSequence()}`;
    await subscribe(failing);
    answerWith(500);
    await notify(t.clock.now);
    await runPushJob(t.db, deps({ log: { warn: () => undefined } }), t.clock.now);
    expect(received.map((push) => push.url)).toEqual([
      new URL(gone).pathname,
      new URL(failing).pathname,
    ]);
    expect((await subscriptionByEndpoint(t.db, failing))?.status).toBe('active');
    // The failed notification is not retried for ever.
    answerWith(201);
    await runPushJob(t.db, deps(), t.clock.now);
    expect(received).toHaveLength(2);
  });

  it("titles the push in the account's language and leads to the row's target", async () => {
    const endpoint = `${pushBase}/push/${nextSequence()}`;
    await subscribe(endpoint);
    const language = await post(
      t.app,
      'preference/setLanguage',
      { accountCode: ALICE, language: 'zh-HK', source: 'gateway' },
      alice,
    );
    expect(language.statusCode).toBe(200);
    await notify(t.clock.now);
    const sent: PushPayload[] = [];
    const send: PushSender = (_subscription, payload) => {
      sent.push(JSON.parse(payload) as PushPayload);
      return Promise.resolve({ statusCode: 201 });
    };
    await runPushJob(t.db, deps({ send }), t.clock.now);
    const [row] = await notificationRowsOf(t.db, aliceId);
    expect(sent).toEqual([
      expect.objectContaining({
        notificationId: String(row?.id),
        type: 'stockOrderMatched',
        url: '/portal/stocks/history',
      }),
    ]);
    expect(sent[0]?.body).toContain('HK.00700');
    expect(sent[0]?.body).toContain('200');
    expect(sent[0]?.title).toMatch(/[\u4e00-\u9fff]/);
    await post(
      t.app,
      'preference/setLanguage',
      { accountCode: ALICE, language: 'en', source: 'gateway' },
      alice,
    );
  });

  it('sends nothing where the brand has no push, and marks the rows done', async () => {
    await subscribe(`${pushBase}/push/${nextSequence()}`);
    await notify(t.clock.now);
    await runPushJob(t.db, deps({ features: { pushNotification: false } }), t.clock.now);
    expect(received).toEqual([]);
    expect((await notificationRowsOf(t.db, aliceId))[0]?.pushedAt).not.toBeNull();
  });
});

describe('push at once', () => {
  it('pushes as soon as a notification is announced: the listener nudges the job runner', async () => {
    await subscribe(`${pushBase}/push/${nextSequence()}`);
    const quiet = { error: () => undefined, warn: () => undefined };
    // The runner's own poll is far away: only the nudge can make it push within the test.
    const runner = startJobRunner({
      db: t.db,
      handlers: everyJobHandler(
        { brand: t.config.brand, vapid: deps().vapid },
        notificationPushHandlers(deps()),
      ),
      clock: t.clock.read,
      intervalMs: 600_000,
      log: quiet,
    });
    const stop = await startNotificationPush({
      database: t.database,
      vapid: deps().vapid,
      clock: t.clock.read,
      nudge: runner.nudge,
      log: quiet,
    });
    try {
      await notify(t.clock.now);
      for (let attempt = 0; attempt < 150 && received.length === 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(received).toHaveLength(1);
      expect((await notificationRowsOf(t.db, aliceId))[0]?.pushedAt).not.toBeNull();
    } finally {
      await stop();
      await runner.stop();
    }
  });
});
