import { balanceContracts, fundPortfolioContracts } from '../../../shared/contracts/balance';
import { defineCall } from '../registry';
import { gatewayClientClaim } from '../gateway-client';
import { valuePortfolio } from '../fund-portfolio/fund-portfolio';

/** `balance/searchCashBalances`: cash per currency from the Gateway. */
export const searchCashBalancesCall = defineCall({
  service: 'balance',
  method: 'searchCashBalances',
  ...balanceContracts.searchCashBalances,
  access: 'session',
  account: gatewayClientClaim,
  handler: async (_input, context) => ({
    balances: await context.gateway.cash.balances(context.client),
  }),
});

/** `fund-portfolio/loadFundPortfolio`: positions valued, totals in the reporting currency. */
export const loadFundPortfolioCall = defineCall({
  service: 'fund-portfolio',
  method: 'loadFundPortfolio',
  ...fundPortfolioContracts.loadFundPortfolio,
  access: 'session',
  account: gatewayClientClaim,
  feature: 'fund',
  handler: async ({ reportingCurrency }, context) => {
    const { positions, cash } = await context.gateway.funds.holdings(context.client);
    const portfolio = await valuePortfolio(
      context.db,
      context.marketData.funds,
      positions,
      reportingCurrency,
    );
    return { ...portfolio, cash };
  },
});

/** The balance and portfolio calls. */
export const balanceCalls = [searchCashBalancesCall, loadFundPortfolioCall];
