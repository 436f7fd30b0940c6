import type { Kysely } from 'kysely';
import { hongKongDate } from '../shared/domain/business-calendar';
import {
  clientBook,
  postJournals,
  type JournalInput,
} from '../server/backoffice/core/books/ledger';
import type { Database } from '../server/db/schema';
import { findAccountByCode } from '../server/repositories/account.repository';
import { ASSET_CATEGORIES } from '../shared/domain/asset-holding';
import { insertHolding, upsertValuation } from '../server/repositories/asset-holding.repository';

/**
 * The portfolio read's book for `npm run bench:api` (issue 24): C10001, whose holder also owns the
 * Fos account F10001 (the demo book), given `BENCH_PORTFOLIO_HOLDINGS` manual holdings (1,000) and
 * `BENCH_PORTFOLIO_ENTRIES` ledger entries (100,000: HKD holds and releases, as the statement
 * bench posts). Smaller counts make a quick run.
 */

export const PORTFOLIO_HOLDINGS = Number(process.env.BENCH_PORTFOLIO_HOLDINGS ?? 1_000);
export const PORTFOLIO_ENTRIES = Number(process.env.BENCH_PORTFOLIO_ENTRIES ?? 100_000);
const BATCH = 2_000;

/** Fills C10001's books and manual assets; answers the account code the bench reads. */
export async function loadPortfolioBook(db: Kysely<Database>, now: Date): Promise<string> {
  const client = await findAccountByCode(db, 'C10001', 'gateway');
  if (!client) throw new Error('the demo book has no C10001');
  const cash = clientBook('cash', client.id, 'HKD');
  const held = clientBook('cashHeld', client.id, 'HKD');
  const journals = Math.floor(PORTFOLIO_ENTRIES / 2);
  for (let start = 0; start < journals; start += BATCH) {
    const batch: JournalInput[] = [];
    for (let index = start; index < Math.min(journals, start + BATCH); index += 1) {
      const isHold = index % 2 === 0;
      batch.push({
        reason: isHold ? 'hold' : 'release',
        postedAt: new Date(now.getTime() - (journals - index) * 1_000),
        movements: [{ from: isHold ? cash : held, to: isHold ? held : cash, amount: '1' }],
      });
    }
    await db.transaction().execute((trx) => postJournals(trx, batch));
  }
  const today = hongKongDate(now);
  await db.transaction().execute(async (trx) => {
    for (let index = 0; index < PORTFOLIO_HOLDINGS; index += 1) {
      const value = String(10_000 + index);
      const holdingId = await insertHolding(trx, {
        accountId: client.id,
        category: ASSET_CATEGORIES[index % ASSET_CATEGORIES.length] ?? 'others',
        name: `Bench holding ${index}`,
        currency: index % 3 === 0 ? 'USD' : 'HKD',
        valueBasis: 'total',
        totalValue: value,
        currentValue: value,
        valuedOn: today,
        createdAt: now,
        updatedAt: now,
      });
      await upsertValuation(trx, { holdingId, valuedOn: today, value, createdAt: now });
    }
  });
  return client.accountCode;
}
