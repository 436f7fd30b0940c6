import { z } from 'zod';
import { accountCode, decimalString } from './common';
import { localisedText } from './fund';
import { exchangeCode, stockSymbol } from './stock-definition';

/** One stock position, valued at the current last price (the page re-values it live). */
export const stockPosition = z.object({
  symbol: stockSymbol,
  exchange: exchangeCode,
  name: localisedText,
  currency: z.string(),
  boardLot: z.number().int(),
  /** Sellable now. */
  availableQuantity: decimalString,
  /** Frozen by working sell orders. */
  frozenQuantity: decimalString,
  /** Bought, not settled yet (sellable: HK has no T+1 sell restriction). */
  pendingQuantity: decimalString,
  totalQuantity: decimalString,
  averageCost: decimalString,
  bookCost: decimalString,
  lastPrice: decimalString,
  previousClose: decimalString,
  marketValue: decimalString,
  unrealisedPnl: decimalString,
  unrealisedPnlPercent: decimalString,
  /** (last − previous close) × quantity held at the start of the day, plus today's trades. */
  todayPnl: decimalString,
  realisedPnl: decimalString,
  /** Market value in the reporting currency. */
  reportingMarketValue: decimalString,
});

/** Totals of one currency. */
export const stockCurrencyTotal = z.object({
  currency: z.string(),
  marketValue: decimalString,
  unrealisedPnl: decimalString,
  todayPnl: decimalString,
});

/** The `stock-portfolio` service's calls. */
export const stockPortfolioContracts = {
  /** Stock positions and totals per currency and in the reporting currency (through HKD). */
  loadStockPortfolio: {
    input: z.strictObject({
      accountCode,
      reportingCurrency: z.string().min(3).max(3).default('HKD'),
    }),
    output: z.object({
      reportingCurrency: z.string(),
      totalMarketValue: decimalString,
      totalUnrealisedPnl: decimalString,
      totalTodayPnl: decimalString,
      byCurrency: z.array(stockCurrencyTotal),
      positions: z.array(stockPosition),
    }),
  },
};
