import type { ExchangeCode } from '../../../../shared/contracts/stock-definition';
import { toDecimal } from '../../../../shared/domain/decimal';
import {
  canCancelStatus,
  canModifyStatus,
  type StockOrderStatus,
} from '../../../../shared/domain/stock-order-status';
import { canCancelIn, canModifyIn, sessionAt } from '../../../../shared/domain/stock-sessions';
import type { StockFees, StockFillRecord, StockOrderRecord } from '../../ports/gateway-stocks.port';
import type { StockFillRow, StockOrderRow } from './stock-order.repository';
import { canModifyOn, type StockBrand } from './trading-permission';

/** Statuses of orders not at the exchange yet: they change whatever the session. */
const NOT_AT_EXCHANGE: ReadonlySet<StockOrderStatus> = new Set<StockOrderStatus>([
  'pending',
  'overriding',
  'approval required',
]);

/** Whether the client may cancel the order now (status, then the session's no-cancel periods). */
export function canCancelNow(row: StockOrderRow, now: Date): boolean {
  if (!canCancelStatus(row.status)) return false;
  if (NOT_AT_EXCHANGE.has(row.status)) return true;
  const exchange = row.exchange as ExchangeCode;
  return canCancelIn(exchange, sessionAt(exchange, now).session);
}

/** Whether the client may modify the order now (status, brand's exchanges, session). */
export function canModifyNow(row: StockOrderRow, brand: StockBrand, now: Date): boolean {
  const exchange = row.exchange as ExchangeCode;
  if (!canModifyStatus(row.status) || !canModifyOn(brand, exchange)) return false;
  if (NOT_AT_EXCHANGE.has(row.status)) return true;
  return canModifyIn(exchange, sessionAt(exchange, now).session);
}

const plain = (value: string | null) => (value === null ? null : toDecimal(value).toFixed());

/** An order row as the port reports it. */
export function toStockOrderRecord(
  row: StockOrderRow,
  brand: StockBrand,
  now: Date,
): StockOrderRecord {
  return {
    orderId: row.id,
    idempotencyKey: row.idempotencyKey,
    symbol: row.symbol,
    exchange: row.exchange as ExchangeCode,
    currency: row.currency,
    side: row.side,
    orderType: row.orderType,
    condition: row.condition,
    triggerPrice: plain(row.triggerPrice),
    triggerVolume: plain(row.triggerVolume),
    goodTillDate: row.goodTillDate,
    tradingSession: row.tradingSession,
    price: plain(row.price),
    quantity: toDecimal(row.quantity).toFixed(),
    filledQuantity: toDecimal(row.filledQuantity).toFixed(),
    averageFillPrice: plain(row.averageFillPrice),
    remark: row.remark,
    status: row.status,
    rejectCode: row.rejectCode,
    heldAmount: toDecimal(row.heldAmount).toFixed(),
    tradeDate: row.tradeDate,
    placedAt: row.placedAt,
    updatedAt: row.updatedAt,
    canCancel: canCancelNow(row, now),
    canModify: canModifyNow(row, brand, now),
  };
}

/** A fill's fees in the contract's shape. */
export function feesOfFillRow(row: StockFillRow): StockFees {
  const value = (text: string) => toDecimal(text).toFixed();
  return {
    brokerage: value(row.brokerage),
    sfcLevy: value(row.sfcLevy),
    afrcLevy: value(row.afrcLevy),
    tradingFee: value(row.tradingFee),
    stampDuty: value(row.stampDuty),
    ccass: value(row.ccass),
    secFee: value(row.secFee),
    total: value(row.totalFees),
  };
}

/** A fill row as the port reports it. */
export function toStockFillRecord(row: StockFillRow): StockFillRecord {
  return {
    fillId: row.id,
    quantity: toDecimal(row.quantity).toFixed(),
    price: toDecimal(row.price).toFixed(),
    consideration: toDecimal(row.consideration).toFixed(),
    fees: feesOfFillRow(row),
    at: row.filledAt,
    tradeDate: row.tradeDate,
    settlementDate: row.settlementDate,
    isSettled: row.settledAt !== null,
  };
}
