import { fundCalls } from '../api/fund/fund.routes';
import { fundDocumentCalls } from '../api/fund-document/fund-document.routes';
import { fundOrderCalls } from '../api/fund-order/fund-order.routes';
import { fundPortfolioCalls } from '../api/fund-portfolio/fund-portfolio.routes';
import { fundWatchlistCalls } from '../api/fund-watchlist/fund-watchlist.routes';
import { createEmbeddedFunds } from '../backoffice/gateway/funds/embedded-funds';
import { fundDealingHandlers } from '../backoffice/gateway/funds/fund-dealing.job';
import { createSimulatedFundFeed } from '../market-data/simulated-fund-feed';
import { seedDemoFunds } from '../seed/demo-funds';
import { defineArea } from './server-area';

/** Funds: the universe and its documents, the watchlist, orders on the dealing core, holdings. */
export const fundsArea = defineArea({
  name: 'funds',
  calls: [
    ...fundCalls,
    ...fundWatchlistCalls,
    ...fundOrderCalls,
    ...fundPortfolioCalls,
    ...fundDocumentCalls,
  ],
  marketData: (context) => ({ funds: createSimulatedFundFeed(context) }),
  gateway: (deps) => ({ funds: createEmbeddedFunds(deps) }),
  jobs: (deps) => fundDealingHandlers({ funds: deps.funds, brand: deps.brand }),
  seed: seedDemoFunds,
});
