import type { BrandConfig } from '../../../brands/brand-config';
import type { CorporateActionFeed } from '../../market-data/corporate-action-feed';
import type { IpoFeed } from '../../market-data/ipo-feed';
import type { StockFeed } from '../../market-data/stock-feed';
import type { NotificationBookDeps } from '../core/notifications/embedded-notifications';
import type { CashBookDeps } from './cash/cash-deps';
import type { FundBookDeps } from './funds/fund-book-deps';

/**
 * What the embedded Gateway's areas may use: the books' database, the feeds, the brand. Each area
 * takes the part it needs; server/areas/compose.ts builds the ports from every area's manifest.
 */
export type GatewayBackOfficeDeps = FundBookDeps &
  Pick<CashBookDeps, 'cashAutoAcceptMs'> &
  Pick<NotificationBookDeps, 'listen' | 'vapid' | 'log'> & {
    brand: BrandConfig;
    stocks: StockFeed;
    corporateActions: CorporateActionFeed;
    ipos: IpoFeed;
  };
