import type { BrandConfig } from '../../../brands/brand-config';
import type { JobLog } from '../../jobs/job-runner';
import type { CorporateActionFeed } from '../../market-data/corporate-action-feed';
import type { FundFeed } from '../../market-data/fund-feed';
import type { IpoFeed } from '../../market-data/ipo-feed';
import type { StockFeed } from '../../market-data/stock-feed';
import type { PushLog } from '../core/notifications/push-delivery';
import type { VapidSettings } from '../core/notifications/vapid-keys';

/**
 * What the embedded back office's jobs need: the feeds, the brand, and Web Push's keys. Each area's
 * manifest (server/areas/) builds its kinds' handlers from it; server/areas/compose.ts gathers them.
 */
export type EmbeddedJobDeps = {
  funds: FundFeed;
  stocks: StockFeed;
  brand: Pick<BrandConfig, 'cutOffs' | 'currencies' | 'features'>;
  corporateActions?: CorporateActionFeed;
  ipos?: IpoFeed;
  vapid: VapidSettings;
  log?: PushLog & JobLog;
};
