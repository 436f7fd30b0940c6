import type { BrandConfig } from '../../../brands/brand-config';
import type { Gateway } from '../ports/gateway.port';
import { createEmbeddedCash } from './cash/embedded-cash';
import type { CashBookDeps } from './cash/cash-deps';
import { createEmbeddedDocuments } from './trade-documents/embedded-documents';
import type { FundBookDeps } from './funds/fund-book-deps';
import { createEmbeddedFunds } from './funds/embedded-funds';
import type {
  CorporateActionFeed,
  IpoFeed,
  StockFeed,
} from '../../market-data/market-data-provider';
import { createEmbeddedCorporateActions } from './corporate-actions/embedded-corporate-actions';
import { createEmbeddedStocks } from './stocks/embedded-stocks';
import { createEmbeddedIpo } from './ipo/embedded-ipo';
import {
  createEmbeddedNotifications,
  type NotificationBookDeps,
} from '../core/notifications/embedded-notifications';

/** What the embedded back office needs: the books' database, the fund and stock feeds, the brand. */
export type GatewayBackOfficeDeps = FundBookDeps &
  Pick<CashBookDeps, 'cashAutoAcceptMs'> &
  Pick<NotificationBookDeps, 'listen' | 'vapid' | 'log'> & {
    brand: BrandConfig;
    stocks: StockFeed;
    corporateActions: CorporateActionFeed;
    ipos: IpoFeed;
  };

/**
 * The embedded Gateway (ARCHITECTURE.md §5): every port on real double-entry books in the
 * portal's database, one folder per product area.
 */
export function createGatewayBackOffice(deps: GatewayBackOfficeDeps): Gateway {
  return {
    funds: createEmbeddedFunds(deps),
    stocks: createEmbeddedStocks(deps),
    cash: createEmbeddedCash(deps),
    documents: createEmbeddedDocuments(deps),
    corporateActions: createEmbeddedCorporateActions(deps),
    ipo: createEmbeddedIpo(deps),
    notifications: createEmbeddedNotifications(deps),
  };
}
