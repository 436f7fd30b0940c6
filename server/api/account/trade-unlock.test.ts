import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAccountByCode, setPasswordHash } from '../../repositories/account.repository';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

/**
 * Trade unlock (issue 9 §2): the trade password, checked once, unlocks trading for the session
 * for TRADE_UNLOCK_MINUTES; orders inside the window need no password; lock, expiry and a
 * password change end it; a new sign-in starts locked.
 */

let t: AuthTestApp;
let keyCount = 0;
let c10001: { id: number; demoTradePasswordHash: string };

beforeAll(async () => {
  t = await createAuthTestApp({ env: { TRADE_UNLOCK_MINUTES: '5' } });
  const account = await findAccountByCode(t.db, 'C10001', 'gateway');
  if (!account?.tradePasswordHash) throw new Error('C10001 has no trade password');
  c10001 = { id: account.id, demoTradePasswordHash: account.tradePasswordHash };
});

beforeEach(async () => {
  // Every test unlocks with the demo trade password, which the password change test replaces.
  await setPasswordHash(t.db, c10001.id, 'trade', c10001.demoTradePasswordHash, t.clock.now);
});

afterAll(async () => {
  await t.close();
});

const call = (session: BrowserSession, name: string, body: object) =>
  post(t.app, name, { accountCode: 'C10001', ...body }, session);

async function subscribe(session: BrowserSession, tradePassword?: string) {
  keyCount += 1;
  const reply = await call(session, 'fund-order/placeSubscription', {
    idempotencyKey: `unlock-test-${keyCount}`,
    fundId: 'VH-HKD-MMF',
    amount: '10000',
    hasAcknowledgedRisk: true,
    ...(tradePassword === undefined ? {} : { tradePassword }),
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ result: number; tradePassword?: string }>();
}

async function unlockedUntil(session: BrowserSession): Promise<string | null> {
  const reply = await call(session, 'account/checkSavedTradePassword', {});
  expect(reply.statusCode).toBe(200);
  const answer = reply.json<{
    tradePasswordRequired: boolean;
    tradeUnlockedUntil: string | null;
  }>();
  expect(answer.tradePasswordRequired).toBe(true);
  return answer.tradeUnlockedUntil;
}

describe('trade unlock', () => {
  it('asks for the trade password until it unlocks, then places orders without it', async () => {
    // A new sign-in (replacing the last one) starts locked.
    const session = await signIn(t.app, 'C10001');
    expect(await unlockedUntil(session)).toBeNull();
    expect(await subscribe(session)).toMatchObject({ result: 14, tradePassword: 'required' });
    const wrong = await call(session, 'account/unlockTrading', { tradePassword: 'Wrong#2026' });
    expect(wrong.json()).toEqual({ result: 'incorrect', tradeUnlockedUntil: null });
    expect(await unlockedUntil(session)).toBeNull();
    const right = await call(session, 'account/unlockTrading', {
      tradePassword: DEMO_TRADE_PASSWORD,
    });
    const until = new Date(t.clock.now.getTime() + 5 * 60_000).toISOString();
    expect(right.json()).toEqual({ result: 'unlocked', tradeUnlockedUntil: until });
    expect(await unlockedUntil(session)).toBe(until);
    expect(await subscribe(session)).toMatchObject({ result: 0 });
    expect(await subscribe(session)).toMatchObject({ result: 0 });
  });

  it('locks again on request and after the unlock time', async () => {
    const session = await signIn(t.app, 'C10001');
    await call(session, 'account/unlockTrading', { tradePassword: DEMO_TRADE_PASSWORD });
    expect((await call(session, 'account/lockTrading', {})).json()).toEqual({ success: true });
    expect(await unlockedUntil(session)).toBeNull();
    expect(await subscribe(session)).toMatchObject({ result: 14, tradePassword: 'required' });
    // An order with the right password goes through and unlocks the session for the next one.
    expect(await subscribe(session, DEMO_TRADE_PASSWORD)).toMatchObject({ result: 0 });
    expect(await subscribe(session)).toMatchObject({ result: 0 });
    t.clock.advance(5 * 60_000 + 1_000);
    expect(await unlockedUntil(session)).toBeNull();
    expect(await subscribe(session)).toMatchObject({ result: 14, tradePassword: 'required' });
  });

  it('locks every session of the client when the trade password changes', async () => {
    const session = await signIn(t.app, 'C10001');
    await call(session, 'account/unlockTrading', { tradePassword: DEMO_TRADE_PASSWORD });
    expect(await unlockedUntil(session)).not.toBeNull();
    const changed = await call(session, 'account/changeTradePassword', {
      oldTradePassword: DEMO_TRADE_PASSWORD,
      newTradePassword: 'Trade#2027x',
    });
    expect(changed.json()).toMatchObject({ result: 'success' });
    expect(await unlockedUntil(session)).toBeNull();
    expect(await subscribe(session)).toMatchObject({ result: 14, tradePassword: 'required' });
    expect(await subscribe(session, 'Trade#2027x')).toMatchObject({ result: 0 });
  });
});
