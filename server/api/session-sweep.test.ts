import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '../../brands/index';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../test/auth-client';
import { allCalls } from '../areas/compose';
import type { SessionGate } from '../auth/session-gate';
import { sessionCallSamples as samples } from '../test/session-call-samples';
import { callKey, selectCalls, type CallDefinition } from './registry';

/**
 * The sweep of docs/DECISIONS.md §4: every registered call that needs a session refuses a missing,
 * expired, logged-out, kicked or idle one, and a user naming another account gets 403. The
 * sample table must name every such call, so a new call cannot slip past unchecked.
 */

const gate: SessionGate = {
  authenticate: () => Promise.reject(new Error('unused')),
  authorise: () => Promise.reject(new Error('unused')),
};

const sessionCalls = selectCalls(allCalls, getBrand('default'), gate).filter(
  (call) => call.access !== 'public',
);

const isAdminCall = (call: CallDefinition) =>
  typeof call.access === 'object' && call.access.minRole === 'admin';

const isAdvisorCall = (call: CallDefinition) =>
  typeof call.access === 'object' && call.access.minRole === 'advisor';

/**
 * A call on the Fos back office's books (crypto): its own account is a Fos client's (F20001), the
 * other account F10001; an advisor has no Fos clients, so it reaches none (403).
 */
const isFosCall = (call: CallDefinition) => call.account?.books === 'fos';
const ownCode = (call: CallDefinition) => (isFosCall(call) ? 'F20001' : 'C10005');
const otherCode = (call: CallDefinition) => (isFosCall(call) ? 'F10001' : 'C10001');

let t: AuthTestApp;
const sessions: Record<
  'own' | 'fos' | 'advisor' | 'admin' | 'expired' | 'idle' | 'loggedOut' | 'kicked',
  BrowserSession
> = {} as never;

beforeAll(async () => {
  // The sweep sends some six calls per call from one address within a minute: more than the
  // per-address rate limit allows once there are two hundred calls.
  t = await createAuthTestApp({
    env: { INACTIVITY_KICK_MS: '600000', RATE_LIMIT_PER_MINUTE: '100000' },
  });
  const minutes = (count: number) => t.clock.advance(count * 60_000);
  sessions.expired = await signIn(t.app, 'C10006');
  minutes(4);
  sessions.idle = await signIn(t.app, 'C10007');
  minutes(4);
  await post(t.app, 'account/touch', {}, sessions.expired);
  minutes(8);
  // Now: the expired session's token lapsed 1 minute ago (8 minutes idle, under the 10-minute
  // kick); the idle one has sat 12 minutes with a live token.
  sessions.loggedOut = await signIn(t.app, 'C10001');
  await post(
    t.app,
    'account/accountLogout',
    { sessionId: sessions.loggedOut.sessionId },
    sessions.loggedOut,
  );
  sessions.admin = await signIn(t.app, 'S90001');
  sessions.kicked = await signIn(t.app, 'C10002');
  await post(t.app, 'account/kick', { accountCode: 'C10002', source: 'gateway' }, sessions.admin);
  sessions.own = await signIn(t.app, 'C10005');
  sessions.advisor = await signIn(t.app, 'A30001');
  sessions.fos = await signIn(t.app, 'F20001', { source: 'fos' });
});

afterAll(async () => {
  await t.close();
});

describe('the sweep over every call that needs a session', () => {
  it('has a sample input for each of them, and for nothing else', () => {
    expect(Object.keys(samples).sort()).toEqual(sessionCalls.map(callKey).sort());
    expect(sessionCalls.length).toBeGreaterThanOrEqual(14);
  });

  it.each(sessionCalls.map((call) => [callKey(call), call] as const))(
    '%s refuses every unusable session',
    async (key, call) => {
      const input = (samples[key] ?? (() => ({})))(ownCode(call));
      const anonymous = await post(t.app, key, input);
      expect(anonymous.json()).toEqual({ code: 'unauthenticated', reason: 'missing' });
      const reasons = {
        expired: 'expired',
        idle: 'idle',
        loggedOut: 'logged_out',
        kicked: 'kicked',
      } as const;
      for (const [name, reason] of Object.entries(reasons)) {
        const reply = await post(t.app, key, input, sessions[name as keyof typeof reasons]);
        expect([name, reply.statusCode, reply.json()]).toEqual([
          name,
          401,
          { code: 'unauthenticated', reason },
        ]);
      }
      // C10005 is the advisor's client: advisor calls are made by the advisor, for them.
      const owner = isAdminCall(call)
        ? sessions.admin
        : isAdvisorCall(call)
          ? sessions.advisor
          : isFosCall(call)
            ? sessions.fos
            : sessions.own;
      const allowed = await post(t.app, key, input, owner);
      expect([key, allowed.statusCode]).toEqual([key, 200]);
    },
  );

  it.each(
    sessionCalls.filter((call) => call.account).map((call) => [callKey(call), call] as const),
  )('%s refuses a user naming another account (403)', async (key, call) => {
    const sample = samples[key] ?? (() => ({}));
    const own = isFosCall(call) ? sessions.fos : sessions.own;
    const reply = await post(t.app, key, sample(otherCode(call)), own);
    expect(reply.json()).toEqual({ code: 'forbidden' });
    // An advisor reaches a linked client only where the call allows clients.
    const advisor = await post(t.app, key, sample(otherCode(call)), sessions.advisor);
    const reachesClient = call.account?.reach === 'client' && !isFosCall(call);
    const expected = reachesClient && !isAdminCall(call) ? 200 : 403;
    expect([key, advisor.statusCode]).toEqual([key, expected]);
  });
});
