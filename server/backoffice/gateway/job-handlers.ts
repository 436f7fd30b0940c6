import type { BrandConfig } from '../../../brands/brand-config';
import type { JobHandlers } from '../../jobs/job-kinds';
import type { JobLog } from '../../jobs/job-runner';
import type {
  CorporateActionFeed,
  FundFeed,
  IpoFeed,
  StockFeed,
} from '../../market-data/market-data-provider';
import { cashJobHandlers } from './cash/cash-steps';
import { corporateActionJobHandlers } from './corporate-actions/corporate-action-steps';
import { fundDealingHandlers } from './funds/fund-dealing.job';
import { ipoAnnouncementHandlers } from './ipo/ipo-announcements';
import { ipoJobHandlers } from './ipo/ipo-steps';
import { notificationPushHandlers, type PushLog } from '../core/notifications/push-delivery';
import type { VapidSettings } from '../core/notifications/vapid-keys';
import { stockExchangeJobHandlers } from './stocks/exchange/exchange.job';
import { statementNoticeJobHandlers } from './trade-documents/statement-notices';

/** What the embedded back office's jobs need: the feeds, the brand, and Web Push's keys. */
export type EmbeddedJobDeps = {
  funds: FundFeed;
  stocks: StockFeed;
  brand: Pick<BrandConfig, 'cutOffs' | 'currencies' | 'features'>;
  corporateActions?: CorporateActionFeed;
  ipos?: IpoFeed;
  vapid: VapidSettings;
  log?: PushLog & JobLog;
};

/**
 * Every job kind (jobs/job-kinds.ts) with its handler: the one list both the job runner (main.ts)
 * and the demo's `run-dealing` route run, so neither meets a job it cannot run (an unhandled job
 * fails, and after its retries stays failed). `satisfies JobHandlers` makes a kind without a
 * handler a compile error; the runner checks again as it starts. An area whose feed or flag is
 * off still handles its kinds, finishing their jobs without doing anything.
 */
export function embeddedJobHandlers(deps: EmbeddedJobDeps): JobHandlers {
  return {
    ...fundDealingHandlers({ funds: deps.funds, brand: deps.brand }),
    ...cashJobHandlers(),
    ...corporateActionJobHandlers({ feed: deps.corporateActions }),
    ...ipoJobHandlers({ feed: deps.ipos }),
    ...ipoAnnouncementHandlers({ feed: deps.ipos, isOn: deps.brand.features.ipo }),
    ...statementNoticeJobHandlers(),
    ...notificationPushHandlers({
      features: deps.brand.features,
      vapid: deps.vapid,
      ...(deps.log ? { log: deps.log } : {}),
    }),
    ...stockExchangeJobHandlers({ stocks: deps.stocks, ...(deps.log ? { log: deps.log } : {}) }),
  } satisfies JobHandlers;
}
