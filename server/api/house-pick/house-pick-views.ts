import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { housePick } from '../../../shared/contracts/house-pick';
import { formatDate } from '../../../shared/domain/date-time';
import { toPlainString } from '../../../shared/domain/decimal';
import type { PickKind } from '../../../shared/domain/house-pick';
import { roundDecimal } from '../../../shared/domain/rounding';
import type { MarketDataProvider } from '../../market-data/market-data-provider';
import '../../market-data/fund-feed';
import '../../market-data/stock-feed';
import type { PickRow } from '../../repositories/pick.repository';

/** The picks' instruments as the feeds know them (issue 30): names, latest prices, changes. */

type LocalisedName = { en: string; 'zh-HK': string; 'zh-CN': string };

/** Whether the kind's universe knows the instrument (a fund id, a stock symbol). */
export async function isKnownInstrument(
  marketData: MarketDataProvider,
  kind: PickKind,
  instrumentId: string,
): Promise<boolean> {
  if (kind === 'fund') return (await marketData.funds.get(instrumentId)) !== undefined;
  const stock = await marketData.stocks.get(instrumentId);
  return stock !== undefined && stock.status === 'active';
}

/** The instrument's name; undefined when it left the universe. */
export async function instrumentName(
  marketData: MarketDataProvider,
  kind: PickKind,
  instrumentId: string,
): Promise<LocalisedName | undefined> {
  if (kind === 'fund') return (await marketData.funds.get(instrumentId))?.name;
  return (await marketData.stocks.get(instrumentId))?.name;
}

/** Percent change from `previous` to `last`, 2 decimals; null without a previous price. */
const percentChange = (last: string, previous: string | undefined) =>
  previous === undefined || new Decimal(previous).isZero()
    ? null
    : roundDecimal(new Decimal(last).sub(previous).div(previous).mul(100), 2, 'normal');

const DAY_MS = 24 * 60 * 60 * 1000;

/** A pick for a dashboard: its instrument's name and latest price; undefined when it is gone. */
export async function housePickView(
  marketData: MarketDataProvider,
  kind: PickKind,
  pick: PickRow,
  now: Date,
): Promise<z.input<typeof housePick> | undefined> {
  const base = {
    instrumentId: pick.instrumentId,
    note: pick.note,
    validFrom: pick.validFrom,
    validTo: pick.validTo,
  };
  if (kind === 'fund') {
    const fund = await marketData.funds.get(pick.instrumentId);
    if (!fund) return undefined;
    // Two weeks hold the last two valuation days, whatever the holidays.
    const from = formatDate(new Date(now.getTime() - 14 * DAY_MS));
    const recent = await marketData.funds.navHistory(fund.id, { from });
    const last = recent.at(-1);
    return {
      ...base,
      name: fund.name,
      currency: fund.currency,
      exchange: null,
      price: last ? toPlainString(last.nav) : null,
      priceDecimals: fund.navPrecision,
      priceDate: last?.date ?? null,
      changePercent: last ? percentChange(last.nav, recent.at(-2)?.nav) : null,
    };
  }
  const stock = await marketData.stocks.get(pick.instrumentId);
  if (!stock) return undefined;
  const quote = await marketData.stocks.quote(stock.symbol, now);
  return {
    ...base,
    name: stock.name,
    currency: stock.currency,
    exchange: stock.exchange,
    price: quote ? quote.last : null,
    priceDecimals: stock.priceDecimals,
    priceDate: quote ? formatDate(new Date(quote.at)) : null,
    changePercent: quote ? quote.changePercent : null,
  };
}
