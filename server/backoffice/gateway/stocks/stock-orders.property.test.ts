import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '../../../../brands/index';
import { toDecimal } from '../../../../shared/domain/decimal';
import { canTransitionStock, isOpenStock } from '../../../../shared/domain/stock-order-status';
import { findAccountByCode } from '../../../repositories/account.repository';
import { createFixedStockFeed } from '../../../test/fixed-stock-feed';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { ClientRef } from '../../ports/client-ref';
import type { GatewayStocksPort, PlaceStockOrderRequest } from '../../ports/gateway-stocks.port';
import {
  findDriftingLedgerAccounts,
  findLedgerAccountsOf,
  findUnbalancedJournals,
} from '../../core/books/ledger.repository';
import { createEmbeddedStocks } from './embedded-stocks';

/**
 * Stock order properties (issue 11 Tests) over random sequences of buys, sells, modifications,
 * cancels and replays on the real books (the exchange's fills are stocks/exchange/'s): the books
 * balance, every balance is the sum of its entries, no client balance goes negative, held cash
 * is exactly what the open buys hold and frozen shares exactly the open sells' quantities (so a
 * hold is released once), a replayed key changes nothing, every stored history is a path of the
 * transition table, and once everything is cancelled the client has exactly what it started with.
 */

let database: TestDatabase;
let stocks: GatewayStocksPort;
let client: ClientRef;
/** Monday 30 Nov 2026, 10:00 HKT: HKEX trades continuously. */
const now = new Date('2026-11-30T02:00:00.000Z');

beforeAll(async () => {
  database = await openTestDatabase();
  stocks = createEmbeddedStocks({
    db: database.db,
    stocks: createFixedStockFeed(),
    brand: getBrand('default'),
  });
  const account = await findAccountByCode(database.db, 'C10001', 'gateway');
  if (!account) throw new Error('C10001 missing');
  client = { accountId: account.id, accountCode: 'C10001' };
});

afterAll(async () => {
  await database.close();
});

/** Symbols with their lot, a price on the table and the client's starting shares. */
const SYMBOLS = [
  { symbol: '00700', lot: 100, price: 500, tick: 0.5 },
  { symbol: '00005', lot: 400, price: 100, tick: 0.1 },
  { symbol: 'AAPL', lot: 1, price: 230, tick: 0.01 },
] as const;

type Step =
  | { kind: 'place'; pick: number; side: 'B' | 'S'; lots: number; ticks: number }
  | { kind: 'modify'; pick: number; lots: number; ticks: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'replay' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    pick: fc.nat({ max: SYMBOLS.length - 1 }),
    side: fc.constantFrom('B' as const, 'S' as const),
    lots: fc.integer({ min: 1, max: 12 }),
    ticks: fc.integer({ min: -20, max: 20 }),
  }),
  fc.record({
    kind: fc.constant('modify' as const),
    pick: fc.nat(),
    lots: fc.integer({ min: 1, max: 12 }),
    ticks: fc.integer({ min: -20, max: 20 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.constant({ kind: 'replay' as const }),
);

let keyCount = 0;
let lastRequest: PlaceStockOrderRequest | null = null;
const placed: { orderId: number; symbol: string }[] = [];

const priceOf = (item: (typeof SYMBOLS)[number], ticks: number) =>
  toDecimal(String(item.price))
    .add(toDecimal(String(item.tick)).mul(ticks))
    .toFixed();

async function snapshot() {
  const accounts = await findLedgerAccountsOf(database.db, client.accountId);
  const orders = await database.db
    .selectFrom('stockOrder')
    .select(['id', 'status', 'quantity', 'price', 'heldAmount'])
    .orderBy('id')
    .execute();
  return { accounts: accounts.map((row) => `${row.code}=${row.balance}`), orders };
}

async function apply(current: Step): Promise<void> {
  if (current.kind === 'place') {
    const item = SYMBOLS[current.pick] as (typeof SYMBOLS)[number];
    keyCount += 1;
    const request: PlaceStockOrderRequest = {
      client,
      idempotencyKey: `property-${keyCount}`,
      requestHash: `hash-${keyCount}`,
      terms: {
        symbol: item.symbol,
        side: current.side,
        orderType: 'Limit',
        price: priceOf(item, current.ticks),
        quantity: String(current.lots * item.lot * (item.lot === 1 ? 5 : 1)),
        condition: 'none',
        remark: '',
      },
      placedByAccountId: null,
      now,
    };
    const outcome = await stocks.placeOrder(request);
    if (outcome.result === 0 && outcome.order) {
      lastRequest = request;
      placed.push({ orderId: outcome.order.orderId, symbol: item.symbol });
    }
  } else if (current.kind === 'modify' && placed.length > 0) {
    const target = placed[current.pick % placed.length] as (typeof placed)[number];
    const item = SYMBOLS.find(
      (entry) => entry.symbol === target.symbol,
    ) as (typeof SYMBOLS)[number];
    await stocks.modifyOrder({
      client,
      orderId: target.orderId,
      price: priceOf(item, current.ticks),
      quantity: String(current.lots * item.lot * (item.lot === 1 ? 5 : 1)),
      now,
    });
  } else if (current.kind === 'cancel' && placed.length > 0) {
    const target = placed[current.pick % placed.length] as (typeof placed)[number];
    await stocks.cancelOrder(client, target.orderId, now);
  } else if (current.kind === 'replay' && lastRequest) {
    const before = await snapshot();
    const outcome = await stocks.placeOrder(lastRequest);
    expect(outcome).toMatchObject({ result: 0, isReplay: true });
    expect(await snapshot()).toEqual(before);
    const conflict = await stocks.placeOrder({ ...lastRequest, requestHash: 'other' });
    expect(conflict.result).toBe(8247);
    expect(await snapshot()).toEqual(before);
  }
}

/** Held cash per currency and frozen shares per symbol equal exactly the open orders'. */
async function expectHoldsMatchOpenOrders() {
  const accounts = await findLedgerAccountsOf(database.db, client.accountId);
  const open = (await database.db.selectFrom('stockOrder').selectAll().execute()).filter((row) =>
    isOpenStock(row.status),
  );
  const sumBy = (
    rows: typeof open,
    key: (row: (typeof open)[number]) => string,
    value: (row: (typeof open)[number]) => string,
  ) => {
    const sums = new Map<string, string>();
    for (const row of rows) {
      sums.set(
        key(row),
        toDecimal(sums.get(key(row)) ?? '0')
          .add(value(row))
          .toFixed(),
      );
    }
    return sums;
  };
  const held = sumBy(
    open.filter((row) => row.side === 'B'),
    (row) => row.currency,
    (row) => row.heldAmount,
  );
  const frozen = sumBy(
    open.filter((row) => row.side === 'S'),
    (row) => row.symbol,
    (row) => toDecimal(row.quantity).sub(row.filledQuantity).toFixed(),
  );
  for (const account of accounts) {
    expect(toDecimal(account.balance).isNegative()).toBe(false);
    if (account.kind === 'cashHeld') {
      expect([account.asset, toDecimal(account.balance).toFixed()]).toEqual([
        account.asset,
        held.get(account.asset) ?? '0',
      ]);
    }
    if (account.kind === 'sharesFrozen') {
      expect([account.asset, toDecimal(account.balance).toFixed()]).toEqual([
        account.asset,
        frozen.get(account.asset) ?? '0',
      ]);
    }
  }
  // Closed orders hold nothing.
  const closed = await database.db
    .selectFrom('stockOrder')
    .select(['heldAmount', 'status'])
    .execute();
  for (const row of closed.filter((entry) => !isOpenStock(entry.status))) {
    expect(toDecimal(row.heldAmount).isZero()).toBe(true);
  }
}

async function expectHistoriesArePaths() {
  const changes = await database.db
    .selectFrom('stockOrderStatusChange')
    .selectAll()
    .orderBy('stockOrderId')
    .orderBy('id')
    .execute();
  const orders = await database.db.selectFrom('stockOrder').select(['id', 'status']).execute();
  for (const order of orders) {
    const path = changes.filter((change) => change.stockOrderId === order.id);
    expect(path[0]?.fromStatus ?? null).toBeNull();
    for (const [index, change] of path.entries()) {
      if (index > 0) {
        const previous = path[index - 1];
        expect(change.fromStatus).toBe(previous?.toStatus);
        expect(canTransitionStock(change.fromStatus as never, change.toStatus)).toBe(true);
      }
    }
    expect(path.at(-1)?.toStatus).toBe(order.status);
  }
}

describe('stock order properties', () => {
  it('keep the books balanced, holds exact and released once, replays inert', async () => {
    const start = await findLedgerAccountsOf(database.db, client.accountId);
    const available = (rows: typeof start) =>
      Object.fromEntries(
        rows
          .filter((row) => row.kind === 'cash' || row.kind === 'shares')
          .map((row) => [row.code, toDecimal(row.balance).toFixed()]),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const current of steps) await apply(current);
        await expectHoldsMatchOpenOrders();
        expect(await findUnbalancedJournals(database.db)).toEqual([]);
        expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
    for (const order of placed) await stocks.cancelOrder(client, order.orderId, now);
    await expectHoldsMatchOpenOrders();
    await expectHistoriesArePaths();
    expect(available(await findLedgerAccountsOf(database.db, client.accountId))).toEqual(
      available(start),
    );
    expect(placed.length).toBeGreaterThan(10);
  });
});
