import type { Kysely } from 'kysely';
import { toDecimal } from '../../../../shared/domain/decimal';
import { roundDecimal } from '../../../../shared/domain/rounding';
import type { Database } from '../../../db/schema';
import type { CryptoFeed } from '../../../market-data/crypto-feed';
import { ledgerCode, lockBooks, postJournal } from '../../core/books/ledger';
import { releaseMovement } from '../../core/dealing/holds';
import { recordNotifications } from '../../core/notifications/notification-outbox';
import {
  cryptoBooks,
  cryptoHold,
  makerFillMovements,
  takerFillMovements,
  type CryptoFillTerms,
} from './crypto-books';
import { cryptoFillNotifications } from './crypto-order-notifications';
import {
  insertCryptoFill,
  lockCryptoCost,
  setCryptoCost,
  type CryptoFillRow,
  type CryptoOrderRow,
} from './crypto-order.repository';

/**
 * One execution of a crypto order on the books, in the caller's transaction under the order's
 * row lock: the fill's journal (crypto-books.ts), the asset's USD cost (average cost: a buy adds
 * amount + fee in USD, a sell takes its share of the cost), the `crypto_fill` row and the client's
 * notification. HKD amounts are costed in USD at the pair's USD/HKD rate at the fill (the USD
 * pair's last over the HKD pair's).
 */

/** How many USD one unit of the quote currency is worth at `at`. */
async function usdPerQuote(crypto: CryptoFeed, order: CryptoOrderRow, at: Date): Promise<string> {
  if (order.quoteCurrency === 'USD') return '1';
  const [usd, local] = await Promise.all([
    crypto.quote(`${order.base}-USD`, at),
    crypto.quote(order.pair, at),
  ]);
  if (!usd || !local || toDecimal(local.last).isZero()) return '0';
  return toDecimal(usd.last).div(local.last).toFixed();
}

/** The client's whole quantity of the order's asset (available and held), as locked now. */
async function assetTotal(db: Kysely<Database>, order: CryptoOrderRow): Promise<string> {
  const books = cryptoBooks(order);
  const accounts = await lockBooks(db, [books.asset, books.assetHeld]);
  const balance = (code: string) => accounts.get(code)?.balance ?? '0';
  return toDecimal(balance(ledgerCode(books.asset)))
    .add(balance(ledgerCode(books.assetHeld)))
    .toFixed();
}

/** Posts one fill of `order` (taker: within its placement; maker: a resting order's). */
export async function recordCryptoFill(
  db: Kysely<Database>,
  crypto: CryptoFeed,
  order: CryptoOrderRow,
  fill: CryptoFillTerms & { price: string; liquidity: 'maker' | 'taker' },
  at: Date,
): Promise<CryptoFillRow> {
  const movements =
    fill.liquidity === 'taker' ? takerFillMovements(order, fill) : makerFillMovements(order, fill);
  await postJournal(db, { reason: 'cryptoFill', postedAt: at, movements });
  const cost = toDecimal(await lockCryptoCost(db, order.accountId, order.base));
  let costUsd: string;
  if (order.side === 'B') {
    const rate = await usdPerQuote(crypto, order, at);
    costUsd = roundDecimal(toDecimal(fill.amount).add(fill.fee).mul(rate), 10, 'normal');
    await setCryptoCost(db, order.accountId, order.base, cost.add(costUsd).toFixed());
  } else {
    const left = toDecimal(await assetTotal(db, order));
    const before = left.add(fill.quantity);
    costUsd = before.isZero()
      ? '0'
      : roundDecimal(cost.mul(fill.quantity).div(before), 10, 'normal');
    const after = left.isZero() ? '0' : cost.sub(costUsd).toFixed();
    await setCryptoCost(db, order.accountId, order.base, after);
  }
  const row = await insertCryptoFill(db, {
    cryptoOrderId: order.id,
    accountId: order.accountId,
    pair: order.pair,
    base: order.base,
    quoteCurrency: order.quoteCurrency,
    side: order.side,
    quantity: fill.quantity,
    price: fill.price,
    amount: fill.amount,
    fee: fill.fee,
    liquidity: fill.liquidity,
    costUsd,
    filledAt: at,
  });
  await recordNotifications(db, cryptoFillNotifications(row));
  return row;
}

/** Gives back what an order still holds (its end: filled, cancelled); nothing when none. */
export async function releaseCryptoHold(
  db: Kysely<Database>,
  order: CryptoOrderRow,
  at: Date,
): Promise<void> {
  if (toDecimal(order.heldAmount).isZero()) return;
  await postJournal(db, {
    reason: 'cryptoRelease',
    postedAt: at,
    movements: [releaseMovement(cryptoHold(order, toDecimal(order.heldAmount).toFixed()))],
  });
}
