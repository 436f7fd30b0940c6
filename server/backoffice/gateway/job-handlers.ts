import type { BrandConfig } from '../../../brands/brand-config';
import type { JobHandler } from '../../jobs/job-runner';
import type {
  CorporateActionFeed,
  FundFeed,
  IpoFeed,
} from '../../market-data/market-data-provider';
import { cashJobHandlers } from './cash/cash-steps';
import { corporateActionJobHandlers } from './corporate-actions/corporate-action-steps';
import { fundDealingHandlers } from './funds/fund-dealing.job';
import { ipoAnnouncementHandlers } from './ipo/ipo-announcements';
import { ipoJobHandlers } from './ipo/ipo-steps';
import { notificationPushHandlers, type PushLog } from '../core/notifications/push-delivery';
import type { VapidSettings } from '../core/notifications/vapid-keys';
import { statementNoticeJobHandlers } from './trade-documents/statement-notices';

/** What the embedded back office's jobs need: the feeds, the brand, and Web Push's keys. */
export type EmbeddedJobDeps = {
  funds: FundFeed;
  brand: Pick<BrandConfig, 'cutOffs' | 'currencies' | 'features'>;
  corporateActions?: CorporateActionFeed;
  ipos?: IpoFeed;
  vapid: VapidSettings;
  log?: PushLog;
};

/**
 * Every job kind the embedded back office queues, with its handler: the one list both the job
 * runner (main.ts) and the demo's `run-dealing` route run, so neither meets a job it cannot run
 * (an unhandled job fails, and after its retries stays failed).
 */
export function embeddedJobHandlers(deps: EmbeddedJobDeps): Record<string, JobHandler> {
  return {
    ...fundDealingHandlers({ funds: deps.funds, brand: deps.brand }),
    ...cashJobHandlers(),
    ...(deps.corporateActions ? corporateActionJobHandlers({ feed: deps.corporateActions }) : {}),
    ...(deps.ipos ? ipoJobHandlers({ feed: deps.ipos }) : {}),
    ...(deps.ipos
      ? ipoAnnouncementHandlers({ feed: deps.ipos, isOn: deps.brand.features.ipo })
      : {}),
    ...statementNoticeJobHandlers(),
    ...notificationPushHandlers({
      features: deps.brand.features,
      vapid: deps.vapid,
      ...(deps.log ? { log: deps.log } : {}),
    }),
  };
}
