import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  notificationPushHandlers,
  type PushDeliveryDeps,
} from '../backoffice/core/notifications/push-delivery';
import type { PushLookup, SocketLookup } from '../security/push-endpoint';
import type { Database } from '../db/schema';
import { post, signIn, type BrowserSession } from './auth-client';
import {
  accountIdOf,
  ALICE,
  clearNotifications,
  clearSubscriptions,
  commitNotifications,
  createNotificationTestApp,
  markAllPushed,
  type NotificationTestApp,
} from './notification-test-kit';

/**
 * Web Push tests' kit (issue 14 §3): a local HTTPS server standing in for the push service, and
 * the push job's dependencies pointed at it. The push service's name resolves (a stub resolver)
 * to a public address the test's agent routes to the local server, as the network would; a name
 * resolving to a private address is never connected to. A suite calls `usePushService()` once, at
 * its top level: it registers the hooks that open the app and the server, and give each test a
 * clean slate (Alice signed in afresh, without notifications nor subscriptions, nothing received
 * nor resolved, the push service answering 201). The `let` exports are live: read them in tests.
 */

export { ALICE };

export let t: NotificationTestApp;
export let alice: BrowserSession;
export let aliceId: number;
let pushService: https.Server;
/** The push service's self-signed certificate, which the agents trust (web-push speaks HTTPS only). */
let cert: Buffer;
export let pushServicePort: number;
export let pushBase: string;
/** The push service's name, and the public address the stub resolver gives it. */
export const PUSH_HOST = 'push.portico.example';
export const PUSH_SERVICE_ADDRESS = '1.1.1.1';
/** Every name the push job resolved, in order. */
export const resolved: string[] = [];
let sequence = 0;

/** A number not used before in this suite (for endpoints and source keys). */
export function nextSequence(): number {
  return (sequence += 1);
}
/** What the push service answers next. */
let answer = 201;

/** Makes the push service answer `status` from now on (201 again at each test's start). */
export function answerWith(status: number): void {
  answer = status;
}
export const received: { url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];

/** A browser's subscription keys: a P-256 public key and a 16-byte auth secret, base64url. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** A resolver answering each name from `answers`, ENOTFOUND for the rest. */
export const answering =
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

export const deps = (overrides: Partial<PushDeliveryDeps> = {}): PushDeliveryDeps => ({
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
export async function runPushJob(db: Kysely<Database>, options: PushDeliveryDeps, now: Date) {
  const handler = notificationPushHandlers(options).notificationPush;
  const outcome = await db.transaction().execute((trx) => handler(trx, {}, now));
  await outcome.afterCommit?.(db);
  return outcome;
}

export async function subscribe(endpoint: string) {
  const reply = await post(
    t.app,
    'notification/addSubscription',
    { accountCode: ALICE, source: 'gateway', target: { endpoint, keys: browserKeys() } },
    alice,
  );
  expect(reply.json()).toMatchObject({ added: true });
}

export function notify(at: Date, fields = { code: '00700;HKEX;HK', quantity: '200' }) {
  return commitNotifications(t.db, [
    {
      accountId: aliceId,
      type: 'stockOrderMatched',
      sourceKey: `push:${nextSequence()}`,
      fields,
      at,
    },
  ]);
}

/** Registers the suite's hooks (see above): call once, at the suite file's top level. */
export function usePushService(): void {
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
}
