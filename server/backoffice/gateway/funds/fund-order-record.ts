import { toDecimal } from '../../../../shared/domain/decimal';
import {
  FUND_ORDER_RESULT,
  isFundOrderResultCode,
  type FundOrderResultCode,
} from '../../../../shared/domain/fund-order-result';
import type { FundOrderRow } from './fund-order.repository';
import type { FundOrderRecord } from '../../ports/gateway-funds.port';

// numeric(30, 10) reads back padded (`20000.0000000000`): answers carry the plain value.
const plain = (value: string | null) => (value === null ? null : toDecimal(value).toFixed());

/** A stored reason as a known spec §8 code; a code this version does not know reads as 99. */
const reasonOf = (code: number | null): FundOrderResultCode | null =>
  code === null ? null : isFundOrderResultCode(code) ? code : FUND_ORDER_RESULT.unknown;

/** A stored order leg as the Gateway port reports it. */
export function toFundOrderRecord(row: FundOrderRow): FundOrderRecord {
  return {
    orderId: row.id,
    idempotencyKey: row.idempotencyKey,
    leg: row.leg,
    orderType: row.orderType,
    side: row.side,
    fundId: row.fundId,
    currency: row.currency,
    amount: plain(row.amount),
    units: plain(row.units),
    fee: plain(row.fee),
    nav: plain(row.nav),
    proceeds: plain(row.proceeds),
    status: row.status,
    reasonCode: reasonOf(row.reasonCode),
    linkedOrderId: row.linkedOrderId,
    isRiskAcknowledged: row.isRiskAcknowledged,
    dealingDate: row.dealingDate,
    cutOffAt: row.cutOffAt,
    settlementDate: row.settlementDate,
    placedAt: row.placedAt,
    updatedAt: row.updatedAt,
  };
}
