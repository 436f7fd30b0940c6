import { fundPortfolioContracts } from '../../../shared/contracts/fund-portfolio';
import { clientClaim } from '../client-claim';
import { defineCall } from '../registry';
import { valuePortfolio } from './fund-portfolio';

/** `fund-portfolio/loadFundPortfolio`: positions valued, totals in the reporting currency. */
export const loadFundPortfolioCall = defineCall({
  service: 'fund-portfolio',
  method: 'loadFundPortfolio',
  ...fundPortfolioContracts.loadFundPortfolio,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fund',
  handler: async ({ reportingCurrency }, context) => {
    const { positions, cash } = await context.backOffices.gateway.funds.holdings(context.client);
    const portfolio = await valuePortfolio(
      context.db,
      context.marketData.funds,
      positions,
      reportingCurrency,
    );
    return { ...portfolio, cash };
  },
});

/** The fund portfolio calls. */
export const fundPortfolioCalls = [loadFundPortfolioCall];
