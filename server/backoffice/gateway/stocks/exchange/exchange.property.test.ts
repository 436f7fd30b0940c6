import fc from 'fast-check';
import type Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { getBrand } from '../../../../../brands/index';
import { hongKongDate } from '../../../../../shared/domain/business-calendar';
import { toDecimal } from '../../../../../shared/domain/decimal';
import { isTerminalStock } from '../../../../../shared/domain/stock-order-status';
import { nextTradingDay, settlementDate } from '../../../../../shared/domain/stock-sessions';
import { roundToTick, stepPrice } from '../../../../../shared/domain/stock-spread';
import { createSimulatedMarketData } from '../../../../areas/simulated-market-data';
import { findAccountByCode } from '../../../../repositories/account.repository';
import {
  createScriptedStocks,
  nextFullHkexDay,
  sessionStart,
} from '../../../../test/stock-exchange-kit';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-database';
import type { StockOrderTerms } from '../../../ports/gateway-stocks.port';
import { postJournal } from '../../../core/books/ledger';
import {
  findDriftingLedgerAccounts,
  findLedgerAccountsOf,
  findUnbalancedJournals,
} from '../../../core/books/ledger.repository';
import { cancelStockOrder } from '../cancel-stock-order.command';
import { modifyStockOrder } from '../modify-stock-order.command';
import { placeStockOrder } from '../place-stock-order.command';
import { findStockFills, findStockOrder, type StockOrderRow } from '../stock-order.repository';
import { runExchange, runSettlement } from './exchange.job';

/**
 * Properties of the exchange on the books (issue 11 "Tests and measures"): over random sequences
 * of placements, modifies, cancels, printed trades, exchange rounds and settlement through a day
 * and the next, the books balance, no client balance goes negative, fills never exceed an order,
 * what working orders hold is exactly what the held accounts hold, and once everything has ended
 * and settled every hold has come back exactly once (cash and shares reconcile with the fills).
 */

const brand = getBrand('default');
const day = nextFullHkexDay(hongKongDate(new Date()));
const day2 = nextTradingDay('HKEX', day);

type Step =
  | {
      kind: 'place';
      side: 'B' | 'S';
      type: 'Limit' | 'ELO' | 'SLO' | 'AO' | 'AL' | 'gtd';
      ticks: number;
      lots: number;
    }
  | { kind: 'cancel'; pick: number }
  | { kind: 'modify'; pick: number; ticks: number; lots: number }
  | { kind: 'print'; ticks: number; volume: number }
  | { kind: 'run' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      side: fc.constantFrom('B' as const, 'S' as const),
      type: fc.constantFrom(
        'Limit' as const,
        'ELO' as const,
        'SLO' as const,
        'AO' as const,
        'AL' as const,
        'gtd' as const,
      ),
      ticks: fc.integer({ min: -5, max: 5 }),
      lots: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('modify' as const),
      pick: fc.nat(),
      ticks: fc.integer({ min: -5, max: 5 }),
      lots: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('print' as const),
      ticks: fc.integer({ min: -6, max: 6 }),
      volume: fc.integer({ min: 0, max: 3000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('run' as const) }) },
);

/** Each step happens a number of minutes after the previous one (from 08:45 on). */
const sequenceArb = fc.array(fc.tuple(stepArb, fc.integer({ min: 1, max: 30 })), {
  minLength: 6,
  maxLength: 24,
});

type World = {
  database: TestDatabase;
  accountId: number;
  price: string;
  stocks: ReturnType<typeof createScriptedStocks>;
};

async function openWorld(): Promise<World> {
  const database = await openTestDatabase();
  const stocks = createScriptedStocks(
    createSimulatedMarketData({ clock: () => new Date() }).stocks,
  );
  stocks.script('00700');
  const account = await findAccountByCode(database.db, 'C10001', 'gateway');
  const accountId = account?.id as number;
  const start = sessionStart('HKEX', day, 'preOpeningInput', -60 * 60_000);
  const quote = await stocks.quote('00700', start);
  const accounts = await findLedgerAccountsOf(database.db, accountId);
  const shares = accounts.find((row) => row.kind === 'shares' && row.asset === '00700');
  if (toDecimal(shares?.balance ?? '0').lt(1000)) {
    await postJournal(database.db, {
      reason: 'transferIn',
      postedAt: start,
      movements: [
        {
          from: { kind: 'clearing', assetType: 'shares', asset: '00700' },
          to: { kind: 'shares', ownerAccountId: accountId, asset: '00700' },
          amount: '1000',
        },
      ],
    });
  }
  return {
    database,
    accountId,
    stocks,
    price: roundToTick('A', quote?.previousClose as string, 'down'),
  };
}

async function books(world: World) {
  const accounts = await findLedgerAccountsOf(world.database.db, world.accountId);
  const of = (kind: string, asset: string): Decimal =>
    toDecimal(accounts.find((row) => row.kind === kind && row.asset === asset)?.balance ?? '0');
  for (const account of accounts) expect(toDecimal(account.balance).gte(0)).toBe(true);
  return {
    cash: of('cash', 'HKD'),
    cashHeld: of('cashHeld', 'HKD'),
    cashPending: of('cashPending', 'HKD'),
    shares: of('shares', '00700'),
    sharesFrozen: of('sharesFrozen', '00700'),
    sharesPending: of('sharesPending', '00700'),
  };
}

/** What working orders hold equals what the held accounts hold; fills never exceed an order. */
async function checkHolds(world: World, orderIds: readonly number[]) {
  const rows = await Promise.all(orderIds.map((id) => findStockOrder(world.database.db, id)));
  let held = toDecimal('0');
  let frozen = toDecimal('0');
  for (const row of rows as StockOrderRow[]) {
    const fills = await findStockFills(world.database.db, row.id);
    const filled = fills.reduce((sum, fill) => sum.add(fill.quantity), toDecimal('0'));
    expect(filled.toFixed()).toBe(toDecimal(row.filledQuantity).toFixed());
    expect(filled.lte(row.quantity)).toBe(true);
    if (isTerminalStock(row.status)) {
      expect(toDecimal(row.heldAmount).isZero()).toBe(true);
      continue;
    }
    if (row.side === 'B') held = held.add(row.heldAmount);
    else frozen = frozen.add(toDecimal(row.quantity).sub(row.filledQuantity));
  }
  const now = await books(world);
  expect(now.cashHeld.toFixed()).toBe(held.toFixed());
  expect(now.sharesFrozen.toFixed()).toBe(frozen.toFixed());
  expect(await findUnbalancedJournals(world.database.db)).toEqual([]);
  expect(await findDriftingLedgerAccounts(world.database.db)).toEqual([]);
}

async function play(world: World, steps: readonly [Step, number][]) {
  const { db } = world.database;
  const client = { accountId: world.accountId, accountCode: 'C10001' };
  const deps = { db, stocks: world.stocks, brand };
  const opening = await books(world);
  const orderIds: number[] = [];
  let now = sessionStart('HKEX', day, 'preOpeningInput', -15 * 60_000);
  let key = 0;
  for (const [step, minutes] of steps) {
    now = new Date(now.getTime() + minutes * 60_000);
    if (step.kind === 'place') {
      key += 1;
      const isAuction = step.type === 'AO' || step.type === 'AL';
      const terms: StockOrderTerms = {
        symbol: '00700',
        side: step.side,
        orderType: step.type === 'gtd' ? 'Limit' : step.type,
        price: step.type === 'AO' ? undefined : stepPrice('A', world.price, step.ticks),
        quantity: String(step.lots * 100),
        condition: step.type === 'gtd' ? 'goodTillDate' : 'none',
        goodTillDate: step.type === 'gtd' ? day2 : undefined,
        remark: '',
      };
      if (isAuction && step.side === 'B') continue;
      const outcome = await placeStockOrder(deps, {
        client,
        idempotencyKey: `property-${key}-${now.getTime()}`,
        requestHash: `property-${key}`,
        placedByAccountId: null,
        now,
        terms,
      });
      if (outcome.result === 0 && outcome.order) orderIds.push(outcome.order.orderId);
    } else if (step.kind === 'cancel' && orderIds.length > 0) {
      await cancelStockOrder(deps, client, orderIds[step.pick % orderIds.length] as number, now);
    } else if (step.kind === 'modify' && orderIds.length > 0) {
      const orderId = orderIds[step.pick % orderIds.length] as number;
      const row = await findStockOrder(db, orderId);
      await modifyStockOrder(deps, {
        client,
        orderId,
        price: row?.price === null ? undefined : stepPrice('A', world.price, step.ticks),
        quantity: String(step.lots * 100),
        now,
      });
    } else if (step.kind === 'print') {
      world.stocks.print('00700', {
        at: now,
        price: stepPrice('A', world.price, step.ticks),
        volume: String(step.volume),
      });
    } else if (step.kind === 'run') {
      await runExchange(db, { stocks: world.stocks }, now);
    }
    await checkHolds(world, orderIds);
  }
  // Both auctions run, the day and the next one end: every order has ended.
  world.stocks.auction('00700', day, 'opening', world.price);
  world.stocks.auction('00700', day, 'closing', stepPrice('A', world.price, 1));
  world.stocks.auction('00700', day2, 'opening', world.price);
  world.stocks.auction('00700', day2, 'closing', world.price);
  const end = sessionStart('HKEX', day2, 'closingRandom', 30 * 60_000);
  const round = await runExchange(db, { stocks: world.stocks }, end);
  expect(round.failed).toBe(0);
  await checkHolds(world, orderIds);
  const rows = (await Promise.all(orderIds.map((id) => findStockOrder(db, id)))) as StockOrderRow[];
  expect(rows.every((row) => isTerminalStock(row.status))).toBe(true);
  await runSettlement(db, sessionStart('HKEX', settlementDate('HKEX', day2), 'afternoon'));
  const closing = await books(world);
  // Every hold came back once: cash and shares are the opening ones moved by the fills alone.
  let cash = opening.cash.add(opening.cashHeld).add(opening.cashPending);
  let shares = opening.shares.add(opening.sharesFrozen).add(opening.sharesPending);
  for (const row of rows) {
    for (const fill of await findStockFills(db, row.id)) {
      expect(fill.settledAt).not.toBeNull();
      const signed = fill.side === 'B' ? -1 : 1;
      cash = cash.add(toDecimal(fill.consideration).mul(signed)).sub(fill.totalFees);
      shares = shares.sub(toDecimal(fill.quantity).mul(signed));
    }
  }
  console.log('STAT', rows.length, rows.map((r) => r.status).join(','));
  expect(closing.cashHeld.toFixed()).toBe('0');
  expect(closing.sharesFrozen.toFixed()).toBe('0');
  expect(closing.cashPending.toFixed()).toBe('0');
  expect(closing.sharesPending.toFixed()).toBe('0');
  expect(closing.cash.toFixed()).toBe(cash.toFixed());
  expect(closing.shares.toFixed()).toBe(shares.toFixed());
}

describe('the exchange on the books: properties', () => {
  it('balances, stays non-negative, never overfills and releases every hold once', async () => {
    await fc.assert(
      fc.asyncProperty(sequenceArb, async (steps) => {
        const world = await openWorld();
        try {
          await play(world, steps);
        } finally {
          await world.database.close();
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
