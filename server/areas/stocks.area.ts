import { stockDefinitionCalls } from '../api/stock-definition/stock-definition.routes';
import { stockOrderCalls } from '../api/stock-order/stock-order.routes';
import { stockPortfolioCalls } from '../api/stock-portfolio/stock-portfolio.routes';
import { createEmbeddedStocks } from '../backoffice/gateway/stocks/embedded-stocks';
import {
  queueStockExchange,
  stockExchangeJobHandlers,
} from '../backoffice/gateway/stocks/exchange/exchange.job';
import { SIMULATION_SEED } from '../market-data/simulated-feed-context';
import { createSimulatedStockFeed } from '../market-data/simulated-stocks';
import { seedDemoStocks } from '../seed/demo-stocks';
import { defineArea } from './server-area';

/** Stocks: the instruments, orders on the simulated exchange, holdings. */
export const stocksArea = defineArea({
  name: 'stocks',
  calls: [...stockDefinitionCalls, ...stockOrderCalls, ...stockPortfolioCalls],
  marketData: () => ({ stocks: createSimulatedStockFeed({ seed: SIMULATION_SEED }) }),
  gateway: (deps) => ({ stocks: createEmbeddedStocks(deps) }),
  jobs: (deps) =>
    stockExchangeJobHandlers({ stocks: deps.stocks, ...(deps.log ? { log: deps.log } : {}) }),
  seed: seedDemoStocks,
  // The simulated exchange matches and settles as recurring jobs of the runner.
  atStart: ({ db, now }) => queueStockExchange(db, now),
});
