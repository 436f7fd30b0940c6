import type { CallOutput } from '@shared/contracts/index';

type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;
type Position = Portfolio['positions'][number];
type FundSummary = CallOutput<'fund/searchFunds'>['funds'][number];

const text = (en: string, zh: string) => ({ en, 'zh-HK': zh, 'zh-CN': zh });

/** A held position as `fund-portfolio/loadFundPortfolio` answers it, with any field replaced. */
export function positionFixture(overrides: Partial<Position> = {}): Position {
  return {
    fundId: 'VH-HKD-MMF',
    name: text('Victoria Harbour HKD Money Market', '維港港元貨幣市場'),
    category: 'moneyMarket',
    riskLevel: 1,
    currency: 'HKD',
    unitPrecision: 3,
    navPrecision: 4,
    totalUnits: '25000',
    availableUnits: '24000.5',
    freezeQuantity: '999.5',
    pendingUnits: '0',
    nav: '10.2',
    navDate: '2026-11-20',
    marketValue: '255000',
    bookCost: '250000',
    unrealisedPnl: '5000',
    unrealisedPnlPercent: '2',
    marketValueReporting: '255000',
    unrealisedPnlReporting: '5000',
    ...overrides,
  };
}

/** A portfolio of `positions`, its totals as given. */
export function portfolioFixture(
  positions: Position[],
  totals: Partial<Portfolio> = {},
): Portfolio {
  return {
    reportingCurrency: 'HKD',
    totalMarketValue: '1255000',
    totalBookCost: '1260000',
    totalUnrealisedPnl: '-5000',
    positions,
    cash: [
      {
        currency: 'HKD',
        available: '1000000',
        holdFundAmount: '0',
        pending: '0',
        total: '1000000',
      },
    ],
    ...totals,
  };
}

/** A fund as lists show it, with any field replaced. */
export function fundSummaryFixture(overrides: Partial<FundSummary> = {}): FundSummary {
  return {
    fundId: 'PC-GLB-TECH',
    name: text('Peak Capital Global Technology', '峰資環球科技'),
    house: text('Peak Capital', '峰資'),
    category: 'equity',
    region: 'global',
    sector: 'technology',
    currency: 'USD',
    riskLevel: 4,
    nav: '25.5',
    navDate: '2026-11-20',
    priceChange: '12.5',
    isSuspended: false,
    isProfessionalOnly: false,
    minimumInitialSubscription: '1000',
    unitPrecision: 3,
    navPrecision: 4,
    ...overrides,
  };
}
