import type { BrandConfig } from '../../brands/brand-config';
import { embeddedJobHandlers } from '../areas/compose';
import type { EmbeddedJobDeps } from '../backoffice/gateway/job-handlers';
import type { JobHandlers } from '../jobs/job-kinds';
import { createSimulatedMarketData } from '../areas/simulated-market-data';

/**
 * Every job kind's handler as the server builds them (`embeddedJobHandlers`) on the simulated
 * feeds, for a test that starts a job runner (which refuses a partial list); `overrides` replaces
 * the handlers the test is about (a push handler with its own push service, say).
 */
export function everyJobHandler(
  deps: { brand: BrandConfig; vapid: EmbeddedJobDeps['vapid']; log?: EmbeddedJobDeps['log'] },
  overrides: Partial<JobHandlers> = {},
): JobHandlers {
  const marketData = createSimulatedMarketData({ clock: () => new Date() });
  return {
    ...embeddedJobHandlers({ ...marketData, ...deps }),
    ...overrides,
  };
}
