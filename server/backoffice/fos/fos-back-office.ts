import type { Kysely } from 'kysely';
import type { BrandConfig } from '../../../brands/brand-config';
import type { Database } from '../../db/schema';
import type { MarketDataProvider } from '../../market-data/market-data-provider';

/**
 * What the embedded Fos back office's areas may use: the books' database, every feed of the
 * market data, the brand. It shares the core (server/backoffice/core/) with the Gateway back
 * office and nothing else: its clients' ledger accounts are their own, and its firm side has its
 * own counter-accounts (`fosMarket`, `fosFees`, `fosClearing`). server/areas/compose.ts builds
 * the `Fos` from every area's manifest.
 */
export type FosBackOfficeDeps = MarketDataProvider & {
  db: Kysely<Database>;
  brand: BrandConfig;
};
