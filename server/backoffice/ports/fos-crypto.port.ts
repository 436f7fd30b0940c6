import type { z } from 'zod';
import type {
  CryptoOrderView,
  cryptoFill,
  cryptoOrderContracts,
  cryptoOrderStatusChange,
} from '../../../shared/contracts/crypto-order';
import type { CryptoAsset } from '../../../shared/contracts/crypto-market';
import type {
  CryptoOrderSizing,
  CryptoOrderStatus,
  CryptoOrderType,
} from '../../../shared/domain/crypto-order-status';
import type { IsoDate } from '../../../shared/domain/business-calendar';
import type { ClientRef } from './client-ref';

/**
 * The Fos crypto port (issue 23): virtual-asset orders and balances of Fos accounts. The embedded
 * implementation (server/backoffice/fos/crypto/) keeps real books on the core ledger and fills
 * orders against the crypto feed; a firm's connector implements the same type against its own
 * venue. Result codes are shared/domain/crypto-order-result.ts's (0, 8901-8947, 99999).
 */

/** What an order asks for (placement and preview). */
export type CryptoOrderTerms = {
  pair: string;
  side: 'B' | 'S';
  orderType: CryptoOrderType;
  sizing: CryptoOrderSizing;
  price?: string | undefined;
  quantity?: string | undefined;
  amount?: string | undefined;
};

/** A placement: the terms for a client under an idempotency key. */
export type PlaceCryptoOrderRequest = {
  client: ClientRef;
  idempotencyKey: string;
  /** `requestHashOf` of the terms: the same key with other terms is 8947. */
  requestHash: string;
  terms: CryptoOrderTerms;
  /** The advisor placing it for the client; null: the client. */
  placedByAccountId: number | null;
  now: Date;
};

/** A placement or cancel answer. */
export type CryptoOrderOutcome = {
  result: number;
  order: CryptoOrderView | null;
  isReplay: boolean;
};

/** What an order would cost now and whether the checks pass (the contract's preview). */
export type CryptoOrderPreview = Omit<
  z.infer<typeof cryptoOrderContracts.previewOrder.output>,
  'resultName'
>;

/** Filters of the order and fill history. */
export type CryptoOrderFilter = {
  statuses?: readonly CryptoOrderStatus[];
  pair?: string;
  side?: 'B' | 'S';
  from?: IsoDate;
  to?: IsoDate;
  openOnly: boolean;
  pageIndex: number;
  pageSize: number;
};

/** An order with its moves and fills, oldest first. */
export type CryptoOrderTimeline = {
  order: CryptoOrderView;
  changes: z.infer<typeof cryptoOrderStatusChange>[];
  fills: z.infer<typeof cryptoFill>[];
};

/** One fill across orders. */
export type CryptoFillListing = z.infer<typeof cryptoFill> & {
  orderId: number;
  pair: string;
  side: 'B' | 'S';
  quoteCurrency: 'USD' | 'HKD';
};

/** One asset on the books: available, held by working sells, and its USD cost. */
export type CryptoHolding = {
  asset: CryptoAsset;
  available: string;
  held: string;
  /** The USD cost of the whole holding (average cost × quantity); null when nothing was bought. */
  costUsd: string | null;
};

/** Fiat of one currency on the Fos books. */
export type FosCashHolding = { currency: string; available: string; held: string };

/** The Fos crypto port. */
export type FosCryptoPort = {
  previewOrder(client: ClientRef, terms: CryptoOrderTerms, now: Date): Promise<CryptoOrderPreview>;
  /**
   * Places an order (fiat held for a buy, the asset for a sell); a market order, or a limit that
   * crosses the quote, fills within the placement. The idempotency key is read once inside the
   * transaction: the same request again answers the first order, other terms 8947.
   */
  placeOrder(request: PlaceCryptoOrderRequest): Promise<CryptoOrderOutcome>;
  /** Cancels what is left of a resting limit order, releasing its hold once. */
  cancelOrder(client: ClientRef, orderId: number, now: Date): Promise<CryptoOrderOutcome>;
  searchOrders(
    client: ClientRef,
    filter: CryptoOrderFilter,
  ): Promise<{ total: number; orders: CryptoOrderView[] }>;
  /** One of the client's orders; null when the client has no such order. */
  loadOrderTimeline(client: ClientRef, orderId: number): Promise<CryptoOrderTimeline | null>;
  searchFills(
    client: ClientRef,
    filter: Omit<CryptoOrderFilter, 'statuses' | 'openOnly'>,
  ): Promise<{ total: number; fills: CryptoFillListing[] }>;
  /** Every asset and fiat currency on the client's Fos books. */
  holdings(client: ClientRef): Promise<{ assets: CryptoHolding[]; cash: FosCashHolding[] }>;
};

// The Fos back office gains this port (fos.port.ts): the area's file declares it.
declare module './fos.port' {
  interface Fos {
    crypto: FosCryptoPort;
  }
}
