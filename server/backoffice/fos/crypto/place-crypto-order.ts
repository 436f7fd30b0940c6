import type { Kysely } from 'kysely';
import { cryptoOrderResultCode as code } from '../../../../shared/domain/crypto-order-result';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/schema';
import { executeTogether } from '../../../db/write-together';
import type { CryptoFeed } from '../../../market-data/crypto-feed';
import type {
  CryptoOrderOutcome,
  CryptoOrderPreview,
  CryptoOrderTerms,
  PlaceCryptoOrderRequest,
} from '../../ports/fos-crypto.port';
import type { ClientRef } from '../../ports/client-ref';
import { journalWrites, ledgerCode, type BookRef } from '../../core/books/ledger';
import { findLedgerAccountsOf, type LedgerAccount } from '../../core/books/ledger.repository';
import { lockBooks } from '../../core/books/ledger';
import { holdMovement } from '../../core/dealing/holds';
import { placeUnderKey } from '../../core/dealing/keyed-placement';
import {
  clientCryptoBooksOf,
  cryptoBooks,
  cryptoHold,
  type CryptoOrderBooksRef,
} from './crypto-books';
import {
  balanceRefusal,
  checkCryptoOrder,
  maxBuyQuantity,
  type CryptoBalances,
} from './crypto-order-checks';
import { recordCryptoFill } from './crypto-fills';
import { cryptoPlacementWrite } from './crypto-order-lifecycle';
import {
  findCryptoOrdersByKey,
  insertCryptoOrder,
  saveWatermark,
  type CryptoOrderRow,
} from './crypto-order.repository';
import { toCryptoOrderView } from './crypto-order-views';

/** What the crypto commands need: the books and the crypto feed. */
export type CryptoBookDeps = { db: Kysely<Database>; crypto: CryptoFeed };

const refusal = (result: number): CryptoOrderOutcome => ({ result, order: null, isReplay: false });

/** The client's available fiat of the quote currency and available asset. */
function balancesOf(
  accounts: ReadonlyMap<string, Pick<LedgerAccount, 'balance'>>,
  ref: CryptoOrderBooksRef,
): CryptoBalances {
  const books = cryptoBooks(ref);
  const balance = (book: BookRef) =>
    toDecimal(accounts.get(ledgerCode(book))?.balance ?? '0').toFixed();
  return { cash: balance(books.cash), asset: balance(books.asset) };
}

async function checked(deps: CryptoBookDeps, terms: CryptoOrderTerms, now: Date) {
  const pair = await deps.crypto.pair(terms.pair);
  const quote = pair ? await deps.crypto.quote(pair.pair, now) : undefined;
  return checkCryptoOrder(terms, pair, quote);
}

async function placeInTransaction(
  deps: CryptoBookDeps,
  request: PlaceCryptoOrderRequest,
): Promise<CryptoOrderOutcome> {
  const { db } = deps;
  const { client, terms, now } = request;
  const outcome = await checked(deps, terms, now);
  if (!outcome.plan) return refusal(outcome.result);
  const { plan } = outcome;
  const ref = {
    accountId: client.accountId,
    base: plan.pair.base,
    quoteCurrency: plan.pair.quoteCurrency,
  };
  // Locking the client's accounts first serialises concurrent orders on the same money.
  const accounts = await lockBooks(db, clientCryptoBooksOf(ref));
  const refused = balanceRefusal(plan, terms.side, balancesOf(accounts, ref));
  if (refused !== 0) return refusal(refused);
  const isTaker = plan.liquidity === 'taker';
  const row = await insertCryptoOrder(db, {
    accountId: client.accountId,
    idempotencyKey: request.idempotencyKey,
    requestHash: request.requestHash,
    pair: plan.pair.pair,
    base: plan.pair.base,
    quoteCurrency: plan.pair.quoteCurrency,
    side: terms.side,
    orderType: terms.orderType,
    sizing: terms.sizing,
    price: terms.orderType === 'limit' ? toDecimal(terms.price ?? '0').toFixed() : null,
    quantity: terms.sizing === 'quantity' ? plan.quantity : null,
    amount: terms.sizing === 'amount' ? toDecimal(terms.amount ?? '0').toFixed() : null,
    orderQuantity: plan.quantity,
    filledQuantity: isTaker ? plan.quantity : '0',
    filledAmount: isTaker ? plan.amount : '0',
    fee: isTaker ? plan.fee : '0',
    status: isTaker ? 'filled' : 'open',
    heldAmount: plan.holdAmount,
    heldAsset: terms.side === 'B' ? plan.pair.quoteCurrency : plan.pair.base,
    placedByAccountId: request.placedByAccountId,
    placedAt: now,
    updatedAt: now,
  });
  const hold = isTaker ? [] : [holdMovement(cryptoHold(row, plan.holdAmount))];
  // The history's first row and a resting order's hold go in one statement.
  await executeTogether(db, [
    cryptoPlacementWrite(db, [row], now),
    ...journalWrites(db, [{ reason: 'cryptoHold', postedAt: now, movements: hold }], accounts),
  ]);
  if (isTaker) {
    await recordCryptoFill(db, deps.crypto, row, { ...plan, liquidity: 'taker' }, now);
  } else {
    // A resting order matches the tape printed after it was placed, never before.
    await saveWatermark(db, row.id, now);
  }
  return { result: 0, order: toCryptoOrderView(row), isReplay: false };
}

/**
 * Places a crypto order on the dealing core (issue 23 §3): in one transaction that first reads
 * the idempotency key (the same request again answers the first order, other terms 8947), runs
 * the checks (crypto-order-checks.ts), locks the client's accounts, checks the balance, inserts
 * the order and either fills it at once (market, or a limit crossing the quote: `filled`) or
 * rests it `open` with its hold.
 */
export function placeCryptoOrder(
  deps: CryptoBookDeps,
  request: PlaceCryptoOrderRequest,
): Promise<CryptoOrderOutcome> {
  const { client, idempotencyKey, requestHash } = request;
  return placeUnderKey<CryptoOrderRow, CryptoOrderOutcome>(deps.db, {
    requestHash,
    findByKey: (db) => findCryptoOrdersByKey(db, client.accountId, idempotencyKey),
    replay: (rows) => ({
      result: 0,
      order: toCryptoOrderView(rows[0] as CryptoOrderRow),
      isReplay: true,
    }),
    conflict: () => refusal(code('idempotencyConflict')),
    place: (db) => placeInTransaction({ ...deps, db }, request),
  });
}

/** What an order would cost now and whether it passes (books included); reads only. */
export async function previewCryptoOrder(
  deps: CryptoBookDeps,
  client: ClientRef,
  terms: CryptoOrderTerms,
  now: Date,
): Promise<CryptoOrderPreview> {
  const outcome = await checked(deps, terms, now);
  const pair = outcome.plan?.pair ?? outcome.pair;
  const accounts = new Map(
    (await findLedgerAccountsOf(deps.db, client.accountId)).map((row) => [row.code, row]),
  );
  const balances = pair
    ? balancesOf(accounts, {
        accountId: client.accountId,
        base: pair.base,
        quoteCurrency: pair.quoteCurrency,
      })
    : { cash: '0', asset: '0' };
  const empty = { quantity: '0', price: '0', amount: '0', feeRate: '0', fee: '0', total: '0' };
  const base = {
    quoteCurrency: pair?.quoteCurrency ?? 'USD',
    availableCash: balances.cash,
    availableAsset: balances.asset,
    maxSellQuantity: balances.asset,
  };
  if (!outcome.plan) return { result: outcome.result, ...empty, ...base, maxBuyQuantity: '0' };
  const { plan } = outcome;
  return {
    result: balanceRefusal(plan, terms.side, balances),
    quantity: plan.quantity,
    price: plan.price,
    amount: plan.amount,
    feeRate: plan.feeRate,
    fee: plan.fee,
    total: plan.total,
    ...base,
    maxBuyQuantity: maxBuyQuantity(plan, balances.cash),
  };
}
