import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * What holds a client's cash (issue 31 §12), read from the instructions that set holds aside and
 * have not ended: each read is the client's own and bounded by `HELD_ITEMS_LIMIT`.
 */

/** At most this many items of each kind are itemised; the rest shows as one remainder. */
export const HELD_ITEMS_LIMIT = 50;

/** Withdrawal statuses under which the amount stays held (spec §3: P, PR, W; FPS S). */
const HELD_WITHDRAWAL_STATUSES = ['P', 'PR', 'W', 'S'] as const;

/** Fund statuses in which a subscription's amount is still held (before it is deducted). */
const HELD_FUND_STATUSES = ['pending', 'submitted', 'processing'] as const;

/** IPO statuses in which the application's whole hold is still set aside. */
const HELD_IPO_STATUSES = ['Submitted', 'Processing'] as const;

/** The client's withdrawals still holding their amount, newest first. */
export function findHeldWithdrawals(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('cashInstruction')
    .select(['id', 'currency', 'amount'])
    .where('accountId', '=', accountId)
    .where('type', '=', 'W')
    .where('status', 'in', [...HELD_WITHDRAWAL_STATUSES])
    .orderBy('id', 'desc')
    .limit(HELD_ITEMS_LIMIT)
    .execute();
}

/** The client's buy orders still holding cash, newest first. */
export function findHoldingStockOrders(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('stockOrder')
    .select(['id', 'symbol', 'currency', 'heldAmount'])
    .where('accountId', '=', accountId)
    .where('side', '=', 'B')
    .where('heldAmount', '>', '0')
    .orderBy('id', 'desc')
    .limit(HELD_ITEMS_LIMIT)
    .execute();
}

/** The client's subscriptions still holding their amount, newest first. */
export function findHoldingFundOrders(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('fundOrder')
    .select(['id', 'fundId', 'currency', 'amount'])
    .where('accountId', '=', accountId)
    .where('side', '=', 'S')
    .where('amount', 'is not', null)
    .where('status', 'in', [...HELD_FUND_STATUSES])
    .orderBy('id', 'desc')
    .limit(HELD_ITEMS_LIMIT)
    .execute();
}

/** The client's IPO applications still holding their whole hold, newest first. */
export function findHoldingIpoApplications(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('ipoApplication')
    .select(['id', 'ipoCode', 'currency', 'heldAmount'])
    .where('accountId', '=', accountId)
    .where('status', 'in', [...HELD_IPO_STATUSES])
    .orderBy('id', 'desc')
    .limit(HELD_ITEMS_LIMIT)
    .execute();
}
