import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../shared/domain/decimal';
import {
  createAuthTestApp,
  type AuthTestApp,
  type BrowserSession,
} from '../../../test/auth-client';
import {
  balancesOf,
  callOk,
  createCryptoTestApp,
  signInFos,
  type FixedCryptoFeed,
} from '../../../test/crypto-test-kit';
import { runCryptoMatching } from './crypto-matching.job';

/**
 * 24/7 matching of resting crypto orders (issue 23 §4) with a moved clock: across a weekend and
 * on a Hong Kong public holiday (Christmas Day 2026) resting limits fill against the tape at
 * their limit as makers, in parts bounded by the tape's quantity, never twice for one trade and
 * never on a trade printed before they were placed; the hold is used or given back in full.
 */

/** Saturday 5 Dec 2026, 10:00 HKT: no stock exchange trades, crypto does. */
const SATURDAY = new Date('2026-12-05T02:00:00.000Z');
const hours = (from: Date, count: number) => new Date(from.getTime() + count * 3_600_000);

let t: AuthTestApp;
let feed: FixedCryptoFeed;
let session: BrowserSession;
let accountId: number;
let keys = 0;

beforeAll(async () => {
  ({ app: t, feed } = await createCryptoTestApp(SATURDAY));
  ({ session, accountId } = await signInFos(t, 'F20001'));
});

afterAll(async () => {
  await t.close();
});

async function placeLimit(at: Date, pair: string, side: 'B' | 'S', price: string, qty: string) {
  // A new session at the moved clock: the last one went idle hours ago.
  t.clock.now = at;
  ({ session } = await signInFos(t, 'F20001'));
  const answer = await callOk(t, session, 'crypto-order/placeOrder', {
    accountCode: 'F20001',
    pair,
    side,
    orderType: 'limit',
    sizing: 'quantity',
    price,
    quantity: qty,
    idempotencyKey: `matching-test-${(keys += 1)}`,
    tradePassword: 'Trade#2026',
  });
  expect(answer.order?.status).toBe('open');
  return answer.order?.orderId ?? 0;
}

const timelineOf = (orderId: number) =>
  callOk(t, session, 'crypto-order/loadOrderTimeline', { accountCode: 'F20001', orderId });

const gatewayBooks = () =>
  t.db
    .selectFrom('ledgerAccount')
    .select(['code', 'balance'])
    .where((eb) =>
      eb.or([
        eb('kind', 'in', ['market', 'fees', 'clearing']),
        eb('ownerAccountId', '!=', accountId),
      ]),
    )
    .orderBy('code')
    .execute();

describe('crypto matching at any hour', () => {
  it('fills a resting buy over a weekend in parts, at its limit, each trade once', async () => {
    const gateway = await gatewayBooks();
    const before = await balancesOf(t, accountId);
    feed.print('BTC-USD', [{ at: hours(SATURDAY, -1), price: '58000', quantity: '1' }]);
    const orderId = await placeLimit(SATURDAY, 'BTC-USD', 'B', '59000', '0.01');
    feed.print('BTC-USD', [
      { at: hours(SATURDAY, 0.5), price: '59500', quantity: '1' },
      { at: hours(SATURDAY, 1), price: '58900', quantity: '0.004' },
      { at: hours(SATURDAY, 23), price: '59000', quantity: '0.1' },
    ]);
    const saturdayRound = await runCryptoMatching(t.db, { crypto: feed }, hours(SATURDAY, 2));
    expect(saturdayRound).toMatchObject({ fills: 1, failed: 0 });
    expect((await runCryptoMatching(t.db, { crypto: feed }, hours(SATURDAY, 2))).fills).toBe(0);
    let timeline = await timelineOf(orderId);
    expect(timeline.order).toMatchObject({ status: 'partiallyFilled', filledQuantity: '0.004' });
    expect(timeline.fills[0]).toMatchObject({ price: '59000', liquidity: 'maker' });

    await runCryptoMatching(t.db, { crypto: feed }, hours(SATURDAY, 24));
    timeline = await timelineOf(orderId);
    expect(timeline.order).toMatchObject({
      status: 'filled',
      filledQuantity: '0.01',
      filledAmount: '590',
      fee: '0.59',
      heldAmount: '0',
    });
    expect(timeline.fills.map((fill) => fill.quantity)).toEqual(['0.004', '0.006']);
    expect(timeline.changes.map((change) => change.status)).toEqual([
      'open',
      'partiallyFilled',
      'filled',
    ]);
    const after = await balancesOf(t, accountId);
    const moved = (code: string) =>
      toDecimal(after[code] ?? '0')
        .sub(before[code] ?? '0')
        .toFixed();
    expect(moved(`cash:${accountId}:USD`)).toBe('-590.59');
    expect(moved(`cashHeld:${accountId}:USD`)).toBe('0');
    expect(moved(`crypto:${accountId}:BTC`)).toBe('0.01');
    expect(await gatewayBooks()).toEqual(gateway);
    const notices = await t.db
      .selectFrom('notification')
      .select('sourceKey')
      .where('accountId', '=', accountId)
      .where('type', '=', 'cryptoOrderMatched')
      .execute();
    const keysOfFills = timeline.fills.map((fill) => `crypto-fill:${fill.fillId}`);
    expect(notices.map((row) => row.sourceKey)).toEqual(expect.arrayContaining(keysOfFills));
  });

  it('fills a resting sell on a Hong Kong public holiday (Christmas Day)', async () => {
    const christmasEve = new Date('2026-12-24T15:00:00.000Z');
    const orderId = await placeLimit(christmasEve, 'ETH-USD', 'S', '3100', '0.5');
    const held = await balancesOf(t, accountId);
    expect(held[`cryptoHeld:${accountId}:ETH`]).toBe('0.5');
    const christmasNoon = new Date('2026-12-25T04:00:00.000Z');
    feed.print('ETH-USD', [{ at: christmasNoon, price: '3105', quantity: '2' }]);
    await runCryptoMatching(t.db, { crypto: feed }, hours(christmasNoon, 1));
    const { order, fills } = await timelineOf(orderId);
    expect(order).toMatchObject({ status: 'filled', filledAmount: '1550', fee: '1.55' });
    expect(fills).toHaveLength(1);
    const after = await balancesOf(t, accountId);
    expect(after[`cryptoHeld:${accountId}:ETH`]).toBe('0');
    expect(
      toDecimal(after[`cash:${accountId}:USD`] ?? '0')
        .sub(held[`cash:${accountId}:USD`] ?? '0')
        .toFixed(),
    ).toBe('1548.45');
  });

  it("runs a round from the demo's run-exchange route, so a browser test can force one", async () => {
    const demo = await createAuthTestApp({ env: { DEMO: '1' } });
    try {
      const reply = await demo.app.inject({ method: 'POST', url: '/portal/dev/run-exchange' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ crypto: { failed: 0 } });
    } finally {
      await demo.close();
    }
  });
});
