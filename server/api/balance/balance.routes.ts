import { balanceContracts } from '../../../shared/contracts/balance';
import { defineCall } from '../registry';
import { clientClaim } from '../client-claim';

/** `balance/searchCashBalances`: cash per currency from the Gateway. */
export const searchCashBalancesCall = defineCall({
  service: 'balance',
  method: 'searchCashBalances',
  ...balanceContracts.searchCashBalances,
  access: 'session',
  account: clientClaim('gateway'),
  handler: async (_input, context) => ({
    balances: await context.backOffices.gateway.cash.balances(context.client),
  }),
});

/** `balance/searchHeldCash`: what holds the cash that is not available, item by item (issue 31 §12). */
export const searchHeldCashCall = defineCall({
  service: 'balance',
  method: 'searchHeldCash',
  ...balanceContracts.searchHeldCash,
  access: 'session',
  account: clientClaim('gateway'),
  handler: async (_input, context) => ({
    items: await context.backOffices.gateway.cash.heldCash(context.client),
  }),
});

/** The balance calls. */
export const balanceCalls = [searchCashBalancesCall, searchHeldCashCall];
