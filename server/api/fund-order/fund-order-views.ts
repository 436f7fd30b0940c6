import type { z } from 'zod';
import type { fundOrder } from '../../../shared/contracts/fund-order';
import type { LocalisedText } from '../../../shared/domain/fund-instrument';
import {
  fundOrderResultName,
  type FundOrderResultCode,
} from '../../../shared/domain/fund-order-result';
import { canCancel, fundOrderStatusLetter } from '../../../shared/domain/fund-order-status';
import type {
  FundOrderRecord,
  FundOrderStatusChange,
} from '../../backoffice/ports/gateway-funds.port';
import type { SubmitOutcome } from '../../commands/submit-fund-order.command';
import type { FundFeed } from '../../market-data/market-data-provider';

type FundOrderView = z.input<typeof fundOrder>;

/** Orders as the web shows them: fund names, legacy letters, ISO instants, cancellability. */
export async function fundOrderViews(
  feed: FundFeed,
  records: readonly FundOrderRecord[],
  now: Date,
): Promise<FundOrderView[]> {
  const names = new Map<string, LocalisedText>();
  for (const fund of await feed.list()) names.set(fund.id, fund.name);
  return records.map((record) => {
    const fallback = { en: record.fundId, 'zh-HK': record.fundId, 'zh-CN': record.fundId };
    return {
      orderId: record.orderId,
      idempotencyKey: record.idempotencyKey,
      orderType: record.orderType,
      side: record.side,
      fundId: record.fundId,
      currency: record.currency,
      amount: record.amount,
      units: record.units,
      fee: record.fee,
      nav: record.nav,
      proceeds: record.proceeds,
      status: record.status,
      linkedOrderId: record.linkedOrderId,
      isRiskAcknowledged: record.isRiskAcknowledged,
      dealingDate: record.dealingDate,
      settlementDate: record.settlementDate,
      fundName: names.get(record.fundId) ?? fallback,
      statusLetter: fundOrderStatusLetter(record.status),
      cutOffAt: record.cutOffAt?.toISOString() ?? null,
      placedAt: record.placedAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
      canCancel: record.cutOffAt !== null && canCancel(record.status, now, record.cutOffAt),
    };
  });
}

/**
 * Stored status changes on the wire: each status reached with its legacy letter, and the move to
 * rejected or failed with the order's reason.
 */
export function statusChangeViews(
  changes: readonly FundOrderStatusChange[],
  reasonCode: FundOrderResultCode | null,
) {
  return changes.map((change) => ({
    fromStatus: change.from,
    status: change.to,
    statusLetter: fundOrderStatusLetter(change.to),
    reasonCode: change.to === 'rejected' || change.to === 'failed' ? reasonCode : null,
    at: change.at.toISOString(),
  }));
}

/** A placement's answer on the wire. */
export async function fundOrderAnswerOf(feed: FundFeed, outcome: SubmitOutcome, now: Date) {
  return {
    result: outcome.result,
    resultName: fundOrderResultName(outcome.result),
    ...(outcome.failedFundId ? { failedFundId: outcome.failedFundId } : {}),
    ...(outcome.tradePassword ? { tradePassword: outcome.tradePassword } : {}),
    isReplay: outcome.isReplay,
    orders: await fundOrderViews(feed, outcome.orders, now),
  };
}
