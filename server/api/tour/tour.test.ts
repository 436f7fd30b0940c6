import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../shared/contracts/index';
import { findAccountByCode } from '../../repositories/account.repository';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../../test/auth-client';

/**
 * The tour's state (issue 25): offered once, remembered per account, recorded only by the
 * holder's own session. The demo book's accounts were offered it already; a new account was not.
 */

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('tour', () => {
  it('counts the demo book’s accounts as offered, and keeps the first completion', async () => {
    const session = await signIn(t.app, 'C10006');
    const load = async () =>
      (await post(t.app, 'tour/loadTourState', { accountCode: 'C10006' }, session)).json<
        CallOutput<'tour/loadTourState'>
      >();
    const before = await load();
    expect(before).toMatchObject({ shouldOffer: false, completedAt: null });
    const completed = await post(
      t.app,
      'tour/recordTour',
      { accountCode: 'C10006', event: 'completed' },
      session,
    );
    const first = completed.json<CallOutput<'tour/recordTour'>>();
    expect(first).toEqual({
      offeredAt: before.offeredAt,
      completedAt: t.clock.now.toISOString(),
      shouldOffer: false,
    });
    t.clock.advance(60_000);
    await post(t.app, 'tour/recordTour', { accountCode: 'C10006', event: 'completed' }, session);
    expect(await load()).toEqual(first);
  });

  it('offers it to an account never offered it, once', async () => {
    const session = await signIn(t.app, 'C10007');
    const account = await findAccountByCode(t.db, 'C10007', 'gateway');
    await t.db
      .deleteFrom('tourProgress')
      .where('accountId', '=', account?.id ?? 0)
      .execute();
    const load = async () =>
      (await post(t.app, 'tour/loadTourState', { accountCode: 'C10007' }, session)).json<
        CallOutput<'tour/loadTourState'>
      >();
    expect(await load()).toEqual({ offeredAt: null, completedAt: null, shouldOffer: true });
    await post(t.app, 'tour/recordTour', { accountCode: 'C10007', event: 'offered' }, session);
    expect(await load()).toMatchObject({ shouldOffer: false, completedAt: null });
  });

  it('refuses an advisor recording the client’s tour', async () => {
    const reply = await post(
      t.app,
      'tour/recordTour',
      { accountCode: 'C10001', event: 'completed' },
      await signIn(t.app, 'A30001'),
    );
    expect(reply.statusCode).toBe(403);
  });
});
