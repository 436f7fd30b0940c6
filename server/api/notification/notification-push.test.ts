import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  notificationPushHandlers,
  type PushDeliveryDeps,
  type PushPayload,
  type PushSender,
  startNotificationPush,
} from '../../backoffice/core/notifications/push-delivery';
import { startJobRunner } from '../../jobs/job-runner';
import type { PushLookup, SocketLookup } from '../../security/push-endpoint';
import type { Database } from '../../db/schema';
import { post, signIn, type BrowserSession } from '../../test/auth-client';
import {
  accountIdOf,
  clearNotifications,
  clearSubscriptions,
  commitNotifications,
  createNotificationTestApp,
  markAllPushed,
  notificationRowsOf,
  subscriptionByEndpoint,
  subscriptionsByEndpoint,
  type NotificationTestApp,
} from '../../test/notification-test-kit';
import { everyJobHandler } from '../../test/job-handlers-kit';

/**
 * Web Push delivery (issue 14 §3): a browser subscribes through the call, an event commits a
 * notification, the push job claims it and sends it, encrypted and VAPID-signed, to a local
 * HTTP server standing in for the push service; a 410 marks the subscription deleted. The push
 * service's name resolves (a stub resolver) to a public address the test's agent routes to the
 * local server, as the network would; a name resolving to a private address is never connected to.
 */

let t: NotificationTestApp;
let alice: BrowserSession;
let aliceId: number;
const ALICE = 'C10006';
let pushService: https.Server;
/** The push service's self-signed certificate, which the agents trust (web-push speaks HTTPS only). */
let cert: Buffer;
let pushServicePort: number;
let pushBase: string;
/** The push service's name, and the public address the stub resolver gives it. */
const PUSH_HOST = 'push.portico.example';
const PUSH_SERVICE_ADDRESS = '1.1.1.1';
/** Every name the push job resolved, in order. */
const resolved: string[] = [];
let sequence = 0;
/** What the push service answers next. */
let answer = 201;
const received: { url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];

/** A browser's subscription keys: a P-256 public key and a 16-byte auth secret, base64url. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** A resolver answering each name from `answers`, ENOTFOUND for the rest. */
const answering =
  (answers: Record<string, readonly { address: string; family: number }[]>): PushLookup =>
  (hostname) => {
    resolved.push(hostname);
    const answer = answers[hostname];
    if (answer) return Promise.resolve(answer);
    return Promise.reject(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
  };

/**
 * The job's pinned lookup, with the push service's public address routed to the local server
 * (as a NAT would): any other address it answered would be connected to as it is, and fail.
 */
const routedToPushService =
  (pinned: SocketLookup): SocketLookup =>
  (hostname, options, callback) => {
    pinned(hostname, options, (error, address, family) => {
      const local = (entry: string) => (entry === PUSH_SERVICE_ADDRESS ? '127.0.0.1' : entry);
      if (Array.isArray(address)) {
        callback(
          error,
          address.map((entry) => ({ address: local(entry.address), family: entry.family })),
        );
      } else callback(error, local(address), family);
    });
  };

const deps = (overrides: Partial<PushDeliveryDeps> = {}): PushDeliveryDeps => ({
  features: { pushNotification: true },
  vapid: { keys: null, subject: 'mailto:operator@portico.test' },
  lookup: answering({ [PUSH_HOST]: [{ address: PUSH_SERVICE_ADDRESS, family: 4 }] }),
  agent: (pinned) =>
    new https.Agent({
      ca: cert,
      checkServerIdentity: () => undefined,
      lookup: routedToPushService(pinned),
    }),
  ...overrides,
});

/** One round of the push job as the runner does it: the claim's transaction, then its follow-up. */
async function runPushJob(db: Kysely<Database>, options: PushDeliveryDeps, now: Date) {
  const handler = notificationPushHandlers(options).notificationPush;
  const outcome = await db.transaction().execute((trx) => handler(trx, {}, now));
  await outcome.afterCommit?.(db);
  return outcome;
}

async function subscribe(endpoint: string) {
  const reply = await post(
    t.app,
    'notification/addSubscription',
    { accountCode: ALICE, source: 'gateway', target: { endpoint, keys: browserKeys() } },
    alice,
  );
  expect(reply.json()).toMatchObject({ added: true });
}

function notify(at: Date, fields = { code: '00700;HKEX;HK', quantity: '200' }) {
  return commitNotifications(t.db, [
    {
      accountId: aliceId,
      type: 'stockOrderMatched',
      sourceKey: `push:${(sequence += 1)}`,
      fields,
      at,
    },
  ]);
}

beforeAll(async () => {
  t = await createNotificationTestApp();
  aliceId = await accountIdOf(t.db, ALICE);
  const folder = mkdtempSync(path.join(tmpdir(), 'portico-push-'));
  // prettier-ignore
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', path.join(folder, 'key.pem'), '-out', path.join(folder, 'cert.pem')], { stdio: 'ignore' });
  const key = readFileSync(path.join(folder, 'key.pem'));
  cert = readFileSync(path.join(folder, 'cert.pem'));
  rmSync(folder, { recursive: true });
  pushService = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushServicePort = (pushService.address() as AddressInfo).port;
  pushBase = `https://${PUSH_HOST}:${pushServicePort}`;
}, 120_000);

beforeEach(async () => {
  t.clock.now = new Date();
  alice = await signIn(t.app, ALICE);
  await clearNotifications(t.db, aliceId);
  await clearSubscriptions(t.db, aliceId);
  await markAllPushed(t.db, t.clock.now);
  received.splice(0);
  resolved.splice(0);
  answer = 201;
});

afterAll(async () => {
  await new Promise((resolve) => pushService?.close(resolve));
  await t?.close();
});

describe('web push', () => {
  it('delivers a notification once, encrypted and signed with the VAPID key', async () => {
    const endpoint = `${pushBase}/push/${(sequence += 1)}`;
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
    const gone = `${pushBase}/push/${(sequence += 1)}`;
    await subscribe(gone);
    answer = 410;
    await notify(t.clock.now);
    await runPushJob(t.db, deps(), t.clock.now);
    expect(received).toHaveLength(1);
    expect((await subscriptionByEndpoint(t.db, gone))?.status).toBe('deleted');

    const failing = `${pushBase}/push/${(sequence += 1)}`;
    await subscribe(failing);
    answer = 500;
    await notify(t.clock.now);
    await runPushJob(t.db, deps({ log: { warn: () => undefined } }), t.clock.now);
    expect(received.map((push) => push.url)).toEqual([
      new URL(gone).pathname,
      new URL(failing).pathname,
    ]);
    expect((await subscriptionByEndpoint(t.db, failing))?.status).toBe('active');
    // The failed notification is not retried for ever.
    answer = 201;
    await runPushJob(t.db, deps(), t.clock.now);
    expect(received).toHaveLength(2);
  });

  it("titles the push in the account's language and leads to the row's target", async () => {
    const endpoint = `${pushBase}/push/${(sequence += 1)}`;
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
    await subscribe(`${pushBase}/push/${(sequence += 1)}`);
    await notify(t.clock.now);
    await runPushJob(t.db, deps({ features: { pushNotification: false } }), t.clock.now);
    expect(received).toEqual([]);
    expect((await notificationRowsOf(t.db, aliceId))[0]?.pushedAt).not.toBeNull();
  });
});

describe('where a push may connect', () => {
  const publicService = [{ address: PUSH_SERVICE_ADDRESS, family: 4 }];
  const endpointOn = (host: string) => `https://${host}:${pushServicePort}/push/${(sequence += 1)}`;
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
    const loopback = `https://127.0.0.1:${pushServicePort}/push/${(sequence += 1)}`;
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

describe('push at once', () => {
  it('pushes as soon as a notification is announced: the listener nudges the job runner', async () => {
    await subscribe(`${pushBase}/push/${(sequence += 1)}`);
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
