import { fundContracts } from '../../../shared/contracts/fund';
import {
  normalisedSeries,
  periodStartDate,
  priceChange,
  type PerformancePeriod,
} from '../../../shared/domain/fund-performance';
import { hongKongDate } from '../../../shared/domain/business-calendar';
import { NotFoundError } from '../../http/errors';
import { defineCall } from '../registry';
import { searchFunds } from './fund-search';
import { fundDetailOf, fundsWithSeries } from './fund-views';

/** `fund/searchFunds`: public, so the selector works without login. */
export const searchFundsCall = defineCall({
  service: 'fund',
  method: 'searchFunds',
  ...fundContracts.searchFunds,
  access: 'public',
  feature: 'fund',
  handler: (input, { marketData }) => searchFunds(marketData.funds, input),
});

/** `fund/getFund`: public (spec §2.4 detail is without the login guard). */
export const getFundCall = defineCall({
  service: 'fund',
  method: 'getFund',
  ...fundContracts.getFund,
  access: 'public',
  feature: 'fund',
  handler: async ({ fundId }, { marketData }) => {
    const fund = await marketData.funds.get(fundId);
    if (!fund) throw new NotFoundError();
    return { fund: fundDetailOf(fund, await marketData.funds.navHistory(fundId)) };
  },
});

/** `fund/getNavHistory`: the NAVs of a period (everything for none and sinceLaunch). */
export const getNavHistoryCall = defineCall({
  service: 'fund',
  method: 'getNavHistory',
  ...fundContracts.getNavHistory,
  access: 'public',
  feature: 'fund',
  handler: async ({ fundId, period }, { marketData, now }) => {
    const fund = await marketData.funds.get(fundId);
    if (!fund) throw new NotFoundError();
    const from = periodStartDate(period as PerformancePeriod, hongKongDate(now)) ?? undefined;
    const points = await marketData.funds.navHistory(fundId, from ? { from } : {});
    return { fundId, currency: fund.currency, points: [...points] };
  },
});

/** `fund/compareFunds`: rebased series for the comparer; unknown ids are left out. */
export const compareFundsCall = defineCall({
  service: 'fund',
  method: 'compareFunds',
  ...fundContracts.compareFunds,
  access: 'public',
  feature: 'fund',
  handler: async ({ fundIds, period }, { marketData }) => {
    const funds = await fundsWithSeries(marketData.funds, fundIds);
    const asked = period as PerformancePeriod;
    return {
      series: funds.map(({ fund, series }) => ({
        fundId: fund.id,
        priceChange: priceChange(series, asked),
        points: normalisedSeries(series, asked),
      })),
    };
  },
});

/** `fund/searchFundDocuments`: factsheets and prospectuses of some funds, or of all. */
export const searchFundDocumentsCall = defineCall({
  service: 'fund',
  method: 'searchFundDocuments',
  ...fundContracts.searchFundDocuments,
  access: 'public',
  feature: 'fund',
  handler: async ({ fundIds }, { marketData }) => {
    const funds = (await marketData.funds.list()).filter(
      (fund) => !fundIds || fundIds.includes(fund.id),
    );
    return {
      documents: funds.flatMap((fund) =>
        fund.documents.map((document) => ({ fundId: fund.id, ...document })),
      ),
    };
  },
});

/** The fund catalogue's calls. */
export const fundCalls = [
  searchFundsCall,
  getFundCall,
  getNavHistoryCall,
  compareFundsCall,
  searchFundDocumentsCall,
];
