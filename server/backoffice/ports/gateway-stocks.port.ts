import type { z } from 'zod';
import type { ExchangeCode } from '../../../shared/contracts/stock-definition';
import type { stockFees, tradingPermission } from '../../../shared/contracts/stock-order';
import type { IsoDate } from '../../../shared/domain/business-calendar';
import type {
  AnyStockOrderType,
  StockOrderCondition,
  StockOrderSide,
  StockOrderStatus,
  StockOrderType,
  StockTradingSession,
} from '../../../shared/domain/stock-order-status';
import type { CashBalance } from './gateway-cash.port';
import type { ClientRef } from './client-ref';

/**
 * The Gateway stocks port (docs/DECISIONS.md §5, issue 11): trading permission, order checks and
 * previews, orders (place, modify, cancel) and stock positions of Gateway accounts. The embedded
 * implementation keeps real books in the database (stocks/ beside funds/) and a simulated
 * exchange (stocks/exchange/) fills its orders; a firm's connector implements the same type
 * against its own order management system. Result codes are spec §8's (0 success, 8201-8805,
 * 99999: shared/domain/stock-order-result.ts).
 */

/** Spec §3 trading permission of a client on one exchange, as the contract carries it. */
export type TradingPermission = z.infer<typeof tradingPermission>;

/** Each fee of one side of a trade, in the stock's currency (the contract shape). */
export type StockFees = z.infer<typeof stockFees>;

/** What an order asks for (placement and preview). */
export type StockOrderTerms = {
  symbol: string;
  side: StockOrderSide;
  orderType: StockOrderType;
  /** Required except for AO and Market. */
  price?: string | undefined;
  quantity: string;
  condition: StockOrderCondition;
  triggerPrice?: string | undefined;
  triggerVolume?: string | undefined;
  goodTillDate?: IsoDate | undefined;
  /** US orders only (default regular trading hours). */
  tradingSession?: StockTradingSession | undefined;
  remark: string;
};

/** One stock order as the back office reports it. */
export type StockOrderRecord = {
  orderId: number;
  idempotencyKey: string;
  symbol: string;
  exchange: ExchangeCode;
  currency: string;
  side: StockOrderSide;
  orderType: StockOrderType;
  condition: StockOrderCondition;
  triggerPrice: string | null;
  triggerVolume: string | null;
  goodTillDate: IsoDate | null;
  tradingSession: StockTradingSession | null;
  price: string | null;
  quantity: string;
  filledQuantity: string;
  averageFillPrice: string | null;
  remark: string;
  status: StockOrderStatus;
  /** Spec §8 code of a rejection; null otherwise. */
  rejectCode: number | null;
  /** Cash still held for a buy (consideration plus fees of what is left). */
  heldAmount: string;
  tradeDate: IsoDate;
  placedAt: Date;
  updatedAt: Date;
  /** Whether the client may cancel / modify it now (status, session, brand). */
  canCancel: boolean;
  canModify: boolean;
};

/** One status move of an order (`from` null: its placement). */
export type StockOrderStatusChange = {
  from: StockOrderStatus | null;
  to: StockOrderStatus;
  reasonCode: number | null;
  at: Date;
};

/** One execution of an order. */
export type StockFillRecord = {
  fillId: number;
  quantity: string;
  price: string;
  consideration: string;
  fees: StockFees;
  at: Date;
  tradeDate: IsoDate;
  settlementDate: IsoDate;
  isSettled: boolean;
};

/** An order with its status moves and fills, oldest first. */
export type StockOrderTimeline = {
  order: StockOrderRecord;
  changes: readonly StockOrderStatusChange[];
  fills: readonly StockFillRecord[];
};

/** A placement: the terms for a client under an idempotency key. */
export type PlaceStockOrderRequest = {
  client: ClientRef;
  idempotencyKey: string;
  /** A digest of the terms: the same key with other terms is 8247. */
  requestHash: string;
  terms: StockOrderTerms;
  /** The advisor placing it for the client; null: the client. */
  placedByAccountId: number | null;
  /** The client confirmed a price far from the last one (stock-far-price.ts; 8357 without). */
  isFarPriceConfirmed?: boolean | undefined;
  now: Date;
};

/** A placement, modify or cancel answer: the result code and, when there is one, the order. */
export type StockOrderOutcome = {
  result: number;
  order: StockOrderRecord | null;
  /** True when the key had placed this very order: nothing new happened. */
  isReplay: boolean;
};

/** What an order would cost and whether the checks pass, without placing it. */
export type StockOrderPreview = {
  /** The first failing check's code, or 0. */
  result: number;
  currency: string;
  consideration: string;
  fees: StockFees;
  /** Buy: consideration + fees; sell: consideration − fees. */
  total: string;
  /** Available cash of the stock's currency (the brand's `purchasingPower`). */
  purchasingPower: string;
  /** In board lots (odd lots: below one lot), fees included. */
  maxBuyQuantity: string;
  /** Available shares (for Odd: the odd part of them). */
  maxSellQuantity: string;
};

/** A modification: new quantity (the whole order's, filled part included) and/or price. */
export type ModifyStockOrderRequest = {
  client: ClientRef;
  orderId: number;
  price?: string | undefined;
  quantity: string;
  /** The client confirmed a new price far from the last one (8357 without). */
  isFarPriceConfirmed?: boolean | undefined;
  now: Date;
};

/** Filters of the order history. */
export type StockOrderFilter = {
  statuses?: readonly StockOrderStatus[];
  /** Order types, back-office ones (Grey, Manual, TA, Cross) included. */
  orderTypes?: readonly AnyStockOrderType[];
  side?: StockOrderSide;
  symbol?: string;
  /** Trade dates from / to, both included. */
  from?: IsoDate;
  to?: IsoDate;
  /** Only orders that can still change. */
  openOnly: boolean;
  pageIndex: number;
  pageSize: number;
};

/** Shares of one symbol on the books, with their cost and the day's trades. */
export type StockHolding = {
  symbol: string;
  exchange: ExchangeCode;
  currency: string;
  availableQuantity: string;
  frozenQuantity: string;
  pendingQuantity: string;
  totalQuantity: string;
  /** Cost of the shares held (average cost × quantity), in the stock's currency. */
  bookCost: string;
  /** Realised P&L of every sell fill so far. */
  realisedPnl: string;
  /** Fills of the exchange's current trade date, for today's P&L. */
  today: {
    boughtQuantity: string;
    boughtConsideration: string;
    soldQuantity: string;
    soldConsideration: string;
  };
};

/** The Gateway stocks port. */
export type GatewayStocksPort = {
  /** The client's trading permission on an exchange (defaults without a stored one). */
  loadTradingPermission(
    client: ClientRef,
    exchange: ExchangeCode,
    now: Date,
  ): Promise<TradingPermission>;
  /** Consideration, fees, total, purchasing power, max buy and sell, and the checks' result. */
  previewOrder(client: ClientRef, terms: StockOrderTerms, now: Date): Promise<StockOrderPreview>;
  /**
   * Places an order, holding cash for a buy or freezing shares for a sell. The idempotency key is
   * read once inside the placement's transaction: the same request again answers the first
   * order (`isReplay`), other content under the same key answers 8247.
   */
  placeOrder(request: PlaceStockOrderRequest): Promise<StockOrderOutcome>;
  /** New price and/or quantity of a working order, re-holding the difference exactly. */
  modifyOrder(request: ModifyStockOrderRequest): Promise<StockOrderOutcome>;
  /** Cancels what is left of a working order, releasing its holds once. */
  cancelOrder(client: ClientRef, orderId: number, now: Date): Promise<StockOrderOutcome>;
  /** Orders newest first; `total` counts every match. */
  searchOrders(
    client: ClientRef,
    filter: StockOrderFilter,
    now: Date,
  ): Promise<{ total: number; orders: StockOrderRecord[] }>;
  /** One of the client's orders with its moves and fills; null when the client has no such order. */
  loadOrderTimeline(
    client: ClientRef,
    orderId: number,
    now: Date,
  ): Promise<StockOrderTimeline | null>;
  /** Cash per currency and the stock positions with any shares, read together. */
  holdings(
    client: ClientRef,
    now: Date,
  ): Promise<{ cash: CashBalance[]; positions: StockHolding[] }>;
};

// The Gateway gains this port (gateway.port.ts): the area's file declares it, no shared list does.
declare module './gateway.port' {
  interface Gateway {
    stocks: GatewayStocksPort;
  }
}
