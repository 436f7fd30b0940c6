import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../shared/contracts/index';
import { toDecimal } from '../../shared/domain/decimal';
import { STOCK_ORDER_RESULT } from '../../shared/domain/stock-order-result';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../backoffice/core/books/ledger.repository';
import { upsertTradingPermission } from '../backoffice/gateway/stocks/stock-order.repository';
import { createSimulatedMarketData } from '../areas/simulated-market-data';
import { findAccountByCode } from '../repositories/account.repository';
import { DEMO_TRADE_PASSWORD } from '../seed/demo-sign-in';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from './auth-client';
import { createFixedStockFeed, type FixedStockFeed } from './fixed-stock-feed';

/**
 * The shared set-up of the stock tests on PGlite: a test app on a feed with fixed prices at
 * 10:00 HKT, and for the stock-order suites C10001 signed in, its books and the order calls.
 */

/** Monday 30 Nov 2026, 10:00 HKT: HKEX is in its morning continuous session. */
export const MORNING = new Date('2026-11-30T02:00:00.000Z');

/** A test app (of a brand, if given) whose stocks come from a fixed feed, its clock at MORNING. */
export async function createStockTestApp(
  env?: Record<string, string>,
): Promise<{ app: AuthTestApp; feed: FixedStockFeed }> {
  const feed = createFixedStockFeed();
  const clock = { now: () => MORNING };
  const base = createSimulatedMarketData({ clock: () => clock.now() });
  const app = await createAuthTestApp({
    ...(env ? { env } : {}),
    marketData: { ...base, stocks: feed },
  });
  clock.now = () => app.clock.now;
  app.clock.now = MORNING;
  return { app, feed };
}

/** One call that must answer 200 (the status only), as the given session. */
export async function callOk<N extends CallName>(
  on: AuthTestApp,
  as: BrowserSession,
  name: N,
  input: CallInput<N>,
): Promise<CallOutput<N>> {
  const reply = await post(on.app, name, input, as);
  expect([name, reply.statusCode]).toEqual([name, 200]);
  return reply.json<CallOutput<N>>();
}

export let t: AuthTestApp;
export let feed: FixedStockFeed;
export let clientId: number;
export let session: BrowserSession;
let keyCount = 0;
export const R = STOCK_ORDER_RESULT;

/** A sign-in replaces the source's session: the given one is the tests' session from now on. */
export function useSession(next: BrowserSession): void {
  session = next;
}

export async function call<N extends CallName>(
  name: N,
  input: CallInput<N>,
  as: BrowserSession = session,
): Promise<CallOutput<N>> {
  const reply = await post(t.app, name, input, as);
  expect([name, reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([
    name,
    200,
    '',
  ]);
  return reply.json<CallOutput<N>>();
}

export type Terms = Omit<CallInput<'stock-order/placeOrder'>, 'accountCode' | 'idempotencyKey'>;

export const limitBuy = (extra: Partial<Terms> = {}): Terms => ({
  symbol: '00700',
  side: 'B',
  orderType: 'Limit',
  price: '500',
  quantity: '100',
  condition: 'none',
  remark: '',
  tradePassword: DEMO_TRADE_PASSWORD,
  ...extra,
});

export const nextKey = () => `stock-test-${(keyCount += 1)}-key`;

export const place = (terms: Terms, idempotencyKey = nextKey(), as?: BrowserSession) =>
  call('stock-order/placeOrder', { accountCode: 'C10001', idempotencyKey, ...terms }, as);

export const cancel = (orderId: number) =>
  call('stock-order/cancelOrder', { accountCode: 'C10001', orderId });

export const modify = (orderId: number, quantity: string, price?: string) =>
  call('stock-order/modifyOrder', {
    accountCode: 'C10001',
    orderId,
    quantity,
    ...(price ? { price } : {}),
  });

export const timeline = (orderId: number) =>
  call('stock-order/loadOrderTimeline', { accountCode: 'C10001', orderId });

/** C10001's books of one asset: available, held/frozen, pending. */
export async function books(asset: string) {
  const rows = await t.db
    .selectFrom('ledgerAccount')
    .select(['kind', 'balance'])
    .where('ownerAccountId', '=', clientId)
    .where('asset', '=', asset)
    .execute();
  // Zero accounts left out: a refused placement may have opened (locked) empty ones.
  return Object.fromEntries(
    rows
      .filter((row) => !toDecimal(row.balance).isZero())
      .map((row) => [row.kind, toDecimal(row.balance).toFixed()]),
  );
}

export const setPermission = (
  exchange: 'HKEX' | 'US',
  changes: Partial<{
    validOrderTypes: string[];
    auctionOrderSellOnly: boolean;
    dailyBuyLimit: string | null;
  }> = {},
) =>
  upsertTradingPermission(t.db, {
    accountId: clientId,
    exchange,
    validOrderTypes: JSON.stringify(
      changes.validOrderTypes ??
        (exchange === 'HKEX' ? ['Limit', 'AO', 'AL', 'ELO', 'SLO', 'Odd'] : ['Limit', 'Market']),
    ),
    defaultOrderType: 'Limit',
    permittedConditions: JSON.stringify(['stopGain', 'stopLoss', 'volumeTrigger', 'goodTillDate']),
    allowPrePostMarket: exchange === 'US',
    auctionOrderSellOnly: changes.auctionOrderSellOnly ?? false,
    dailyBuyLimit: changes.dailyBuyLimit ?? null,
  });

/**
 * Registers the hooks of a stock-order suite: the app with C10001 signed in, each test starting
 * signed in at 10:00, and the books balanced after everything.
 */
export function setUpStockOrderSuite(): void {
  beforeAll(async () => {
    const created = await createStockTestApp();
    t = created.app;
    feed = created.feed;
    const client = await findAccountByCode(t.db, 'C10001', 'gateway');
    if (!client) throw new Error('C10001 missing');
    clientId = client.id;
    session = await signIn(t.app, 'C10001');
  });

  beforeEach(async () => {
    t.clock.now = MORNING;
    // Sessions idle out when a test moves the clock: each test starts signed in at 10:00.
    session = await signIn(t.app, 'C10001');
  });

  afterAll(async () => {
    expect(await findUnbalancedJournals(t.db)).toEqual([]);
    expect(await findDriftingLedgerAccounts(t.db)).toEqual([]);
    await t.close();
  });
}
