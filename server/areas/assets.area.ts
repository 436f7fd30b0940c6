import { assetDefinitionCalls } from '../api/asset-definition/asset-definition.routes';
import { assetHoldingCalls } from '../api/asset-holding/asset-holding.routes';
import { marketValueHistoryCalls } from '../api/market-value-history/market-value-history.routes';
import { portfolioCalls } from '../api/portfolio/portfolio.routes';
import { seedDemoAssets } from '../seed/demo-assets';
import { defineArea } from './server-area';

/**
 * Manual assets and the one portfolio (issue 24, spec §2.7, §2.8): the holder's own records of
 * what they own outside the books, valued over time, and the portfolio across the holder's
 * accounts of both sources. Portal data: no back-office port of its own; the portfolio reads the
 * books through the Gateway and Fos ports. Its part of the demo book is the holder link and
 * C10001's flat and car.
 */
export const assetsArea = defineArea({
  name: 'assets',
  calls: [
    ...assetDefinitionCalls,
    ...assetHoldingCalls,
    ...marketValueHistoryCalls,
    ...portfolioCalls,
  ],
  seed: seedDemoAssets,
});
