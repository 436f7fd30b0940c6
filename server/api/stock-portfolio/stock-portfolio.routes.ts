import { stockPortfolioContracts } from '../../../shared/contracts/stock-portfolio';
import { clientClaim } from '../client-claim';
import { defineCall } from '../registry';
import { valueStockPortfolio } from './stock-portfolio';

/** `stock-portfolio/loadStockPortfolio`: positions valued, totals per currency and reported. */
export const loadStockPortfolioCall = defineCall({
  service: 'stock-portfolio',
  method: 'loadStockPortfolio',
  ...stockPortfolioContracts.loadStockPortfolio,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'stock',
  handler: async ({ reportingCurrency }, context) => {
    const { positions } = await context.backOffices.gateway.stocks.holdings(
      context.client,
      context.now,
    );
    return valueStockPortfolio(
      context.db,
      context.marketData.stocks,
      positions,
      reportingCurrency,
      context.now,
    );
  },
});

/** The stock portfolio calls. */
export const stockPortfolioCalls = [loadStockPortfolioCall];
