import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '../../../../../brands/index';
import { hongKongDate } from '../../../../../shared/domain/business-calendar';
import { toDecimal } from '../../../../../shared/domain/decimal';
import { roundToTick } from '../../../../../shared/domain/stock-spread';
import { openPostgresDatabase, type DatabaseHandle } from '../../../../db/database';
import { createSimulatedMarketData } from '../../../../areas/simulated-market-data';
import { findAccountByCode } from '../../../../repositories/account.repository';
import { nextFullHkexDay, sessionStart } from '../../../../test/stock-exchange-kit';
import {
  openTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../../../../test/test-database';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../../../core/books/ledger.repository';
import { placeStockOrder } from '../place-stock-order.command';
import { findStockFills, findStockOrder } from '../stock-order.repository';
import { runExchange } from './exchange.job';

/**
 * Two exchange processes, each with its own pool on one PostgreSQL, match the same working orders
 * at once and again: SKIP LOCKED and the per-order watermark mean every printed trade fills an
 * order at most once. PGlite has one connection, so this runs in the server-pg project only.
 */

let database: TestDatabase;
let second: DatabaseHandle;
const brand = getBrand('default');
const stocks = createSimulatedMarketData({ clock: () => new Date() }).stocks;
const day = nextFullHkexDay(hongKongDate(new Date()));

beforeAll(async () => {
  if (testDatabaseKind !== 'postgres') return;
  database = await openTestDatabase();
  if (!database.url) throw new Error('A PostgreSQL test database has its url');
  second = openPostgresDatabase(database.url);
});

afterAll(async () => {
  await second?.close();
  await database?.close();
});

describe('two exchanges on one PostgreSQL', () => {
  it.skipIf(testDatabaseKind !== 'postgres')('never fill an order twice', async () => {
    const account = await findAccountByCode(database.db, 'C10001', 'gateway');
    const client = { accountId: account?.id as number, accountCode: 'C10001' };
    const start = sessionStart('HKEX', day, 'morning');
    const quote = await stocks.quote('00700', start);
    const limit = roundToTick(
      'A',
      toDecimal(quote?.last as string)
        .mul('1.02')
        .toFixed(),
      'up',
    );
    const orderIds: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const outcome = await placeStockOrder(
        { db: database.db, stocks, brand },
        {
          client,
          idempotencyKey: `two-exchanges-${index}`,
          requestHash: `two-exchanges-${index}`,
          placedByAccountId: null,
          now: start,
          terms: {
            symbol: '00700',
            side: 'B',
            orderType: 'Limit',
            price: limit,
            quantity: '100',
            condition: 'none',
            remark: '',
          },
        },
      );
      expect(outcome.result).toBe(0);
      orderIds.push(outcome.order?.orderId as number);
    }
    for (let minute = 5; minute <= 60; minute += 5) {
      const now = new Date(start.getTime() + minute * 60_000);
      await Promise.all([
        runExchange(database.db, { stocks }, now),
        runExchange(second.db, { stocks }, now),
      ]);
    }
    let total = toDecimal('0');
    for (const orderId of orderIds) {
      const order = await findStockOrder(database.db, orderId);
      const fills = await findStockFills(database.db, orderId);
      const filled = fills.reduce((sum, fill) => sum.add(fill.quantity), toDecimal('0'));
      expect(filled.toFixed()).toBe(toDecimal(order?.filledQuantity as string).toFixed());
      expect(filled.lte(100)).toBe(true);
      total = total.add(filled);
      const instants = fills.map((fill) => fill.filledAt.getTime());
      expect(new Set(instants).size).toBe(instants.length);
    }
    expect(total.gt(0)).toBe(true);
    expect(await findUnbalancedJournals(database.db)).toEqual([]);
    expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
  });
});
