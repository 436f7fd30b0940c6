import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CurrencyTable } from '../db/schema-books';
import type { Database } from '../db/schema';

/** A currency with its rate to HKD (a decimal string). */
export type CurrencyWithRate = Selectable<CurrencyTable> & { hkdRate: string | null };

/** The currencies among `codes`, with their HKD rates, in code order. */
export function findCurrencies(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<CurrencyWithRate[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('currency')
    .leftJoin('exchangeRate', 'exchangeRate.currencyId', 'currency.id')
    .selectAll('currency')
    .select('exchangeRate.hkdRate')
    .where('currency.code', 'in', [...codes])
    .orderBy('currency.code')
    .execute();
}

/** Inserts currencies, skipping codes that exist; answers how many landed. */
export async function insertCurrencies(
  db: Kysely<Database>,
  currencies: readonly Insertable<CurrencyTable>[],
): Promise<number> {
  if (currencies.length === 0) return 0;
  const inserted = await db
    .insertInto('currency')
    .values([...currencies])
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Sets missing HKD rates (existing rates stay); answers how many landed. */
export async function insertHkdRates(
  db: Kysely<Database>,
  rates: readonly { currencyId: number; hkdRate: string }[],
  asOf: Date,
): Promise<number> {
  if (rates.length === 0) return 0;
  const inserted = await db
    .insertInto('exchangeRate')
    .values(rates.map((rate) => ({ ...rate, asOf })))
    .onConflict((conflict) => conflict.column('currencyId').doNothing())
    .returning('currencyId')
    .execute();
  return inserted.length;
}
