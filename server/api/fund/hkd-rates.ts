import type { Kysely } from 'kysely';
import { currencyFor } from '../../../shared/domain/currency';
import type { Database } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { convertThroughHkd } from '../../money/cross-rate';
import { findCurrencies } from '../../repositories/currency.repository';

/**
 * How long HKD rates read for valuations are reused. The firm's rates move once a day at most,
 * so seconds of reuse change no figure a client could notice, and a portfolio page opened by many
 * clients at once reads them once rather than once per request.
 */
const REUSE_MS = 30_000;

type Rates = ReadonlyMap<string, string | null>;
type Entry = { readUntil: number; rates: Promise<Rates> };

const entriesByDatabase = new WeakMap<Kysely<Database>, Map<string, Entry>>();

/** The HKD rate of each currency in `codes` (null: the firm has none), read at most every 30 s. */
export function hkdRatesOf(db: Kysely<Database>, codes: readonly string[]): Promise<Rates> {
  const entries = entriesByDatabase.get(db) ?? new Map<string, Entry>();
  entriesByDatabase.set(db, entries);
  const key = [...new Set(codes)].sort().join(',');
  const now = performance.now();
  const found = entries.get(key);
  if (found && found.readUntil > now) return found.rates;
  const rates = findCurrencies(db, key.split(',')).then(
    (rows): Rates => new Map(rows.map((row) => [row.code, row.hkdRate])),
  );
  entries.set(key, { readUntil: now + REUSE_MS, rates });
  // A failed read is not reused: the next request tries again.
  rates.catch(() => {
    if (entries.get(key)?.rates === rates) entries.delete(key);
  });
  return rates;
}

/**
 * Converts amounts of `codes` into the reporting currency through HKD (spec §7), as the fund and
 * stock portfolios total their positions; the rates are read once, before any amount.
 */
export async function converterTo(
  db: Kysely<Database>,
  codes: readonly string[],
  reporting: string,
): Promise<(amount: string, from: string) => string> {
  const rates = await hkdRatesOf(db, [...codes, reporting]);
  const target = currencyFor(reporting);
  return (amount, from) => {
    const fromHkdRate = rates.get(from);
    const toHkdRate = rates.get(reporting);
    // A reporting currency the firm has no rate for is the caller's mistake: 404.
    if (!fromHkdRate || !toHkdRate) throw new NotFoundError();
    return convertThroughHkd(amount, { fromHkdRate, toHkdRate }, target);
  };
}
