import type { BrandConfig } from '../../../brands/brand-config';
import type { MarketDataProvider } from '../../market-data/market-data-provider';
import type { NotificationBookDeps } from '../core/notifications/embedded-notifications';
import type { CashBookDeps } from './cash/cash-deps';
import type { FundBookDeps } from './funds/fund-book-deps';
import type { ClientBooksDeps } from './gateway-balances';

/**
 * What the embedded Gateway's areas may use: the books' database, every feed of the market data
 * (so an area's new feed reaches its ports with no line here), the brand. Each area takes the part
 * it needs; server/areas/compose.ts builds the ports from every area's manifest.
 */
export type GatewayBackOfficeDeps = FundBookDeps &
  ClientBooksDeps &
  Pick<CashBookDeps, 'cashAutoAcceptMs'> &
  Pick<NotificationBookDeps, 'listen' | 'vapid' | 'log'> &
  MarketDataProvider & {
    brand: BrandConfig;
  };
