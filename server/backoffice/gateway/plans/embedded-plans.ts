import Decimal from 'decimal.js';
import { currencyFor } from '../../../../shared/domain/currency';
import { decimalPlaces, toDecimal, toPlainString } from '../../../../shared/domain/decimal';
import { FUND_ORDER_RESULT } from '../../../../shared/domain/fund-order-result';
import type { PlanResultName } from '../../../../shared/domain/plan-result';
import {
  canMovePlanSubscription,
  type PlanSubscriptionStatus,
} from '../../../../shared/domain/plan-status';
import { roundDecimal } from '../../../../shared/domain/rounding';
import type { ClientRef } from '../../ports/client-ref';
import type {
  GatewayPlansPort,
  PlanChangeOutcome,
  PlanPosition,
  PlanSubscriptionRecord,
} from '../../ports/gateway-plans.port';
import type { FundBookDeps } from '../funds/fund-book-deps';
import { placeInTransaction } from '../funds/place-fund-order.command';
import {
  findPlanMix,
  findPlanOrders,
  findRedemptionByKey,
  findRuns,
  findSubscription,
  findSubscriptionByKey,
  findSubscriptions,
  hasOpenSubscription,
  insertRedemption,
  insertSubscription,
  updateSubscription,
  type PlanSubscriptionRow,
} from './plan-book.repository';

const record = (row: PlanSubscriptionRow): PlanSubscriptionRecord => ({
  subscriptionId: row.id,
  accountId: row.accountId,
  planId: row.planId,
  monthlyAmount: toPlainString(row.monthlyAmount),
  debitDay: row.debitDay,
  firstMonth: row.firstMonth,
  cashAccount: row.cashAccount,
  status: row.status,
  recordState: row.recordState,
  lastRunMonth: row.lastRunMonth,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const refused = (result: PlanResultName): PlanChangeOutcome => ({
  result,
  isReplay: false,
  subscription: null,
});

const LIVE_ORDER = new Set(['pending', 'submitted', 'processing', 'deducted', 'priced', 'settled']);

/** Units allotted by the subscription's runs less those its redemptions took, per fund. */
async function positionsOf(deps: FundBookDeps, subscriptionId: number): Promise<PlanPosition[]> {
  const orders = await findPlanOrders(deps.db, subscriptionId);
  const byFund = new Map<string, { units: Decimal; pending: Decimal }>();
  for (const order of orders.filter((each) => LIVE_ORDER.has(each.status))) {
    const entry = byFund.get(order.fundId) ?? { units: new Decimal(0), pending: new Decimal(0) };
    if (order.side === 'R') entry.units = entry.units.sub(order.units ?? '0');
    else if (order.units !== null) entry.units = entry.units.add(order.units);
    else entry.pending = entry.pending.add(order.amount ?? '0');
    byFund.set(order.fundId, entry);
  }
  return [...byFund].map(([fundId, entry]) => ({
    fundId,
    units: toPlainString(entry.units),
    pendingAmount: toPlainString(entry.pending),
  }));
}

class RedeemRefused extends Error {}

/** The embedded books' plans port (issue 26). */
export function createEmbeddedPlans(deps: FundBookDeps): GatewayPlansPort {
  const { db } = deps;
  const owned = async (client: ClientRef, subscriptionId: number, forUpdate = false) => {
    const row = await findSubscription(db, subscriptionId, forUpdate);
    return row && row.accountId === client.accountId ? row : undefined;
  };
  /** The books accept a submitted subscription: submitted -> activated. */
  const activate = (subscriptionId: number, now: Date) =>
    db.transaction().execute(async (trx) => {
      const row = await findSubscription(trx, subscriptionId, true);
      if (row?.status === 'submitted')
        await updateSubscription(trx, subscriptionId, { status: 'activated' }, now);
    });
  return {
    async subscriptions(client, includeDeleted) {
      return (await findSubscriptions(db, client.accountId, includeDeleted)).map(record);
    },
    async subscription(client, subscriptionId) {
      const row = await owned(client, subscriptionId);
      return row ? record(row) : null;
    },
    async subscribe(request) {
      const placed = await db.transaction().execute(async (trx) => {
        const { client, idempotencyKey, requestHash } = request;
        const earlier = await findSubscriptionByKey(trx, client.accountId, idempotencyKey);
        const first = earlier[0];
        if (first) {
          return first.requestHash === requestHash
            ? { result: 'success' as const, isReplay: true, subscription: record(first) }
            : refused('idempotencyConflict');
        }
        const mix = await findPlanMix(trx, request.planId);
        if (!mix || mix.status === 'draft' || mix.status === 'deleted')
          return refused('planNotFound');
        if (mix.status !== 'active') return refused('planNotOffered');
        if (toDecimal(request.monthlyAmount).lt(mix.minimumMonthlyAmount)) {
          return refused('belowMinimum');
        }
        if (decimalPlaces(request.monthlyAmount) > currencyFor(mix.currency).precision) {
          return refused('tooManyDecimals');
        }
        if (await hasOpenSubscription(trx, client.accountId, request.planId)) {
          return refused('alreadySubscribed');
        }
        const id = await insertSubscription(trx, {
          accountId: client.accountId,
          planId: request.planId,
          monthlyAmount: request.monthlyAmount,
          debitDay: request.debitDay,
          firstMonth: request.firstMonth,
          cashAccount: request.cashAccount,
          status: 'submitted',
          idempotencyKey,
          requestHash,
          now: request.now,
        });
        const row = (await findSubscription(trx, id)) as PlanSubscriptionRow;
        return { result: 'success' as const, isReplay: false, subscription: record(row) };
      });
      // The placement answers what it placed (submitted); the embedded books then accept it at
      // once, as a step of their own, as a real Gateway would later.
      const made = placed.subscription;
      if (made && !placed.isReplay) await activate(made.subscriptionId, request.now);
      return placed;
    },
    change(client, subscriptionId, change, now) {
      return db.transaction().execute(async (trx) => {
        const row = await findSubscription(trx, subscriptionId, true);
        if (!row || row.accountId !== client.accountId) return refused('subscriptionNotFound');
        if ('status' in change) {
          if (!canMovePlanSubscription(row.status, change.status))
            return refused('statusNotAllowed');
          // A cancelled subscription's record is deleted (spec §3): lists leave it out unless
          // asked; its holdings stay until redeemed.
          const recordState =
            change.status === 'cancelled' ? { recordState: 'deleted' as const } : {};
          await updateSubscription(
            trx,
            subscriptionId,
            { status: change.status, ...recordState },
            now,
          );
        } else {
          const open: PlanSubscriptionStatus[] = ['submitted', 'activated', 'inactivated'];
          if (!open.includes(row.status)) return refused('statusNotAllowed');
          const mix = await findPlanMix(trx, row.planId);
          if (!mix) return refused('planNotFound');
          if (toDecimal(change.monthlyAmount).lt(mix.minimumMonthlyAmount)) {
            return refused('belowMinimum');
          }
          if (decimalPlaces(change.monthlyAmount) > currencyFor(mix.currency).precision) {
            return refused('tooManyDecimals');
          }
          await updateSubscription(
            trx,
            subscriptionId,
            { monthlyAmount: change.monthlyAmount },
            now,
          );
        }
        const after = (await findSubscription(trx, subscriptionId)) as PlanSubscriptionRow;
        return { result: 'success' as const, isReplay: false, subscription: record(after) };
      });
    },
    async runs(client, subscriptionId) {
      if (!(await owned(client, subscriptionId))) return [];
      return (await findRuns(db, [subscriptionId])).map((run) => ({
        month: run.month,
        debitDate: run.debitDate,
        status: run.status,
        amount: toPlainString(run.amount),
        orderIds: run.orderIds,
        failReason: run.failReason,
        ranAt: run.ranAt,
      }));
    },
    async positions(client, subscriptionId) {
      if (!(await owned(client, subscriptionId))) return [];
      return positionsOf(deps, subscriptionId);
    },
    async redeem(client, subscriptionId, request) {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await findSubscription(trx, subscriptionId, true);
          if (!row || row.accountId !== client.accountId) {
            return { result: 'subscriptionNotFound' as const, isReplay: false, orderIds: [] };
          }
          const earlier = await findRedemptionByKey(trx, subscriptionId, request.idempotencyKey);
          if (earlier)
            return { result: 'success' as const, isReplay: true, orderIds: earlier.orderIds };
          const orderIds: number[] = [];
          for (const position of await positionsOf({ ...deps, db: trx }, subscriptionId)) {
            const fund = await deps.funds.get(position.fundId);
            const units = roundDecimal(
              toDecimal(position.units).mul(request.percent).div(100),
              fund?.unitPrecision ?? 4,
              'down',
            );
            if (!toDecimal(units).gt(0)) continue;
            const outcome = await placeInTransaction(
              { ...deps, db: trx },
              {
                client,
                idempotencyKey: `plan-redeem:${subscriptionId}:${request.idempotencyKey}:${position.fundId}`,
                requestHash: `plan-redeem:${units}`,
                orderType: 'redemption',
                subscriptions: [],
                redemption: { fundId: position.fundId, units },
                isRiskAcknowledged: true,
                now: request.now,
              },
            );
            if (outcome.result !== FUND_ORDER_RESULT.success) throw new RedeemRefused();
            orderIds.push(...outcome.orders.map((order) => order.orderId));
          }
          if (orderIds.length === 0) {
            return { result: 'nothingToRedeem' as const, isReplay: false, orderIds: [] };
          }
          await insertRedemption(trx, {
            subscriptionId,
            idempotencyKey: request.idempotencyKey,
            orderIds,
            now: request.now,
          });
          return { result: 'success' as const, isReplay: false, orderIds };
        });
      } catch (error) {
        if (error instanceof RedeemRefused) {
          return { result: 'nothingToRedeem' as const, isReplay: false, orderIds: [] };
        }
        throw error;
      }
    },
  };
}
