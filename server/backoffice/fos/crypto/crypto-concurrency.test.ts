import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../shared/domain/decimal';
import { findAccountByCode } from '../../../repositories/account.repository';
import { createFixedCryptoFeed, type FixedCryptoFeed } from '../../../test/crypto-test-kit';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { ClientRef } from '../../ports/client-ref';
import type { CryptoOrderTerms, FosCryptoPort } from '../../ports/fos-crypto.port';
import { requestHashOf } from '../../ports/request-hash';
import {
  findDriftingLedgerAccounts,
  findLedgerAccountsOf,
  findUnbalancedJournals,
} from '../../core/books/ledger.repository';
import { runCryptoMatching } from './crypto-matching.job';
import { createEmbeddedCrypto } from './embedded-crypto';

/**
 * Crypto orders at the same time (issue 23; run on PostgreSQL too, where they really overlap):
 * buys racing for the same money never overdraw it (the client's accounts are locked first),
 * twins under one key make one order, and matching rounds running together fill each tape
 * trade once (SKIP LOCKED and the watermark).
 */

let database: TestDatabase;
let crypto: FosCryptoPort;
let feed: FixedCryptoFeed;
let client: ClientRef;
const now = new Date('2026-12-06T04:00:00.000Z');

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

const request = (key: string, terms: CryptoOrderTerms, at = now) => ({
  client,
  idempotencyKey: key,
  requestHash: requestHashOf(terms, ['price', 'quantity', 'amount']),
  terms,
  placedByAccountId: null,
  now: at,
});

const usd = async () => {
  const rows = await findLedgerAccountsOf(database.db, client.accountId);
  return toDecimal(rows.find((row) => row.code === `cash:${client.accountId}:USD`)?.balance ?? '0');
};

describe('crypto orders at the same time', () => {
  it('never spends more than the client has, and twins make one order', async () => {
    const available = await usd();
    // Each buy costs 6,010.01 USD: only so many fit in what F20001 has.
    const terms: CryptoOrderTerms = {
      pair: 'BTC-USD',
      side: 'B',
      orderType: 'market',
      sizing: 'quantity',
      quantity: '0.1',
    };
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, (_, index) => crypto.placeOrder(request(`race-${index}`, terms))),
    );
    const filled = outcomes.filter((outcome) => outcome.result === 0).length;
    expect(filled).toBe(Math.min(4, Math.floor(available.div('6010.01').toNumber())));
    expect(outcomes.filter((outcome) => outcome.result !== 0).map((row) => row.result)).toEqual(
      Array.from({ length: 4 - filled }, () => 8907),
    );
    expect((await usd()).toFixed()).toBe(available.sub(toDecimal('6010.01').mul(filled)).toFixed());

    const small = { ...terms, quantity: '0.001' };
    const twins = await Promise.all([
      crypto.placeOrder(request('twin', small)),
      crypto.placeOrder(request('twin', small)),
    ]);
    expect(new Set(twins.map((twin) => twin.order?.orderId)).size).toBe(1);
    expect(twins.filter((twin) => twin.isReplay)).toHaveLength(1);
    expect(await findUnbalancedJournals(database.db)).toEqual([]);
    expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
  });

  it('fills each tape trade once when matching rounds overlap', async () => {
    const terms: CryptoOrderTerms = {
      pair: 'ETH-USD',
      side: 'S',
      orderType: 'limit',
      sizing: 'quantity',
      price: '3100',
      quantity: '0.5',
    };
    const placed = await crypto.placeOrder(request('overlap', terms));
    expect(placed.order?.status).toBe('open');
    feed.print('ETH-USD', [
      { at: new Date(now.getTime() + 60_000), price: '3100', quantity: '0.2' },
      { at: new Date(now.getTime() + 120_000), price: '3101', quantity: '0.1' },
    ]);
    const later = new Date(now.getTime() + 180_000);
    await Promise.all([
      runCryptoMatching(database.db, { crypto: feed }, later),
      runCryptoMatching(database.db, { crypto: feed }, later),
      runCryptoMatching(database.db, { crypto: feed }, later),
    ]);
    const timeline = await crypto.loadOrderTimeline(client, placed.order?.orderId ?? 0);
    expect(timeline?.order).toMatchObject({ status: 'partiallyFilled', filledQuantity: '0.3' });
    expect(timeline?.fills.map((fill) => fill.quantity)).toEqual(['0.2', '0.1']);
    expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
  });
});
