import Decimal from 'decimal.js';
import type { Insertable, Kysely } from 'kysely';
import type { BrandConfig } from '../../../../brands/brand-config';
import { dealingScheduleFor } from '../../../../shared/domain/fund-dealing';
import type { Fund } from '../../../../shared/domain/fund-instrument';
import { FUND_ORDER_RESULT } from '../../../../shared/domain/fund-order-result';
import { recordPlacement } from './fund-order-lifecycle';
import { toFundOrderRecord } from './fund-order-record';
import {
  checkOrderRequest,
  loadOrderFunds,
  type BookBalances,
} from './fund-order-checks';
import type { PlaceFundOrderOutcome, PlaceFundOrderRequest } from '../../ports/gateway-funds.port';
import {
  ledgerCode,
  lockBooks,
  postJournal,
  type BookRef,
  type Movement,
} from '../books/ledger';
import type { Database, FundOrderTable } from '../../../db/schema';
import type { FundFeed } from '../../../market-data/market-data-provider';
import {
  findFundOrdersByKey,
  insertFundOrders,
  updateFundOrder,
  type FundOrderRow,
} from './fund-order.repository';
import { insertJob } from '../../../jobs/job.repository';

/** What the embedded back office's order commands need. */
export type FundBookDeps = {
  db: Kysely<Database>;
  funds: FundFeed;
  brand: Pick<BrandConfig, 'cutOffs' | 'currencies'>;
};

/** The job kind of fund dealing steps; its payload names the order and the step. */
export const FUND_ORDER_JOB = 'fund-order';

/** Answers a key's earlier legs: the same request replays, other content is code 22. */
async function replayOf(
  db: Kysely<Database>,
  request: PlaceFundOrderRequest,
): Promise<PlaceFundOrderOutcome | null> {
  const rows = await findFundOrdersByKey(db, request.client.accountId, request.idempotencyKey);
  if (rows.length === 0) return null;
  const isSame = rows.every((row) => row.requestHash === request.requestHash);
  return isSame
    ? { result: FUND_ORDER_RESULT.success, orders: rows.map(toFundOrderRecord), isReplay: true }
    : { result: FUND_ORDER_RESULT.duplicateOrderReference, orders: [], isReplay: false };
}

function booksOf(accounts: Map<string, { balance: string }>, ownerAccountId: number): BookBalances {
  return {
    balance: (kind, asset) =>
      new Decimal(
        accounts.get(ledgerCode({ kind, ownerAccountId, asset } as BookRef))?.balance ?? '0',
      ),
  };
}

function clientRefs(ownerAccountId: number, funds: Map<string, Fund>): BookRef[] {
  return [...funds.values()].flatMap((fund) => [
    { kind: 'cash' as const, ownerAccountId, asset: fund.currency },
    { kind: 'units' as const, ownerAccountId, asset: fund.id },
    { kind: 'unitsFrozen' as const, ownerAccountId, asset: fund.id },
    { kind: 'unitsPending' as const, ownerAccountId, asset: fund.id },
  ]);
}

type NewLeg = Omit<Insertable<FundOrderTable>, 'accountId' | 'idempotencyKey' | 'requestHash'>;

function legsOf(
  request: PlaceFundOrderRequest,
  funds: Map<string, Fund>,
  cutOff: string,
): NewLeg[] {
  const { now, orderType, isRiskAcknowledged } = request;
  const common = { orderType, isRiskAcknowledged, status: 'pending' as const };
  const timing = (fund: Fund) => {
    const schedule = dealingScheduleFor(now, cutOff, fund);
    return { ...schedule, placedAt: now, updatedAt: now };
  };
  const legs: NewLeg[] = [];
  if (request.redemption) {
    const fund = funds.get(request.redemption.fundId) as Fund;
    legs.push({
      ...common,
      ...timing(fund),
      side: 'R',
      fundId: fund.id,
      currency: fund.currency,
      leg: 0,
      units: request.redemption.units,
    });
  }
  for (const item of request.subscriptions) {
    const fund = funds.get(item.fundId) as Fund;
    legs.push({
      ...common,
      ...timing(fund),
      side: 'S',
      fundId: fund.id,
      currency: fund.currency,
      leg: legs.length,
      amount: item.amount,
    });
  }
  if (request.switchTo) {
    const fund = funds.get(request.switchTo.fundId) as Fund;
    // The switch-in leg waits for the redemption's proceeds: it is scheduled once they are priced.
    legs.push({
      ...common,
      side: 'S',
      fundId: fund.id,
      currency: fund.currency,
      leg: legs.length,
      placedAt: now,
      updatedAt: now,
    });
  }
  return legs;
}

function holdsOf(rows: readonly FundOrderRow[], ownerAccountId: number): Movement[] {
  return rows.flatMap((row): Movement[] => {
    if (row.side === 'S' && row.amount !== null) {
      const asset = row.currency;
      return [
        {
          from: { kind: 'cash', ownerAccountId, asset },
          to: { kind: 'cashHeld', ownerAccountId, asset },
          amount: row.amount,
        },
      ];
    }
    if (row.side === 'R' && row.units !== null) {
      const asset = row.fundId;
      return [
        {
          from: { kind: 'units', ownerAccountId, asset },
          to: { kind: 'unitsFrozen', ownerAccountId, asset },
          amount: row.units,
        },
      ];
    }
    return [];
  });
}

async function placeInTransaction(
  deps: FundBookDeps,
  request: PlaceFundOrderRequest,
): Promise<PlaceFundOrderOutcome> {
  const { db } = deps;
  const refusalOf = (result: number, fundId?: string) =>
    ({
      result,
      ...(fundId ? { failedFundId: fundId } : {}),
      orders: [],
      isReplay: false,
    }) as PlaceFundOrderOutcome;
  const funds = await loadOrderFunds(deps.funds, request, deps.brand.currencies.cash);
  if (!(funds instanceof Map)) return refusalOf(funds.result, funds.fundId);
  const ownerAccountId = request.client.accountId;
  // Locking the client's accounts first serialises concurrent orders on the same money.
  const accounts = await lockBooks(db, clientRefs(ownerAccountId, funds));
  const refusal = await checkOrderRequest(
    request,
    funds,
    booksOf(accounts, ownerAccountId),
    deps.funds,
  );
  if (refusal) return refusalOf(refusal.result, refusal.fundId);
  const { idempotencyKey, requestHash } = request;
  const rows = await insertFundOrders(
    db,
    legsOf(request, funds, deps.brand.cutOffs.fund).map((leg) => ({
      ...leg,
      accountId: ownerAccountId,
      idempotencyKey,
      requestHash,
    })),
  );
  await recordPlacement(db, rows, request.now);
  if (request.switchTo && rows.length === 2) {
    const [redemption, subscription] = rows as [FundOrderRow, FundOrderRow];
    rows[0] = await updateFundOrder(db, redemption.id, {
      linkedOrderId: subscription.id,
      updatedAt: request.now,
    });
    rows[1] = await updateFundOrder(db, subscription.id, {
      linkedOrderId: redemption.id,
      updatedAt: request.now,
    });
  }
  for (const row of rows) {
    const movements = holdsOf([row], ownerAccountId);
    await postJournal(db, {
      reason: 'hold',
      fundOrderId: row.id,
      postedAt: request.now,
      movements,
    });
    if (row.cutOffAt) {
      await insertJob(db, {
        kind: FUND_ORDER_JOB,
        payload: { orderId: row.id, step: 'submit' },
        runAt: row.cutOffAt,
      });
    }
  }
  return {
    result: FUND_ORDER_RESULT.success,
    orders: rows.map(toFundOrderRecord),
    isReplay: false,
  };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * Places a fund order on the books (issue 4 §2): checks every leg, then in one transaction
 * inserts the legs pending (recording it), holds the cash or freezes the units and queues each
 * leg's first dealing step at its cut-off. The same key
 * again answers the first order; a concurrent twin loses the unique index and answers it too.
 */
export async function placeFundOrder(
  deps: FundBookDeps,
  request: PlaceFundOrderRequest,
): Promise<PlaceFundOrderOutcome> {
  const replay = await replayOf(deps.db, request);
  if (replay) return replay;
  try {
    return await deps.db
      .transaction()
      .execute((trx) => placeInTransaction({ ...deps, db: trx }, request));
  } catch (error) {
    const again = isUniqueViolation(error) ? await replayOf(deps.db, request) : null;
    if (again) return again;
    throw error;
  }
}
