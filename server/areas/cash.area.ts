import { balanceCalls } from '../api/balance/balance.routes';
import { cashCalls } from '../api/cash/cash.routes';
import { createEmbeddedCash } from '../backoffice/gateway/cash/embedded-cash';
import { cashJobHandlers } from '../backoffice/gateway/cash/cash-steps';
import { seedDemoCash } from '../seed/demo-cash';
import { defineArea } from './server-area';

/** Cash: balances, movements, deposits and withdrawals, eDDA, FPS and currency exchange. */
export const cashArea = defineArea({
  name: 'cash',
  calls: [...balanceCalls, ...cashCalls],
  gateway: (deps) => ({ cash: createEmbeddedCash(deps) }),
  jobs: () => cashJobHandlers(),
  seed: seedDemoCash,
});
