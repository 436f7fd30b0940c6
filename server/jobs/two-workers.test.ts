import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '../../brands/index';
import { hongKongDate, nextBusinessDay } from '../../shared/domain/business-calendar';
import { cutOffInstant } from '../../shared/domain/fund-dealing';
import { placeFundOrder } from '../backoffice/gateway/funds/place-fund-order.command';
import { openPostgresDatabase, type DatabaseHandle } from '../db/database';
import { createSimulatedMarketData } from '../areas/simulated-market-data';
import { findAccountByCode } from '../repositories/account.repository';
import { findFundOrderStatusChanges } from '../backoffice/gateway/funds/fund-order-status-change.repository';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../backoffice/core/books/ledger.repository';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { fundDealingHandlers } from '../backoffice/gateway/funds/fund-dealing.job';
import { runDueJobs } from './job-runner';

/**
 * docs/DECISIONS.md §5-§6: two dealing workers, each with its own connection pool on one
 * PostgreSQL, run the same due jobs at once; SKIP LOCKED and the order's status guard mean every
 * order is submitted, accepted, deducted, priced and settled exactly once. PGlite has one connection, so this runs in
 * the server-pg project only.
 */

let database: TestDatabase;
let second: DatabaseHandle;
const day = nextBusinessDay(hongKongDate(new Date()));
let clock = cutOffInstant(day, '10:00');
const brand = getBrand('default');
const funds = createSimulatedMarketData({ clock: () => clock }).funds;

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

describe('two dealing workers on one PostgreSQL', () => {
  it.skipIf(testDatabaseKind !== 'postgres')('never deal an order twice', async () => {
    const account = await findAccountByCode(database.db, 'C10001', 'gateway');
    const client = { accountId: account!.id, accountCode: 'C10001' };
    const orderIds: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const outcome = await placeFundOrder(
        { db: database.db, funds, brand },
        {
          client,
          idempotencyKey: `workers-${index}`,
          requestHash: `workers-${index}`,
          orderType: 'subscription',
          subscriptions: [{ fundId: 'VH-HKD-MMF', amount: '10000' }],
          isRiskAcknowledged: false,
          now: clock,
        },
      );
      expect(outcome.result).toBe(0);
      orderIds.push(...outcome.orders.map((order) => order.orderId));
    }
    clock = cutOffInstant(day, '16:31');
    const worker = (db: DatabaseHandle['db']) =>
      runDueJobs(db, fundDealingHandlers({ funds, brand }), clock);
    const [first, other] = await Promise.all([worker(database.db), worker(second.db)]);
    // Submit, accept (processing), deduct and price: four jobs per order.
    expect(first + other).toBe(80);
    clock = new Date(clock.getTime() + 10 * 86_400_000);
    await Promise.all([worker(database.db), worker(second.db)]);
    const entries = await database.db
      .selectFrom('ledgerEntry')
      .select(['fundOrderId', 'reason', 'journalId'])
      .where('reason', 'in', ['deducted', 'priced', 'settled'])
      // This test's orders: the demo book's plan runs dealt orders of their own.
      .where('fundOrderId', 'in', orderIds)
      .execute();
    const journals = new Map<string, Set<string>>();
    for (const entry of entries) {
      const key = `${entry.fundOrderId}/${entry.reason}`;
      journals.set(key, (journals.get(key) ?? new Set()).add(entry.journalId));
    }
    // One journal per order and step: 20 orders, three steps each, none posted twice.
    expect([...journals.values()].every((ids) => ids.size === 1)).toBe(true);
    const perOrder = journals;
    expect(perOrder.size).toBe(60);
    expect(await findUnbalancedJournals(database.db)).toEqual([]);
    expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
    // Each order's history holds each status once, in lifecycle order.
    const changes = await findFundOrderStatusChanges(database.db, orderIds);
    const paths = orderIds.map((id) =>
      changes.filter((row) => row.fundOrderId === id).map((row) => row.toStatus),
    );
    const lifecycle = ['pending', 'submitted', 'processing', 'deducted', 'priced', 'settled'];
    expect(paths).toEqual(orderIds.map(() => lifecycle));
  });
});
