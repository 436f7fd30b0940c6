import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBook, firmBook, postJournal } from '../backoffice/core/books/ledger';
import type { Database } from '../db/schema';
import { findAccountByCode } from '../repositories/account.repository';
import { DEMO_TRADE_PASSWORD } from '../seed/demo-sign-in';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../test/auth-client';

/**
 * The books from memory in one process (PGlite's in-process LISTEN, or PostgreSQL's): a read
 * after a commit the caller has seen never answers from before it. That the second read of
 * unchanged rows comes from memory is shown by a change written with the announcing triggers
 * switched off, which only the database sees.
 */

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

/** Runs `write` with the triggers off: a change the caches never hear of. */
function unannounced(db: Kysely<Database>, write: (trx: Kysely<Database>) => Promise<unknown>) {
  return db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await write(trx);
  });
}

async function hkdAvailable(session: Awaited<ReturnType<typeof signIn>>): Promise<string> {
  const reply = await post(
    t.app,
    'fund-portfolio/loadFundPortfolio',
    { accountCode: 'C10001', reportingCurrency: 'HKD' },
    session,
  );
  expect(reply.statusCode).toBe(200);
  const cash = reply.json<{ cash: { currency: string; available: string }[] }>().cash;
  return cash.find((balance) => balance.currency === 'HKD')?.available ?? '0';
}

async function clientId(): Promise<number> {
  return (await findAccountByCode(t.db, 'C10001', 'gateway'))?.id ?? 0;
}

describe('the books from memory, in one process', () => {
  it('serves balances from memory, and a posting on the next read', async () => {
    const session = await signIn(t.app, 'C10001');
    const accountId = await clientId();
    const before = Number(await hkdAvailable(session));
    await unannounced(t.db, (trx) =>
      trx
        .updateTable('ledgerAccount')
        .set((eb) => ({ balance: eb('balance', '+', '1000') }))
        .where('code', '=', `cash:${accountId}:HKD`)
        .execute(),
    );
    expect(Number(await hkdAvailable(session))).toBe(before);
    const deposit = {
      from: firmBook('bank', 'cash', 'HKD'),
      to: clientBook('cash', accountId, 'HKD'),
      amount: '100.00',
    };
    await t.db
      .transaction()
      .execute((trx) =>
        postJournal(trx, { reason: 'deposit', postedAt: new Date(), movements: [deposit] }),
      );
    expect(Number(await hkdAvailable(session))).toBe(before + 1100);
  });

  it('a trade unlock, a lock and a trade password change are seen on the next call', async () => {
    const session = await signIn(t.app, 'C10001');
    const check = async () =>
      (
        await post(t.app, 'account/checkSavedTradePassword', { accountCode: 'C10001' }, session)
      ).json<{ result: boolean; tradeUnlockedUntil: string | null }>();
    expect(await check()).toMatchObject({ result: true, tradeUnlockedUntil: null });
    const unlocked = await post(
      t.app,
      'account/unlockTrading',
      { accountCode: 'C10001', tradePassword: DEMO_TRADE_PASSWORD },
      session,
    );
    expect(unlocked.json()).toMatchObject({ result: 'unlocked' });
    expect((await check()).tradeUnlockedUntil).not.toBeNull();
    // Unannounced, a later unlock time is not seen: the session came from memory.
    const unlockedUntil = (await check()).tradeUnlockedUntil;
    await unannounced(t.db, (trx) =>
      trx
        .updateTable('session')
        .set({ tradeUnlockedUntil: new Date(Date.now() + 86_400_000) })
        .where('id', '=', session.sessionId)
        .execute(),
    );
    expect((await check()).tradeUnlockedUntil).toBe(unlockedUntil);
    await post(t.app, 'account/lockTrading', { accountCode: 'C10001' }, session);
    expect((await check()).tradeUnlockedUntil).toBeNull();
    const hash = await t.db
      .selectFrom('account')
      .select('tradePasswordHash')
      .where('id', '=', await clientId())
      .executeTakeFirstOrThrow();
    try {
      await t.db
        .updateTable('account')
        .set({ tradePasswordHash: null })
        .where('id', '=', await clientId())
        .execute();
      expect((await check()).result).toBe(false);
    } finally {
      await t.db
        .updateTable('account')
        .set(hash)
        .where('id', '=', await clientId())
        .execute();
    }
  });

  it('a signed-out session and one kicked by a new login are refused on their next call', async () => {
    const first = await signIn(t.app, 'C10001');
    expect(await hkdAvailable(first)).toBeDefined();
    const second = await signIn(t.app, 'C10001');
    const kicked = await post(
      t.app,
      'fund-portfolio/loadFundPortfolio',
      { accountCode: 'C10001' },
      first,
    );
    expect(kicked.statusCode).toBe(401);
    expect(await hkdAvailable(second)).toBeDefined();
    expect(
      (await post(t.app, 'account/accountLogout', { sessionId: second.sessionId }, second))
        .statusCode,
    ).toBe(200);
    const ended = await post(
      t.app,
      'fund-portfolio/loadFundPortfolio',
      { accountCode: 'C10001' },
      second,
    );
    expect(ended.statusCode).toBe(401);
  });
});
