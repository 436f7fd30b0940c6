import type { GatewayCashPort } from './gateway-cash.port';
import type { GatewayDocumentsPort } from './gateway-documents.port';
import type { GatewayFundsPort } from './gateway-funds.port';

/**
 * The Gateway back office (ARCHITECTURE.md §5), one port per product area, so a firm can replace
 * one area's connector (say its fund dealing system) and keep the embedded books for the rest.
 * Stocks and IPO join as `stocks` and `ipo`; the Fos (virtual assets) back office is a port of
 * its own when that area lands.
 */

/** The Gateway ports. */
export type Gateway = {
  funds: GatewayFundsPort;
  cash: GatewayCashPort;
  documents: GatewayDocumentsPort;
};
