import type { Kysely } from 'kysely';
import type { ExchangeCode } from '../../../../../shared/contracts/stock-definition';
import { toDecimal } from '../../../../../shared/domain/decimal';
import { sessionAt } from '../../../../../shared/domain/stock-sessions';
import type { Database } from '../../../../db/schema';
import { cashOf } from '../../gateway-balances';
import { postJournals, type JournalInput } from '../../../core/books/ledger';
import { findLedgerAccountsOfMany } from '../../../core/books/ledger.repository';
import {
  recordNotifications,
  type NotificationDraft,
} from '../../../core/notifications/notification-outbox';
import { settleBuyMovements, settleSellMovements } from '../stock-books';
import type { StockFillRow } from '../stock-order.repository';
import { lockDueStockFills, markStockFillsSettled } from './exchange.repository';

/**
 * Settlement of stock fills (issue 11 §8, hk-market-facts §3.6): on its settlement date (T+2
 * HKEX, T+1 US, in the exchange's trading days, fixed on the fill) a buy's pending shares become
 * available and a sell's pending proceeds (net of fees) become available cash. Each fill is
 * settled once: it is locked (SKIP LOCKED) and marked settled in the journal's transaction.
 * Each client whose cash settled hears of the balance it leaves, once per currency and run
 * (issue 14 §1, a `balance` notification), in the same transaction.
 */

const EXCHANGES: readonly ExchangeCode[] = ['HKEX', 'US'];

/** How many fills one batch settles. */
const BATCH = 500;

/**
 * The `balance` notices of settled `fills`: per client and currency, the available cash and the
 * cash held after settlement, keyed by the last fill settled (a run settles a fill once).
 */
async function settlementNotices(
  db: Kysely<Database>,
  fills: readonly StockFillRow[],
  now: Date,
): Promise<NotificationDraft[]> {
  const lastFill = new Map<string, StockFillRow>();
  for (const fill of fills) lastFill.set(`${fill.accountId}:${fill.currency}`, fill);
  const owners = [...new Set(fills.map((fill) => fill.accountId))];
  const ledgers = await findLedgerAccountsOfMany(db, owners, 'cash');
  const drafts: NotificationDraft[] = [];
  for (const fill of lastFill.values()) {
    const own = ledgers.filter((ledger) => ledger.ownerAccountId === fill.accountId);
    const cash = cashOf(own).find((balance) => balance.currency === fill.currency);
    if (!cash) continue;
    drafts.push({
      accountId: fill.accountId,
      type: 'balance',
      sourceKey: `stock-settlement:${fill.currency}:${fill.id}`,
      fields: {
        currencyCode: fill.currency,
        balance: cash.available,
        holdFundAmount: cash.holdFundAmount,
      },
      at: now,
    });
  }
  return drafts;
}

/** Settles every fill due by `now` (its exchange's local date); answers how many. */
export async function settleDueFills(db: Kysely<Database>, now: Date): Promise<number> {
  let count = 0;
  const settled: StockFillRow[] = [];
  for (const exchange of EXCHANGES) {
    const today = sessionAt(exchange, now).tradeDate;
    for (;;) {
      const fills = await lockDueStockFills(db, exchange, today, BATCH);
      if (fills.length === 0) break;
      const journals: JournalInput[] = fills.map((fill) => ({
        reason: 'settled',
        stockOrderId: fill.stockOrderId,
        postedAt: now,
        movements:
          fill.side === 'B'
            ? settleBuyMovements(fill, fill.quantity)
            : settleSellMovements(
                fill,
                toDecimal(fill.consideration).sub(fill.totalFees).toFixed(),
              ),
      }));
      await postJournals(db, journals);
      await markStockFillsSettled(
        db,
        fills.map((fill) => fill.id),
        now,
      );
      count += fills.length;
      settled.push(...fills);
      if (fills.length < BATCH) break;
    }
  }
  await recordNotifications(db, await settlementNotices(db, settled, now));
  return count;
}
