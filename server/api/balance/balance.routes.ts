import { balanceContracts } from '../../../shared/contracts/balance';
import { defineCall } from '../registry';
import { gatewayClientClaim } from '../gateway-client';

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

/** The balance calls. */
export const balanceCalls = [searchCashBalancesCall];
