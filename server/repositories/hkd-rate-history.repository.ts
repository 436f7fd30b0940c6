import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import '../db/schema-assets';

/** A currency's HKD rate from a date on. */
export type DatedHkdRate = { code: string; rateDate: string; hkdRate: string };

/** The dated HKD rates of `codes`, oldest first per currency. */
export function findHkdRateHistory(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<DatedHkdRate[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('hkdRateHistory')
    .innerJoin('currency', 'currency.id', 'hkdRateHistory.currencyId')
    .select(['currency.code', 'hkdRateHistory.rateDate', 'hkdRateHistory.hkdRate'])
    .where('currency.code', 'in', [...new Set(codes)])
    .orderBy('currency.code')
    .orderBy('hkdRateHistory.rateDate')
    .execute();
}

/** Records dated HKD rates (a date that has one keeps it); answers how many landed. */
export async function insertHkdRateHistory(
  db: Kysely<Database>,
  rates: readonly { code: string; rateDate: string; hkdRate: string }[],
): Promise<number> {
  if (rates.length === 0) return 0;
  const currencies = await db
    .selectFrom('currency')
    .select(['id', 'code'])
    .where('code', 'in', [...new Set(rates.map((rate) => rate.code))])
    .execute();
  const idOf = new Map(currencies.map((row) => [row.code, row.id]));
  const rows = rates.flatMap((rate) => {
    const currencyId = idOf.get(rate.code);
    return currencyId === undefined
      ? []
      : [{ currencyId, rateDate: rate.rateDate, hkdRate: rate.hkdRate }];
  });
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('hkdRateHistory')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['currencyId', 'rateDate']).doNothing())
    .returning('currencyId')
    .execute();
  return inserted.length;
}

/** Today's HKD rates of `codes` (the `exchange_rate` table) and since when they hold. */
export function findCurrentHkdRates(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<{ code: string; hkdRate: string; asOf: Date }[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('exchangeRate')
    .innerJoin('currency', 'currency.id', 'exchangeRate.currencyId')
    .select(['currency.code', 'exchangeRate.hkdRate', 'exchangeRate.asOf'])
    .where('currency.code', 'in', [...new Set(codes)])
    .execute();
}
