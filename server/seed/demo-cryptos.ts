import type { Kysely } from 'kysely';
import { toDecimal } from '../../shared/domain/decimal';
import { clientBook, firmBook, postJournal } from '../backoffice/core/books/ledger';
import { findCryptoOrdersByKey } from '../backoffice/fos/crypto/crypto-order.repository';
import { placeCryptoOrder, previewCryptoOrder } from '../backoffice/fos/crypto/place-crypto-order';
import type { CryptoOrderTerms } from '../backoffice/ports/fos-crypto.port';
import type { Database } from '../db/schema';
import { createSimulatedCryptoFeed } from '../market-data/simulated-crypto';
import { SIMULATION_SEED } from '../market-data/simulated-feed-context';
import { findAccountByCode, fillEmptyAccountColumns } from '../repositories/account.repository';
import { hashPassword } from '../security/password';
import { DEMO_TRADE_PASSWORD } from './demo-sign-in';
import { cryptoRequestHashOf } from '../commands/submit-crypto-order.command';

/**
 * The demo book's Fos part (spec demo book, "Added for the second half"): F20001 holds BTC 0.5,
 * ETH 8, USDT 20,000 and USD 10,000; F10001 (C10001's holder) BTC 0.05 and USDT 500. Each asset
 * was bought by a filled market order placed through the Fos back office's own placement, days
 * before the seeding, after a USD deposit of exactly what the buys cost (their previews at the same
 * instants: the feed is deterministic) plus the USD the account keeps; so the books tie out and the
 * average costs are the fills'. Both accounts get C10001's trade password. Idempotent: an account
 * whose first demo order is there is left as it is.
 */

type DemoBuy = { pair: string; quantity: string; daysAgo: number };

const demoCrypto: readonly { accountCode: string; keepUsd: string; buys: readonly DemoBuy[] }[] = [
  {
    accountCode: 'F20001',
    keepUsd: '10000',
    buys: [
      { pair: 'BTC-USD', quantity: '0.5', daysAgo: 20 },
      { pair: 'ETH-USD', quantity: '8', daysAgo: 12 },
      { pair: 'USDT-USD', quantity: '20000', daysAgo: 5 },
    ],
  },
  {
    accountCode: 'F10001',
    keepUsd: '0',
    buys: [
      { pair: 'BTC-USD', quantity: '0.05', daysAgo: 9 },
      { pair: 'USDT-USD', quantity: '500', daysAgo: 3 },
    ],
  },
];

const DAY_MS = 86_400_000;
const keyOf = (accountCode: string, index: number) => `demo-${accountCode}-${index + 1}`;

/** Loads the demo book's crypto holdings and orders; answers how many orders it placed. */
export async function seedDemoCryptos(
  db: Kysely<Database>,
  now: Date,
): Promise<{ cryptoOrders: number }> {
  const crypto = createSimulatedCryptoFeed({ seed: SIMULATION_SEED });
  let placed = 0;
  for (const book of demoCrypto) {
    const account = await findAccountByCode(db, book.accountCode, 'fos');
    if (!account) continue;
    if (account.tradePasswordHash === null) {
      const tradePasswordHash = await hashPassword(DEMO_TRADE_PASSWORD);
      await fillEmptyAccountColumns(db, account, { tradePasswordHash }, now);
    }
    if ((await findCryptoOrdersByKey(db, account.id, keyOf(book.accountCode, 0))).length > 0) {
      continue;
    }
    const client = { accountId: account.id, accountCode: book.accountCode };
    const orders = book.buys.map((buy, index) => ({
      at: new Date(now.getTime() - buy.daysAgo * DAY_MS),
      key: keyOf(book.accountCode, index),
      terms: {
        pair: buy.pair,
        side: 'B',
        orderType: 'market',
        sizing: 'quantity',
        quantity: buy.quantity,
      } satisfies CryptoOrderTerms,
    }));
    const previews = await Promise.all(
      orders.map((order) => previewCryptoOrder({ db, crypto }, client, order.terms, order.at)),
    );
    const cost = previews
      .map((preview) => preview.total)
      .reduce((total, amount) => total.add(amount), toDecimal(book.keepUsd));
    const first = orders[0];
    if (!first) continue;
    await db.transaction().execute(async (trx) => {
      await postJournal(trx, {
        reason: 'deposit',
        postedAt: new Date(first.at.getTime() - DAY_MS),
        movements: [
          {
            from: firmBook('fosClearing', 'cash', 'USD'),
            to: clientBook('cash', account.id, 'USD'),
            amount: cost.toFixed(),
          },
        ],
      });
    });
    for (const order of orders) {
      const outcome = await placeCryptoOrder(
        { db, crypto },
        {
          client,
          idempotencyKey: order.key,
          requestHash: cryptoRequestHashOf(order.terms),
          terms: order.terms,
          placedByAccountId: null,
          now: order.at,
        },
      );
      if (outcome.result !== 0) {
        throw new Error(`Demo crypto order ${order.key} refused: ${outcome.result}`);
      }
      placed += 1;
    }
  }
  return { cryptoOrders: placed };
}
