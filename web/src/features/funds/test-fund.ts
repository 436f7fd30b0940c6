import type { CallOutput } from '@shared/contracts/index';

/** A fund's detail as `fund/getFund` answers it, for the funds screens' jsdom tests. */
export type FundDetailFixture = CallOutput<'fund/getFund'>['fund'];

const name = { en: 'Victoria Harbour HK Equity', 'zh-HK': '維港香港股票', 'zh-CN': '维港香港股票' };

/** VH-HK-EQUITY as the tests know it (risk 5, HKD, NAV 10.00), with any field replaced. */
export function fundDetailFixture(overrides: Partial<FundDetailFixture> = {}): FundDetailFixture {
  return {
    fundId: 'VH-HK-EQUITY',
    name,
    house: name,
    category: 'equity',
    region: 'hongKong',
    sector: 'diversified',
    currency: 'HKD',
    riskLevel: 5,
    nav: '10.00',
    navDate: '2026-11-20',
    isSuspended: false,
    isProfessionalOnly: false,
    minimumInitialSubscription: '1000',
    dealingFrequency: { kind: 'daily' },
    subscriptionFee: { percent: '1', minimum: '0' },
    redemptionFee: { percent: '0', minimum: '0' },
    managementFeePercent: '1.5',
    minimumSubsequentSubscription: '500',
    minimumHoldingUnits: '10',
    minimumRedemptionUnits: '10',
    unitPrecision: 3,
    navPrecision: 2,
    settlementDays: 2,
    launchDate: '2015-01-02',
    documents: [],
    priceChanges: {},
    ...overrides,
  };
}
