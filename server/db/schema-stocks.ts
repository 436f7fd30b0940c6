import type { ColumnType } from 'kysely';
import type {
  StockOrderCondition,
  StockOrderSide,
  StockOrderStatus,
  StockOrderType,
  StockTradingSession,
} from '../../shared/domain/stock-order-status';
import type {
  Identity,
  JsonStrings,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
} from './column-types';

/** The stock tables (issue 11), part of `Database` in schema.ts. */

/** The `stock_order` table: one row per order (issue 11); numerics are decimal strings. */
export type StockOrderTable = {
  id: Identity;
  accountId: number;
  idempotencyKey: string;
  requestHash: string;
  symbol: string;
  exchange: string;
  currency: string;
  side: StockOrderSide;
  orderType: StockOrderType;
  condition: StockOrderCondition;
  triggerPrice: NullableNumeric;
  triggerVolume: NullableNumeric;
  /** `YYYY-MM-DD`. */
  goodTillDate: string | null;
  tradingSession: StockTradingSession | null;
  /** Null for AO and Market. */
  price: NullableNumeric;
  quantity: Numeric;
  filledQuantity: ColumnType<string, string | undefined, string>;
  averageFillPrice: NullableNumeric;
  /** Cash still held for a buy (consideration plus fees of what is left); zero for sells. */
  heldAmount: ColumnType<string, string | undefined, string>;
  /** The price a buy's cash is held at (its limit, or a price-less order's reference price). */
  holdPrice: NullableNumeric;
  remark: string;
  status: StockOrderStatus;
  /** The spec §8 code a rejected order ended with; null otherwise. */
  rejectCode: number | null;
  /** `YYYY-MM-DD`, the exchange's trading day the order was placed for. */
  tradeDate: string;
  /** The advisor who placed it for the client; null when the client did. */
  placedByAccountId: ColumnType<number | null, number | null | undefined, number | null>;
  placedAt: Timestamp;
  updatedAt: Timestamp;
};

/** The `stock_order_status_change` table: every status an order passed through, in order. */
export type StockOrderStatusChangeTable = {
  id: Identity;
  stockOrderId: number;
  /** Null for the placement. */
  fromStatus: StockOrderStatus | null;
  toStatus: StockOrderStatus;
  /** Spec §8 code when the move was a rejection. */
  reasonCode: number | null;
  changedAt: Timestamp;
};

/** The `stock_fill` table: one execution, its fees (the `stockFees` shape) and its settlement. */
export type StockFillTable = {
  id: Identity;
  stockOrderId: number;
  accountId: number;
  symbol: string;
  exchange: string;
  currency: string;
  side: StockOrderSide;
  quantity: Numeric;
  price: Numeric;
  consideration: Numeric;
  brokerage: Numeric;
  sfcLevy: Numeric;
  afrcLevy: Numeric;
  tradingFee: Numeric;
  stampDuty: Numeric;
  ccass: Numeric;
  secFee: Numeric;
  totalFees: Numeric;
  /** Buy: cost added (consideration + fees); sell: average cost taken away. */
  bookCost: ColumnType<string, string | undefined, string>;
  /** Sell: consideration − fees − book cost; buy: zero. */
  realisedPnl: ColumnType<string, string | undefined, string>;
  tradeDate: string;
  settlementDate: string;
  settledAt: NullableTimestamp;
  filledAt: Timestamp;
};

/** The `trading_permission` table: spec §3 trading permission per account and exchange. */
export type TradingPermissionTable = {
  accountId: number;
  exchange: string;
  /** Empty: trading suspended (8206). */
  validOrderTypes: JsonStrings<StockOrderType>;
  defaultOrderType: StockOrderType | null;
  permittedConditions: JsonStrings<StockOrderCondition>;
  allowPrePostMarket: ColumnType<boolean, boolean | undefined, boolean>;
  allowHongKongBcanOverride: ColumnType<boolean, boolean | undefined, boolean>;
  allowChinaBcanOverride: ColumnType<boolean, boolean | undefined, boolean>;
  auctionOrderSellOnly: ColumnType<boolean, boolean | undefined, boolean>;
  /** Buy consideration a day, in the exchange's currency; null: no limit. */
  dailyBuyLimit: NullableNumeric;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    stockOrder: StockOrderTable;
    stockOrderStatusChange: StockOrderStatusChangeTable;
    stockFill: StockFillTable;
    tradingPermission: TradingPermissionTable;
  }
}
