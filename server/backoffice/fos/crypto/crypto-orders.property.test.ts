import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../shared/domain/decimal';
import { WORKING_CRYPTO_ORDER_STATUSES } from '../../../../shared/domain/crypto-order-status';
import { findAccountByCode } from '../../../repositories/account.repository';
import { createFixedCryptoFeed, type FixedCryptoFeed } from '../../../test/crypto-test-kit';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { ClientRef } from '../../ports/client-ref';
import type { FosCryptoPort, PlaceCryptoOrderRequest } from '../../ports/fos-crypto.port';
import { requestHashOf } from '../../ports/request-hash';
import {
  findDriftingLedgerAccounts,
  findLedgerAccountsOf,
  findUnbalancedJournals,
} from '../../core/books/ledger.repository';
import { canTransitionCrypto } from './crypto-order-lifecycle';
import { runCryptoMatching } from './crypto-matching.job';
import { createEmbeddedCrypto } from './embedded-crypto';

/**
 * Crypto order properties (issue 23, Tests) over random sequences of market and limit orders
 * (by quantity and by amount, buys and sells), cancels, matching rounds against random tape
 * trades and replays, on the real books: every journal balances per asset, every balance is the
 * sum of its entries, no client balance goes negative, what is held is exactly what the working
 * orders hold (so a hold is released once), a replay changes nothing, no ledger account outside
 * F20001's own and the Fos firm's moves, and every stored history is a path of the table.
 */

let database: TestDatabase;
let crypto: FosCryptoPort;
let feed: FixedCryptoFeed;
let client: ClientRef;
/** Sunday 6 Dec 2026, 03:00 HKT: crypto trades at any hour. */
let now = new Date('2026-12-05T19:00:00.000Z');

beforeAll(async () => {
  database = await openTestDatabase();
  feed = createFixedCryptoFeed();
  crypto = createEmbeddedCrypto({ db: database.db, crypto: feed });
  const account = await findAccountByCode(database.db, 'F20001', 'fos');
  if (!account) throw new Error('F20001 missing');
  client = { accountId: account.id, accountCode: 'F20001' };
});

afterAll(async () => {
  await database.close();
});

/** The pairs with a price on the fixed feed and a step of price per tick of the test. */
const PAIRS = [
  { pair: 'BTC-USD', mid: 60000, step: 50, unit: '0.001' },
  { pair: 'ETH-USD', mid: 3000, step: 5, unit: '0.01' },
  { pair: 'BTC-HKD', mid: 468640, step: 400, unit: '0.001' },
] as const;

type Step =
  | {
      kind: 'place';
      pick: number;
      side: 'B' | 'S';
      isLimit: boolean;
      byAmount: boolean;
      units: number;
      ticks: number;
    }
  | { kind: 'cancel'; pick: number }
  | { kind: 'match'; pick: number; ticks: number; units: number }
  | { kind: 'replay' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    pick: fc.nat({ max: PAIRS.length - 1 }),
    side: fc.constantFrom('B' as const, 'S' as const),
    isLimit: fc.boolean(),
    byAmount: fc.boolean(),
    units: fc.integer({ min: 1, max: 40 }),
    ticks: fc.integer({ min: -10, max: 3 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('match' as const),
    pick: fc.nat({ max: PAIRS.length - 1 }),
    ticks: fc.integer({ min: -12, max: 12 }),
    units: fc.integer({ min: 1, max: 30 }),
  }),
  fc.constant({ kind: 'replay' as const }),
);

let keyCount = 0;
let lastRequest: PlaceCryptoOrderRequest | null = null;
const placed: number[] = [];

const priceOf = (item: (typeof PAIRS)[number], ticks: number) =>
  String(item.mid + item.step * ticks);

/** Every ledger account that is not F20001's own or the Fos firm's (Gateway books, others'). */
async function otherBooks() {
  const rows = await database.db
    .selectFrom('ledgerAccount')
    .select(['code', 'balance'])
    .where((eb) =>
      eb.or([eb('ownerAccountId', 'is', null), eb('ownerAccountId', '!=', client.accountId)]),
    )
    .where('kind', 'not in', ['fosMarket', 'fosFees', 'fosClearing'])
    .orderBy('code')
    .execute();
  return rows.map((row) => `${row.code}=${toDecimal(row.balance).toFixed()}`);
}

async function snapshot() {
  const accounts = await findLedgerAccountsOf(database.db, client.accountId);
  const orders = await database.db
    .selectFrom('cryptoOrder')
    .select(['id', 'status', 'heldAmount', 'filledQuantity'])
    .orderBy('id')
    .execute();
  return { accounts: accounts.map((row) => `${row.code}=${row.balance}`), orders };
}

async function apply(current: Step): Promise<void> {
  now = new Date(now.getTime() + 60_000);
  if (current.kind === 'place') {
    const item = PAIRS[current.pick] as (typeof PAIRS)[number];
    keyCount += 1;
    const quantity = toDecimal(item.unit).mul(current.units).toFixed();
    const price = priceOf(item, current.side === 'B' ? current.ticks : -current.ticks);
    const terms = {
      pair: item.pair,
      side: current.side,
      orderType: current.isLimit ? ('limit' as const) : ('market' as const),
      sizing: current.byAmount ? ('amount' as const) : ('quantity' as const),
      ...(current.isLimit ? { price } : {}),
      ...(current.byAmount
        ? { amount: toDecimal(quantity).mul(item.mid).toFixed(0) }
        : { quantity }),
    };
    const request: PlaceCryptoOrderRequest = {
      client,
      idempotencyKey: `property-${keyCount}`,
      requestHash: requestHashOf(terms, ['price', 'quantity', 'amount']),
      terms,
      placedByAccountId: null,
      now,
    };
    const outcome = await crypto.placeOrder(request);
    expect([0, 8905, 8907]).toContain(outcome.result);
    if (outcome.result === 0 && outcome.order) {
      lastRequest = request;
      placed.push(outcome.order.orderId);
    }
  } else if (current.kind === 'cancel' && placed.length > 0) {
    const orderId = placed[current.pick % placed.length] as number;
    const outcome = await crypto.cancelOrder(client, orderId, now);
    expect([0, 8910]).toContain(outcome.result);
  } else if (current.kind === 'match') {
    const item = PAIRS[current.pick] as (typeof PAIRS)[number];
    feed.print(item.pair, [
      {
        at: new Date(now.getTime() - 30_000),
        price: priceOf(item, current.ticks),
        quantity: toDecimal(item.unit).mul(current.units).toFixed(),
      },
    ]);
    const round = await runCryptoMatching(database.db, { crypto: feed }, now);
    expect(round.failed).toBe(0);
  } else if (current.kind === 'replay' && lastRequest) {
    const before = await snapshot();
    const outcome = await crypto.placeOrder({ ...lastRequest, now });
    expect(outcome).toMatchObject({ result: 0, isReplay: true });
    expect(await snapshot()).toEqual(before);
    const conflict = await crypto.placeOrder({ ...lastRequest, requestHash: 'other', now });
    expect(conflict.result).toBe(8947);
    expect(await snapshot()).toEqual(before);
  }
}

/** What the held kinds hold is exactly what the working orders hold; ended orders hold nothing. */
async function expectHoldsMatchWorkingOrders() {
  const accounts = await findLedgerAccountsOf(database.db, client.accountId);
  const orders = await database.db.selectFrom('cryptoOrder').selectAll().execute();
  const held = new Map<string, string>();
  for (const row of orders) {
    if (!WORKING_CRYPTO_ORDER_STATUSES.includes(row.status)) {
      expect(toDecimal(row.heldAmount).isZero()).toBe(true);
      continue;
    }
    const kind = row.side === 'B' ? 'cashHeld' : 'cryptoHeld';
    const key = `${kind}:${row.heldAsset}`;
    held.set(
      key,
      toDecimal(held.get(key) ?? '0')
        .add(row.heldAmount)
        .toFixed(),
    );
  }
  for (const account of accounts) {
    expect(toDecimal(account.balance).isNegative()).toBe(false);
    if (account.kind === 'cashHeld' || account.kind === 'cryptoHeld') {
      const key = `${account.kind}:${account.asset}`;
      expect([key, toDecimal(account.balance).toFixed()]).toEqual([key, held.get(key) ?? '0']);
    }
  }
}

async function expectHistoriesArePaths() {
  const changes = await database.db
    .selectFrom('cryptoOrderStatusChange')
    .selectAll()
    .orderBy('id')
    .execute();
  const orders = await database.db.selectFrom('cryptoOrder').select(['id', 'status']).execute();
  for (const order of orders) {
    const path = changes.filter((change) => change.cryptoOrderId === order.id);
    expect(path[0]?.fromStatus ?? null).toBeNull();
    expect(canTransitionCrypto('placed', path[0]?.toStatus ?? 'cancelled')).toBe(true);
    for (const [index, change] of path.entries()) {
      if (index === 0) continue;
      expect(change.fromStatus).toBe(path[index - 1]?.toStatus);
      expect(canTransitionCrypto(change.fromStatus ?? 'placed', change.toStatus)).toBe(true);
    }
    expect(path.at(-1)?.toStatus).toBe(order.status);
  }
}

describe('crypto order properties', () => {
  it('keep the books balanced per asset, holds exact and released once, replays inert', async () => {
    const others = await otherBooks();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const current of steps) await apply(current);
        await expectHoldsMatchWorkingOrders();
        expect(await findUnbalancedJournals(database.db)).toEqual([]);
        expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
      }),
      // Run first on every run, so the fills below never hang on chance: a BTC-USD limit buy
      // resting 5 ticks under the mid, then a tape trade 6 ticks under it, which fills it as maker.
      {
        numRuns: 25,
        examples: [
          [
            [
              {
                kind: 'place',
                pick: 0,
                side: 'B',
                isLimit: true,
                byAmount: false,
                units: 1,
                ticks: -5,
              },
              { kind: 'match', pick: 0, ticks: -6, units: 30 },
            ],
          ],
        ],
      },
    );
    for (const orderId of placed) await crypto.cancelOrder(client, orderId, now);
    await expectHoldsMatchWorkingOrders();
    await expectHistoriesArePaths();
    expect(await otherBooks()).toEqual(others);
    expect(placed.length).toBeGreaterThan(10);
    const fills = await database.db.selectFrom('cryptoFill').select('liquidity').execute();
    expect(new Set(fills.map((fill) => fill.liquidity))).toEqual(new Set(['maker', 'taker']));
  });
});
