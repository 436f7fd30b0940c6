import type { GatewayCashPort } from './gateway-cash.port';
import type { GatewayCorporateActionsPort } from './gateway-corporate-actions.port';
import type { GatewayDocumentsPort } from './gateway-documents.port';
import type { GatewayFundsPort } from './gateway-funds.port';
import type { GatewayIpoPort } from './gateway-ipo.port';
import type { NotificationsPort } from './notifications.port';
import type { GatewayStocksPort } from './gateway-stocks.port';

/**
 * The Gateway back office (ARCHITECTURE.md §5), one port per product area, so a firm can replace
 * one area's connector (say its fund dealing system) and keep the embedded books for the rest.
 * IPO joins as `ipo`; the Fos (virtual assets) back office is a port of
 * its own when that area lands.
 */

/** The Gateway ports. */
export type Gateway = {
  funds: GatewayFundsPort;
  stocks: GatewayStocksPort;
  cash: GatewayCashPort;
  documents: GatewayDocumentsPort;
  corporateActions: GatewayCorporateActionsPort;
  ipo: GatewayIpoPort;
  notifications: NotificationsPort;
};
