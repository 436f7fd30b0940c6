import type { Kysely } from 'kysely';
import type {
  AssetHolding,
  AssetHoldingDetail,
  AssetValuation,
} from '../../../shared/contracts/asset-holding';
import { assetCategoryNumber } from '../../../shared/domain/asset-holding';
import { hongKongDate } from '../../../shared/domain/business-calendar';
import { currencyFor, roundToCurrency } from '../../../shared/domain/currency';
import { toDecimal } from '../../../shared/domain/decimal';
import type { Database } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { convertThroughHkd } from '../../money/cross-rate';
import { findAttachments } from '../../repositories/asset-attachment.repository';
import { findValuations, type AssetHoldingRow } from '../../repositories/asset-holding.repository';
import {
  findCurrentHkdRates,
  findHkdRateHistory,
} from '../../repositories/hkd-rate-history.repository';

/**
 * What the manual assets' calls answer, in the reporting currency through the HKD pivot (spec §7):
 * a current value at today's rates, a valuation at its own date's rates: today's rate from the
 * day it was set (`exchange_rate.as_of`), before that the `hkd_rate_history` rate in force that
 * day, and today's again before the first dated one.
 */

/** A conversion and the two HKD rates it used. */
export type Converted = { value: string; fromHkdRate: string; toHkdRate: string };

/** Converts into one reporting currency at today's or a date's rates. */
export type DatedConverter = {
  reportingCurrency: string;
  convert(amount: string, from: string, date?: string): Converted;
};

/**
 * Reads today's and the dated HKD rates of `codes` and the reporting currency once. A currency
 * with no rate (a reporting currency the firm does not have) is the caller's mistake: 404.
 */
export async function datedConverter(
  db: Kysely<Database>,
  codes: readonly string[],
  reportingCurrency: string,
): Promise<DatedConverter> {
  const all = [...new Set([...codes, reportingCurrency])];
  const [current, history] = await Promise.all([
    findCurrentHkdRates(db, all),
    findHkdRateHistory(db, all),
  ]);
  const today = new Map(current.map((row) => [row.code, row.hkdRate]));
  const since = new Map(current.map((row) => [row.code, hongKongDate(row.asOf)]));
  const dated = new Map<string, { rateDate: string; hkdRate: string }[]>();
  for (const row of history) dated.set(row.code, [...(dated.get(row.code) ?? []), row]);
  const rateOf = (code: string, date?: string): string => {
    // Today's rate holds from the day it was set; before it, the dated rate in force that day.
    const isPast = date !== undefined && date < (since.get(code) ?? '');
    const inForce = isPast
      ? (dated.get(code) ?? []).filter((row) => row.rateDate <= date).at(-1)?.hkdRate
      : undefined;
    const rate = inForce ?? today.get(code);
    if (!rate) throw new NotFoundError();
    return toDecimal(rate).toFixed();
  };
  const target = currencyFor(reportingCurrency);
  return {
    reportingCurrency,
    convert(amount, from, date) {
      const fromHkdRate = rateOf(from, date);
      const toHkdRate = rateOf(reportingCurrency, date);
      return {
        value: convertThroughHkd(amount, { fromHkdRate, toHkdRate }, target),
        fromHkdRate,
        toHkdRate,
      };
    },
  };
}

const money = (value: string | null, currency: string) =>
  value === null ? null : roundToCurrency(value, currencyFor(currency), 'normal');
const plain = (value: string | null) => (value === null ? null : toDecimal(value).toFixed());

/** One holding as lists show it, its current value converted at today's rates. */
export function holdingView(row: AssetHoldingRow, converter: DatedConverter): AssetHolding {
  const currentValue = money(row.currentValue, row.currency) ?? '0';
  return {
    id: row.id,
    accountCode: row.accountCode,
    source: row.source,
    category: row.category,
    categoryNumber: assetCategoryNumber(row.category),
    name: row.name,
    currency: row.currency,
    valueBasis: row.valueBasis,
    quantity: plain(row.quantity),
    unitValue: plain(row.unitValue),
    totalValue: money(row.totalValue, row.currency),
    currentValue,
    valuedOn: row.valuedOn,
    currentValueReporting: converter.convert(currentValue, row.currency).value,
    cost: money(row.cost, row.currency),
    acquisitionDate: row.acquisitionDate,
    notes: row.notes,
    status: row.status,
    attachmentCount: row.attachmentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A holding's valuations, oldest first, each at its own date's rates. */
export async function valuationViews(
  db: Kysely<Database>,
  holding: Pick<AssetHoldingRow, 'id' | 'currency'>,
  converter: DatedConverter,
): Promise<AssetValuation[]> {
  const rows = await findValuations(db, holding.id);
  return rows.map((row) => {
    const value = money(row.value, holding.currency) ?? '0';
    const converted = converter.convert(value, holding.currency, row.valuedOn);
    return {
      id: row.id,
      valuedOn: row.valuedOn,
      value,
      fromHkdRate: converted.fromHkdRate,
      toHkdRate: converted.toHkdRate,
      valueReporting: converted.value,
      notes: row.notes,
    };
  });
}

/** One holding with its valuations and attachments. */
export async function holdingDetail(
  db: Kysely<Database>,
  row: AssetHoldingRow,
  reportingCurrency: string,
  canChange: boolean,
): Promise<AssetHoldingDetail> {
  const converter = await datedConverter(db, [row.currency], reportingCurrency);
  const [valuations, attachments] = await Promise.all([
    valuationViews(db, row, converter),
    findAttachments(db, row.id),
  ]);
  return {
    ...holdingView(row, converter),
    reportingCurrency,
    valuations,
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.size,
      uploadedAt: attachment.uploadedAt.toISOString(),
    })),
    canChange,
  };
}
