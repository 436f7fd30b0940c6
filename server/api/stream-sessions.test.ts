import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../test/auth-client';
import { openSse, type SseClient } from '../test/sse-client';

/**
 * The live streams of the whole app through real HTTP (server/api/stream-registry.ts): a
 * session's quote and unread streams close as soon as it ends (logout, kick, a new login), not at
 * their next minute's session check, and one client address holds at most MAX_STREAMS_PER_ADDRESS
 * streams of every kind together (here 4; 429 `rate_limited` past it). Each test speaks from a
 * loopback address of its own, so no test counts another's streams.
 */

let t: AuthTestApp;
let base: string;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createAuthTestApp({ env: { MAX_STREAMS_PER_ADDRESS: '4' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);

afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

afterAll(async () => {
  await t?.close();
});

const STREAMS = {
  quotes: '/portal/api/stream/quotes?symbols=00700',
  unread: '/portal/api/stream/notifications',
} as const;

/** Opens a stream of `session` from `localAddress`. */
async function connect(
  kind: keyof typeof STREAMS,
  session: BrowserSession,
  localAddress: string,
): Promise<SseClient> {
  const client = await openSse(base, STREAMS[kind], session, { localAddress });
  open.push(client);
  return client;
}

/** Opens both streams of a session and waits for their first frames. */
async function both(session: BrowserSession, localAddress: string) {
  const quotes = await connect('quotes', session, localAddress);
  const unread = await connect('unread', session, localAddress);
  expect([quotes.status, unread.status]).toEqual([200, 200]);
  await quotes.next('snapshot');
  await unread.next('unread');
  return [quotes, unread] as const;
}

/** Whether the stream ended within `ms` (the session re-check would take a minute). */
async function endsWithin(client: SseClient, ms = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const ended = await Promise.race([client.ended.then(() => true as const), late]);
  clearTimeout(timer);
  return ended;
}

describe("a session's streams", () => {
  it('close at once when the session logs out', async () => {
    const session = await signIn(t.app, 'C10001');
    const streams = await both(session, '127.0.0.2');
    const logout = await post(
      t.app,
      'account/accountLogout',
      { sessionId: session.sessionId },
      session,
    );
    expect(logout.statusCode).toBe(200);
    expect(await Promise.all(streams.map((stream) => endsWithin(stream)))).toEqual([true, true]);
  });

  it("close at once when an administrator kicks the account, and no one else's", async () => {
    const kicked = await signIn(t.app, 'C10005');
    const bystander = await signIn(t.app, 'M40001');
    const streams = await both(kicked, '127.0.0.3');
    const [untouched] = await both(bystander, '127.0.0.3');
    const admin = await signIn(t.app, 'S90001');
    const kick = await post(
      t.app,
      'account/kick',
      { accountCode: 'C10005', source: 'gateway' },
      admin,
    );
    expect(kick.json()).toEqual({ kickedSessions: 1 });
    expect(await Promise.all(streams.map((stream) => endsWithin(stream)))).toEqual([true, true]);
    expect(await endsWithin(untouched, 200)).toBe(false);
  });

  it('close at once when a new login replaces the session', async () => {
    const replaced = await signIn(t.app, 'A30001');
    const streams = await both(replaced, '127.0.0.4');
    await signIn(t.app, 'A30001');
    expect(await Promise.all(streams.map((stream) => endsWithin(stream)))).toEqual([true, true]);
  });
});

describe('one address', () => {
  it('holds at most MAX_STREAMS_PER_ADDRESS streams of every kind, then gets a coded 429', async () => {
    const address = '127.0.0.5';
    const first = await signIn(t.app, 'F20001', { source: 'fos' });
    const second = await signIn(t.app, 'C10006');
    const held = [...(await both(first, address)), ...(await both(second, address))];
    const refused = await connect('quotes', second, address);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.body)).toEqual({ code: 'rate_limited', retryAfterSeconds: 5 });
    // Another address is not held back by this one.
    expect((await connect('quotes', second, '127.0.0.6')).status).toBe(200);
    // A stream closed gives its slot back.
    held[0]?.close();
    let again = await connect('unread', first, address);
    for (let tries = 0; again.status === 429 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await connect('unread', first, address);
    }
    expect(again.status).toBe(200);
  });
});
