import { balanceContracts, fundPortfolioContracts } from '../../../shared/contracts/balance';
import { defineCall } from '../registry';
import { clientRef } from '../fund/client-ref';
import { valuePortfolio } from '../fund-portfolio/fund-portfolio';

/** `balance/searchCashBalances`: cash per currency from the Gateway. */
export const searchCashBalancesCall = defineCall({
  service: 'balance',
  method: 'searchCashBalances',
  ...balanceContracts.searchCashBalances,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  handler: async ({ accountCode }, context) => {
    const client = await clientRef(context, accountCode);
    return { balances: await context.gateway.cashBalances(client) };
  },
});

/** `fund-portfolio/loadFundPortfolio`: positions valued, totals in the reporting currency. */
export const loadFundPortfolioCall = defineCall({
  service: 'fund-portfolio',
  method: 'loadFundPortfolio',
  ...fundPortfolioContracts.loadFundPortfolio,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  feature: 'fund',
  handler: async ({ accountCode, reportingCurrency }, context) => {
    const client = await clientRef(context, accountCode);
    const { positions, cash } = await context.gateway.holdings(client);
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
