import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  stockPortfolioContracts,
  stockPosition,
} from '../../../shared/contracts/stock-portfolio';
import { currencyFor } from '../../../shared/domain/currency';
import { toDecimal } from '../../../shared/domain/decimal';
import { roundDecimal } from '../../../shared/domain/rounding';
import type { StockHolding } from '../../backoffice/ports/gateway-stocks.port';
import type { Database } from '../../db/schema';
import type { StockFeed } from '../../market-data/stock-feed';
import { converterTo } from '../fund/hkd-rates';

type PositionView = z.input<typeof stockPosition>;
type PortfolioView = z.input<typeof stockPortfolioContracts.loadStockPortfolio.output>;

/**
 * One position valued at the feed's last price: market value, unrealised P&L against the book
 * cost, and today's P&L: (last − previous close) on the shares held at the start of the day,
 * plus (last − price) on today's buys and (price − previous close) on today's sells.
 */
export function valuePosition(
  holding: StockHolding,
  prices: { last: string; previousClose: string },
): Omit<PositionView, 'name' | 'boardLot' | 'reportingMarketValue'> {
  const precision = currencyFor(holding.currency).precision;
  // Plain decimal strings (no trailing zeros), rounded to the currency's precision.
  const plain = (text: string) => toDecimal(text).toFixed();
  const round = (value: ReturnType<typeof toDecimal>) =>
    plain(roundDecimal(value.toFixed(), precision, 'normal'));
  const total = toDecimal(holding.totalQuantity);
  const last = toDecimal(prices.last);
  const previous = toDecimal(prices.previousClose);
  const bookCost = round(toDecimal(holding.bookCost));
  const marketValue = round(total.mul(last));
  const unrealised = toDecimal(marketValue).sub(bookCost);
  const { today } = holding;
  const startQuantity = total.sub(today.boughtQuantity).add(today.soldQuantity);
  const todayPnl = last
    .sub(previous)
    .mul(startQuantity)
    .add(last.mul(today.boughtQuantity).sub(today.boughtConsideration))
    .add(toDecimal(today.soldConsideration).sub(previous.mul(today.soldQuantity)));
  return {
    symbol: holding.symbol,
    exchange: holding.exchange,
    currency: holding.currency,
    availableQuantity: holding.availableQuantity,
    frozenQuantity: holding.frozenQuantity,
    pendingQuantity: holding.pendingQuantity,
    totalQuantity: holding.totalQuantity,
    averageCost: total.isZero()
      ? '0'
      : plain(roundDecimal(toDecimal(holding.bookCost).div(total), 4, 'normal')),
    bookCost,
    lastPrice: last.toFixed(),
    previousClose: previous.toFixed(),
    marketValue,
    unrealisedPnl: unrealised.toFixed(),
    unrealisedPnlPercent: toDecimal(bookCost).isZero()
      ? '0'
      : plain(roundDecimal(unrealised.div(bookCost).mul(100), 2, 'normal')),
    todayPnl: round(todayPnl),
    realisedPnl: round(toDecimal(holding.realisedPnl)),
  };
}

/**
 * The stocks tab (issue 11 §11): each position at the feed's last price now (the page re-values
 * it live), totals per currency and in the reporting currency through HKD.
 */
export async function valueStockPortfolio(
  db: Kysely<Database>,
  feed: StockFeed,
  holdings: readonly StockHolding[],
  reporting: string,
  now: Date,
): Promise<PortfolioView> {
  const convert = await converterTo(
    db,
    holdings.map((holding) => holding.currency),
    reporting,
  );
  const positions = await Promise.all(
    holdings.map(async (holding): Promise<PositionView> => {
      const [instrument, quote] = await Promise.all([
        feed.get(holding.symbol),
        feed.quote(holding.symbol, now),
      ]);
      const total = toDecimal(holding.totalQuantity);
      // Without a quote the position is shown at its average cost (no P&L).
      const fallback = total.isZero() ? '0' : toDecimal(holding.bookCost).div(total).toFixed();
      const prices = quote ?? { last: fallback, previousClose: fallback };
      const valued = valuePosition(holding, prices);
      return {
        ...valued,
        name: instrument?.name ?? {
          en: holding.symbol,
          'zh-HK': holding.symbol,
          'zh-CN': holding.symbol,
        },
        boardLot: instrument?.boardLot ?? 1,
        reportingMarketValue: convert(valued.marketValue, holding.currency),
      };
    }),
  );
  const currencies = [...new Set(positions.map((position) => position.currency))].sort();
  const sumOf = (rows: readonly PositionView[], pick: (row: PositionView) => string) =>
    rows.reduce((sum, row) => sum.add(pick(row)), toDecimal('0')).toFixed();
  const inReporting = (pick: (row: PositionView) => string) =>
    sumOf(positions, (row) => convert(pick(row), row.currency));
  return {
    reportingCurrency: reporting,
    totalMarketValue: sumOf(positions, (row) => row.reportingMarketValue),
    totalUnrealisedPnl: inReporting((row) => row.unrealisedPnl),
    totalTodayPnl: inReporting((row) => row.todayPnl),
    byCurrency: currencies.map((currency) => {
      const rows = positions.filter((row) => row.currency === currency);
      return {
        currency,
        marketValue: sumOf(rows, (row) => row.marketValue),
        unrealisedPnl: sumOf(rows, (row) => row.unrealisedPnl),
        todayPnl: sumOf(rows, (row) => row.todayPnl),
      };
    }),
    positions,
  };
}
