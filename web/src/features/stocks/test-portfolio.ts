import type { StockPortfolio, StockPosition } from './api/stock-portfolio';

/** C10001's 00700 as the server values it at 400.000 (book cost 350 a share). */
export function stockPositionFixture(overrides: Partial<StockPosition> = {}): StockPosition {
  return {
    symbol: '00700',
    exchange: 'HKEX',
    name: { en: 'Tencent Holdings', 'zh-HK': '騰訊控股', 'zh-CN': '腾讯控股' },
    currency: 'HKD',
    boardLot: 100,
    availableQuantity: '800',
    frozenQuantity: '200',
    pendingQuantity: '0',
    totalQuantity: '1000',
    averageCost: '350',
    bookCost: '350000',
    lastPrice: '400',
    previousClose: '395',
    marketValue: '400000',
    unrealisedPnl: '50000',
    unrealisedPnlPercent: '14.29',
    todayPnl: '5000',
    realisedPnl: '0',
    reportingMarketValue: '400000',
    ...overrides,
  };
}

/** AAPL x 50 at USD 190 (book cost 170), valued in HKD at 7.8. */
export const applePosition = stockPositionFixture({
  symbol: 'AAPL',
  exchange: 'US',
  name: { en: 'Apple Inc.', 'zh-HK': '蘋果公司', 'zh-CN': '苹果公司' },
  currency: 'USD',
  boardLot: 1,
  availableQuantity: '50',
  frozenQuantity: '0',
  pendingQuantity: '0',
  totalQuantity: '50',
  averageCost: '170',
  bookCost: '8500',
  lastPrice: '190',
  previousClose: '192',
  marketValue: '9500',
  unrealisedPnl: '1000',
  unrealisedPnlPercent: '11.76',
  todayPnl: '-100',
  reportingMarketValue: '74100',
});

/** A portfolio of the positions, with their totals per currency and in HKD. */
export function stockPortfolioFixture(
  positions: StockPosition[] = [stockPositionFixture(), applePosition],
): StockPortfolio {
  return {
    reportingCurrency: 'HKD',
    totalMarketValue: '474100',
    totalUnrealisedPnl: '57800',
    totalTodayPnl: '4220',
    byCurrency: [
      { currency: 'HKD', marketValue: '400000', unrealisedPnl: '50000', todayPnl: '5000' },
      { currency: 'USD', marketValue: '9500', unrealisedPnl: '1000', todayPnl: '-100' },
    ].filter((totals) => positions.some((position) => position.currency === totals.currency)),
    positions,
  };
}
