import type { z } from 'zod';
import type { fundOrder, fundOrderEntry } from '../../../shared/contracts/fund-order';
import type { Fund } from '../../../shared/domain/fund-instrument';
import {
  fundOrderResultName,
  type FundOrderResultCode,
} from '../../../shared/domain/fund-order-result';
import { canCancel, fundOrderStatusLetter } from '../../../shared/domain/fund-order-status';
import type {
  FundOrderEntry,
  FundOrderRecord,
  FundOrderStatusChange,
} from '../../backoffice/ports/gateway-funds.port';
import type { SubmitOutcome } from '../../commands/submit-fund-order.command';
import type { FundFeed } from '../../market-data/fund-feed';

type FundOrderView = z.input<typeof fundOrder>;

/** Decimals shown for a fund the feed no longer lists (units of 3, NAVs of 4 are the norm). */
const FALLBACK_PRECISION = { unitPrecision: 3, navPrecision: 4 };

/** Each fund of the feed by id. */
async function fundsById(feed: FundFeed): Promise<Map<string, Fund>> {
  return new Map((await feed.list()).map((fund) => [fund.id, fund]));
}

/** Orders as the web shows them: fund names and decimals, legacy letters, ISO instants, cancellability. */
export async function fundOrderViews(
  feed: FundFeed,
  records: readonly FundOrderRecord[],
  now: Date,
): Promise<FundOrderView[]> {
  return viewsWith(await fundsById(feed), records, now);
}

/** The history's entries on the wire: a switch's own fields are its switch-out's, with its legs. */
export async function fundOrderEntryViews(
  feed: FundFeed,
  entries: readonly FundOrderEntry[],
  now: Date,
): Promise<z.input<typeof fundOrderEntry>[]> {
  const funds = await fundsById(feed);
  return entries.map((entry) => {
    const legs = viewsWith(funds, entry.legs, now);
    const [first] = legs as [FundOrderView, ...FundOrderView[]];
    const isSwitch = first.orderType === 'switch' && legs.length === 2;
    return {
      ...first,
      status: entry.status,
      statusLetter: fundOrderStatusLetter(entry.status),
      legs: isSwitch ? legs : [],
    };
  });
}

function viewsWith(
  funds: ReadonlyMap<string, Fund>,
  records: readonly FundOrderRecord[],
  now: Date,
): FundOrderView[] {
  return records.map((record) => {
    const fallback = { en: record.fundId, 'zh-HK': record.fundId, 'zh-CN': record.fundId };
    const fund = funds.get(record.fundId);
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
      fundName: fund?.name ?? fallback,
      unitPrecision: fund?.unitPrecision ?? FALLBACK_PRECISION.unitPrecision,
      navPrecision: fund?.navPrecision ?? FALLBACK_PRECISION.navPrecision,
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
