import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { StockFeed } from '../../../market-data/stock-feed';
import type { StockBrand } from './trading-permission';

/** What the embedded stocks back office needs: the books, the stock feed and the brand. */
export type StockBookDeps = {
  db: Kysely<Database>;
  stocks: StockFeed;
  brand: StockBrand;
};
