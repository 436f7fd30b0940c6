import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * What a page of cash movements refers to (issue 31 §13): the stock fills, fund orders, FX legs,
 * dividends and IPO applications behind them. Each read is bounded by the page (at most 200
 * movements) and scoped to the client; a journal without a reference column (FX, corporate
 * actions, IPO) is found by the client and the instant its own rows were written at.
 */

/** The fills of these orders, with their order's symbol and side. */
export function findFillsOfOrders(
  db: Kysely<Database>,
  accountId: number,
  stockOrderIds: readonly number[],
) {
  if (stockOrderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stockFill')
    .select(['stockOrderId', 'symbol', 'side', 'quantity', 'price', 'filledAt'])
    .where('accountId', '=', accountId)
    .where('stockOrderId', 'in', [...stockOrderIds])
    .limit(2000)
    .execute();
}

/** These stock orders' symbol and side (a movement whose fill row is not found still names them). */
export function findStockOrdersOf(db: Kysely<Database>, accountId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stockOrder')
    .select(['id', 'symbol', 'side'])
    .where('accountId', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/** These fund orders' fund and side. */
export function findFundOrdersOf(db: Kysely<Database>, accountId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fundOrder')
    .select(['id', 'fundId', 'side'])
    .where('accountId', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Every currency leg of these journals on the client's cash (an FX moves two). */
export function findJournalLegs(
  db: Kysely<Database>,
  accountId: number,
  journalIds: readonly string[],
) {
  if (journalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cashMovement')
    .select(['journalId', 'currency', 'amount'])
    .where('accountId', '=', accountId)
    .where('journalId', 'in', [...journalIds])
    .execute();
}

/** The client's corporate-action entitlements paid at these instants, with their symbol. */
export function findEntitlementsPaidAt(
  db: Kysely<Database>,
  accountId: number,
  instants: readonly Date[],
) {
  if (instants.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('corporateActionEntitlement as entitlement')
    .innerJoin('corporateActionEvent as event', 'event.id', 'entitlement.eventId')
    .select(['event.symbol', 'entitlement.paidAt'])
    .where('entitlement.accountId', '=', accountId)
    .where('entitlement.paidAt', 'in', [...instants])
    .execute();
}

/** The client's IPO applications that moved or changed at these instants. */
export function findIpoApplicationsAt(
  db: Kysely<Database>,
  accountId: number,
  instants: readonly Date[],
) {
  if (instants.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ipoApplication as application')
    .leftJoin('ipoApplicationStatusChange as change', 'change.ipoApplicationId', 'application.id')
    .select(['application.ipoCode', 'change.changedAt', 'application.updatedAt'])
    .where('application.accountId', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('change.changedAt', 'in', [...instants]),
        eb('application.updatedAt', 'in', [...instants]),
      ]),
    )
    .execute();
}
