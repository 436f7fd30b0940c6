import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../../test/auth-client';

/**
 * Issue 31 §5: placing orders without a confirmation step is a setting behind a risk statement
 * and the trade password (typed now, even while trading is unlocked); asking again needs nothing.
 */

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

async function setting(accountCode: string, session: Awaited<ReturnType<typeof signIn>>) {
  const reply = await post(
    t.app,
    'stock-order/loadOrderConfirmationReminder',
    { accountCode },
    session,
  );
  return reply.json<{ skipConfirmation: boolean }>().skipConfirmation;
}

describe('skipping order confirmations (issue 31 §5)', () => {
  it('needs the risk statement and the right trade password; asking again needs neither', async () => {
    const session = await signIn(t.app, 'C10001');
    const set = (body: object) =>
      post(
        t.app,
        'stock-order/setOrderConfirmationReminder',
        { accountCode: 'C10001', ...body },
        session,
      ).then((reply) => reply.json<{ success: boolean; result: string }>());

    expect(await set({ skipConfirmation: true, tradePassword: DEMO_TRADE_PASSWORD })).toEqual({
      success: false,
      result: 'risk_not_accepted',
    });
    expect(await set({ skipConfirmation: true, isRiskAccepted: true })).toEqual({
      success: false,
      result: 'trade_password_required',
    });
    expect(
      await set({ skipConfirmation: true, isRiskAccepted: true, tradePassword: 'Wrong#2026' }),
    ).toEqual({ success: false, result: 'trade_password_incorrect' });
    expect(await setting('C10001', session)).toBe(false);

    expect(
      await set({
        skipConfirmation: true,
        isRiskAccepted: true,
        tradePassword: DEMO_TRADE_PASSWORD,
      }),
    ).toEqual({ success: true, result: 'ok' });
    expect(await setting('C10001', session)).toBe(true);

    expect(await set({ skipConfirmation: false })).toEqual({ success: true, result: 'ok' });
    expect(await setting('C10001', session)).toBe(false);
  });
});
