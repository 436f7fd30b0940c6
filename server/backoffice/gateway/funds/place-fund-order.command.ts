import Decimal from 'decimal.js';
import type { Expression, Insertable, Kysely } from 'kysely';
import { dealingScheduleFor } from '../../../../shared/domain/fund-dealing';
import type { Fund } from '../../../../shared/domain/fund-instrument';
import { FUND_ORDER_RESULT } from '../../../../shared/domain/fund-order-result';
import { placementWrite } from './fund-order-lifecycle';
import { toFundOrderRecord } from './fund-order-record';
import { checkOrderRequest, loadOrderFunds, type BookBalances } from './fund-order-checks';
import type { PlaceFundOrderOutcome, PlaceFundOrderRequest } from '../../ports/gateway-funds.port';
import { clientBook, ledgerCode, lockBooks, type BookRef } from '../../core/books/ledger';
import type { LedgerAccount } from '../../core/books/ledger.repository';
import type { Database } from '../../../db/schema';
import type { FundOrderTable } from '../../../db/schema-books';
import {
  findFundOrdersByKey,
  insertFundOrders,
  insertFundOrdersWrite,
  linkSwitchLegsWrite,
  type FundOrderRow,
} from './fund-order.repository';
import { placeUnderKey } from '../../core/dealing/keyed-placement';
import { holdWrites } from '../../core/dealing/holds';
import { executeTogether, insertedIdWhere, insertTogether } from '../../../db/write-together';
import { fundDealingSteps } from './deal-fund-order.command';
import type { FundBookDeps } from './fund-book-deps';
import { fundOrderHolds } from './fund-order-hold';
import { advisorOrderNotifications } from './fund-order-notifications';
import { notificationsWrite } from '../../core/notifications/notification-outbox';

function booksOf(accounts: Map<string, { balance: string }>, ownerAccountId: number): BookBalances {
  return {
    balance: (kind, asset) =>
      new Decimal(
        accounts.get(ledgerCode(clientBook(kind, ownerAccountId, asset)))?.balance ?? '0',
      ),
  };
}

function clientRefs(ownerAccountId: number, funds: Map<string, Fund>): BookRef[] {
  return [...funds.values()].flatMap((fund) => [
    clientBook('cash', ownerAccountId, fund.currency),
    clientBook('cashHeld', ownerAccountId, fund.currency),
    clientBook('units', ownerAccountId, fund.id),
    clientBook('unitsFrozen', ownerAccountId, fund.id),
    clientBook('unitsPending', ownerAccountId, fund.id),
  ]);
}

type NewLeg = Omit<Insertable<FundOrderTable>, 'accountId' | 'idempotencyKey' | 'requestHash'>;
type NewOrderLeg = Insertable<FundOrderTable>;

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

/** A switch's two legs name each other; other orders' legs are as inserted. */
function linkedSwitchLegs(request: PlaceFundOrderRequest, rows: FundOrderRow[]): FundOrderRow[] {
  if (!request.switchTo || rows.length !== 2) return rows;
  const [redemption, subscription] = rows as [FundOrderRow, FundOrderRow];
  return [
    { ...redemption, linkedOrderId: subscription.id },
    { ...subscription, linkedOrderId: redemption.id },
  ];
}

const switchLegIds = (legs: readonly FundOrderRow[]) => ({
  redemptionId: (legs[0] as FundOrderRow).id,
  subscriptionId: (legs[1] as FundOrderRow).id,
});

/** Each leg's first dealing step at its cut-off (a switch-in leg has none until it is priced). */
function queueFirstSteps(
  db: Kysely<Database>,
  legs: readonly { id: number | Expression<number>; cutOffAt: Date | null }[],
) {
  const steps = legs.flatMap((leg) =>
    leg.cutOffAt ? [{ id: leg.id, step: 'submit' as const, runAt: leg.cutOffAt }] : [],
  );
  return steps.length === 0 ? [] : [fundDealingSteps.queueWrite(db, steps)];
}

/**
 * Inserts the legs and, in the same statement, their status history, holds and first dealing
 * steps, which read each leg's id by its leg number; answers the legs in leg order.
 */
async function writeTogether(
  db: Kysely<Database>,
  newLegs: readonly NewOrderLeg[],
  accounts: Map<string, LedgerAccount>,
  now: Date,
): Promise<FundOrderRow[]> {
  const placed = newLegs.map((leg) => ({
    leg,
    id: insertedIdWhere('leg', leg.leg),
    // The leg as its row will read, for what it holds.
    row: { ...leg, amount: leg.amount ?? null, units: leg.units ?? null },
  }));
  const rows = await insertTogether<FundOrderRow>(db, insertFundOrdersWrite(db, newLegs), [
    placementWrite(
      db,
      placed.map(({ id, leg }) => ({ id, status: leg.status })),
      now,
    ),
    ...holdWrites(
      db,
      placed.map(({ id, row }) => ({
        reason: 'hold',
        fundOrderId: id,
        postedAt: now,
        holds: fundOrderHolds(row),
      })),
      accounts,
    ),
    ...queueFirstSteps(
      db,
      placed.map(({ id, leg }) => ({ id, cutOffAt: leg.cutOffAt ? new Date(leg.cutOffAt) : null })),
    ),
  ]);
  return rows.sort((a, b) => a.leg - b.leg);
}

/**
 * Inserts the legs, then in one statement everything else the placement writes: its status
 * history, the switch link, the holds, each leg's first dealing step and, for an order an advisor
 * placed, the client's notification of it.
 */
async function writeAfterLegs(
  db: Kysely<Database>,
  request: PlaceFundOrderRequest,
  newLegs: readonly NewOrderLeg[],
  accounts: Map<string, LedgerAccount>,
): Promise<FundOrderRow[]> {
  const rows = await insertFundOrders(db, newLegs);
  const legs = linkedSwitchLegs(request, rows);
  const { now } = request;
  await executeTogether(db, [
    placementWrite(db, legs, now),
    ...(legs === rows ? [] : [linkSwitchLegsWrite(db, switchLegIds(legs))]),
    ...holdWrites(
      db,
      legs.map((leg) => ({
        reason: 'hold',
        fundOrderId: leg.id,
        postedAt: now,
        holds: fundOrderHolds(leg),
      })),
      accounts,
    ),
    ...queueFirstSteps(db, legs),
    ...notificationsWrite(db, advisorOrderNotifications(legs, request.advisorCode, now)),
  ]);
  return legs;
}

/**
 * Checks and places an order in the caller's transaction, without reading its idempotency key:
 * for a caller that already keeps its own once-only key (a monthly plan's run, issue 26).
 */
export async function placeInTransaction(
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
  const newLegs = legsOf(request, funds, deps.brand.cutOffs.fund).map((leg) => ({
    ...leg,
    accountId: ownerAccountId,
    idempotencyKey,
    requestHash,
  }));
  // A switch's legs name each other and an advisor's notice names its order: those write their
  // legs first; every other order writes everything in one statement (issue 22 §4).
  const isOneStatement = !request.switchTo && request.advisorCode === undefined;
  const legs = isOneStatement
    ? await writeTogether(db, newLegs, accounts, request.now)
    : await writeAfterLegs(db, request, newLegs, accounts);
  return {
    result: FUND_ORDER_RESULT.success,
    orders: legs.map(toFundOrderRecord),
    isReplay: false,
  };
}

/**
 * Places a fund order on the books (issue 4 §2) on the dealing core: in one transaction that
 * first reads the idempotency key (the same request again answers the first order, other content
 * code 22), checks every leg, inserts the legs pending (recording it), holds the cash or freezes
 * the units and queues each leg's first dealing step at its cut-off.
 */
export function placeFundOrder(
  deps: FundBookDeps,
  request: PlaceFundOrderRequest,
): Promise<PlaceFundOrderOutcome> {
  const { client, idempotencyKey, requestHash } = request;
  return placeUnderKey<FundOrderRow, PlaceFundOrderOutcome>(deps.db, {
    requestHash,
    findByKey: (db) => findFundOrdersByKey(db, client.accountId, idempotencyKey),
    replay: (rows) => ({
      result: FUND_ORDER_RESULT.success,
      orders: rows.map(toFundOrderRecord),
      isReplay: true,
    }),
    conflict: () => ({
      result: FUND_ORDER_RESULT.duplicateOrderReference,
      orders: [],
      isReplay: false,
    }),
    place: (db) => placeInTransaction({ ...deps, db }, request),
    isRefusal: (outcome) => outcome.orders.length === 0,
  });
}
