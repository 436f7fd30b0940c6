import type { BrandConfig } from '../../../brands/brand-config';
import type { JobLog } from '../../jobs/job-runner';
import type { MarketDataProvider } from '../../market-data/market-data-provider';
import type { PushLog } from '../core/notifications/push-delivery';
import type { VapidSettings } from '../core/notifications/vapid-keys';

/**
 * What the embedded back office's jobs need: every feed of the market data, the brand, and Web
 * Push's keys. Each area's manifest (server/areas/) builds its kinds' handlers from it;
 * server/areas/compose.ts gathers them.
 */
export type EmbeddedJobDeps = MarketDataProvider & {
  brand: Pick<BrandConfig, 'cutOffs' | 'currencies' | 'features'>;
  vapid: VapidSettings;
  log?: PushLog & JobLog;
};
