import type { Kysely } from 'kysely';
import type { BrandConfig } from '../../../../brands/brand-config';
import type { Database } from '../../../db/schema';
import type { FundFeed } from '../../../market-data/fund-feed';

/** What the embedded back office's order commands need. */
export type FundBookDeps = {
  db: Kysely<Database>;
  funds: FundFeed;
  brand: Pick<BrandConfig, 'cutOffs' | 'currencies'>;
};
