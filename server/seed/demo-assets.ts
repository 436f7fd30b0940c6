import type { Kysely } from 'kysely';
import { hongKongDate } from '../../shared/domain/business-calendar';
import type { Database } from '../db/schema';
import { findAccountKeys } from '../repositories/account.repository';
import {
  insertHolding,
  refreshCurrentValue,
  searchHoldings,
  upsertValuation,
} from '../repositories/asset-holding.repository';
import { insertHkdRateHistory } from '../repositories/hkd-rate-history.repository';
import { linkHolderAccounts } from '../repositories/holder.repository';

/**
 * The manual assets' part of the demo book (issue 24, the demo book's "Added for the second
 * half"): C10001 and F10001 are one holder, Chan Tai Man; C10001 keeps a flat (real estate,
 * HKD 8,200,000 now, three dated valuations over the last two years) and a car (vehicle,
 * HKD 320,000). The dated HKD rates of USD and CNY over the same two years let a valuation convert
 * at its own date's rate. Idempotent: no rate nor holding is added once C10001 has holdings.
 */

const DAY_MS = 86_400_000;

/** USD and CNY in HKD from a number of days ago on (today's rates are the currency table's). */
const DATED_RATES = [
  { code: 'USD', daysAgo: 730, hkdRate: '7.7900' },
  { code: 'USD', daysAgo: 365, hkdRate: '7.8300' },
  { code: 'USD', daysAgo: 120, hkdRate: '7.8050' },
  { code: 'CNY', daysAgo: 730, hkdRate: '1.0950' },
  { code: 'CNY', daysAgo: 365, hkdRate: '1.0750' },
  { code: 'CNY', daysAgo: 120, hkdRate: '1.0850' },
] as const;

/** Seeds the holder link, the dated rates and C10001's flat and car. */
export async function seedDemoAssets(db: Kysely<Database>, now: Date): Promise<void> {
  const day = (daysAgo: number) => hongKongDate(new Date(now.getTime() - daysAgo * DAY_MS));
  const keys = await findAccountKeys(db, ['C10001', 'F10001']);
  const gateway = keys.find((key) => key.accountCode === 'C10001' && key.source === 'gateway');
  const fos = keys.find((key) => key.accountCode === 'F10001' && key.source === 'fos');
  if (!gateway) return;
  await linkHolderAccounts(db, 'Chan Tai Man', fos ? [gateway.id, fos.id] : [gateway.id]);
  if ((await searchHoldings(db, [gateway.id], {})).length > 0) return;
  await insertHkdRateHistory(
    db,
    DATED_RATES.map((rate) => ({
      code: rate.code,
      rateDate: day(rate.daysAgo),
      hkdRate: rate.hkdRate,
    })),
  );
  const holdings = [
    {
      category: 'real_estate' as const,
      name: 'Flat, Taikoo Shing',
      cost: '6800000',
      acquisitionDate: day(6 * 365),
      notes: 'Two bedrooms, 650 sq ft.',
      valuations: [
        { daysAgo: 700, value: '7600000', notes: 'Bank valuation' },
        { daysAgo: 365, value: '7950000', notes: 'Bank valuation' },
        { daysAgo: 90, value: '8200000', notes: 'Surveyor' },
      ],
    },
    {
      category: 'vehicle' as const,
      name: 'Car',
      cost: '380000',
      acquisitionDate: day(400),
      notes: '',
      valuations: [{ daysAgo: 30, value: '320000', notes: 'Dealer quote' }],
    },
  ];
  await db.transaction().execute(async (trx) => {
    for (const holding of holdings) {
      const latest = holding.valuations.at(-1) ?? { daysAgo: 0, value: '0' };
      const id = await insertHolding(trx, {
        accountId: gateway.id,
        category: holding.category,
        name: holding.name,
        currency: 'HKD',
        valueBasis: 'total',
        totalValue: latest.value,
        cost: holding.cost,
        acquisitionDate: holding.acquisitionDate,
        notes: holding.notes,
        currentValue: latest.value,
        valuedOn: day(latest.daysAgo),
        createdAt: now,
        updatedAt: now,
      });
      for (const valuation of holding.valuations) {
        await upsertValuation(trx, {
          holdingId: id,
          valuedOn: day(valuation.daysAgo),
          value: valuation.value,
          notes: valuation.notes,
          createdAt: now,
        });
      }
      await refreshCurrentValue(trx, id, now);
    }
  });
}
