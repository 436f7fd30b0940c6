import type { Kysely } from 'kysely';
import type { ExchangeCode } from '../../../../../shared/contracts/stock-definition';
import { toDecimal } from '../../../../../shared/domain/decimal';
import { sessionAt } from '../../../../../shared/domain/stock-sessions';
import type { Database } from '../../../../db/schema';
import { postJournals, type JournalInput } from '../../books/ledger';
import { settleBuyMovements, settleSellMovements } from '../stock-books';
import { lockDueStockFills, markStockFillsSettled } from './exchange.repository';

/**
 * Settlement of stock fills (issue 11 §8, hk-market-facts §3.6): on its settlement date (T+2
 * HKEX, T+1 US, in the exchange's trading days, fixed on the fill) a buy's pending shares become
 * available and a sell's pending proceeds (net of fees) become available cash. Each fill is
 * settled once: it is locked (SKIP LOCKED) and marked settled in the journal's transaction.
 */

const EXCHANGES: readonly ExchangeCode[] = ['HKEX', 'US'];

/** How many fills one batch settles. */
const BATCH = 500;

/** Settles every fill due by `now` (its exchange's local date); answers how many. */
export async function settleDueFills(db: Kysely<Database>, now: Date): Promise<number> {
  let count = 0;
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
      if (fills.length < BATCH) break;
    }
  }
  return count;
}
