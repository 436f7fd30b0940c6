import type { Kysely } from 'kysely';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { FundOrderEnding } from '../../../../shared/domain/fund-order-ending';
import { isTerminalFundOrderStatus } from '../../../../shared/domain/fund-order-status';
import type { Database } from '../../../db/schema';
import { lockFundOrder, type FundOrderRow } from './fund-order.repository';
import { releaseMovement } from '../../core/dealing/holds';
import { fundOrderHolds } from './fund-order-hold';
import { moveFundOrder } from './fund-order-lifecycle';
import {
  averageCostOf,
  changeBookCost,
  clientBook,
  firmBook,
  postJournal,
  type Movement,
} from '../../core/books/ledger';

/**
 * Ending an order before it settles (issue 4 §2), with the books kept exact: every step the order
 * took is put back by new journal entries (entries are immutable), newest step first, until its
 * money or units sit in its hold again; then the hold is released to the client.
 */

const hasLeftHold = (order: FundOrderRow) =>
  order.status === 'deducted' || order.status === 'priced';

/** A subscription: the priced units go back, then the fund house and the fees return the amount. */
function subscriptionReturn(order: FundOrderRow): Movement[] {
  const ownerAccountId = order.accountId;
  const held = clientBook('cashHeld', ownerAccountId, order.currency);
  const movements: Movement[] = [];
  if (order.status === 'priced') {
    movements.push({
      from: clientBook('unitsPending', ownerAccountId, order.fundId),
      to: firmBook('fundHouse', 'units', order.fundId),
      amount: order.units as string,
    });
  }
  if (hasLeftHold(order)) {
    const fee = order.fee ?? '0';
    const net = toDecimal(order.amount as string)
      .sub(fee)
      .toFixed();
    movements.push(
      { from: firmBook('fundHouse', 'cash', order.currency), to: held, amount: net },
      { from: firmBook('fees', 'cash', order.currency), to: held, amount: fee },
    );
  }
  return movements;
}

/**
 * A redemption: the priced proceeds and fee go back to the fund house (a switch's proceeds from
 * the hold its switch-in leg kept them in), then the fund house returns the units.
 */
function redemptionReturn(order: FundOrderRow): Movement[] {
  const ownerAccountId = order.accountId;
  const movements: Movement[] = [];
  if (order.status === 'priced') {
    const isSwitch = order.orderType === 'switch' && order.linkedOrderId !== null;
    const house = firmBook('fundHouse', 'cash', order.currency);
    movements.push(
      {
        from: clientBook(isSwitch ? 'cashHeld' : 'cashPending', ownerAccountId, order.currency),
        to: house,
        amount: order.proceeds as string,
      },
      { from: firmBook('fees', 'cash', order.currency), to: house, amount: order.fee ?? '0' },
    );
  }
  if (hasLeftHold(order)) {
    movements.push({
      from: firmBook('fundHouse', 'units', order.fundId),
      to: clientBook('unitsFrozen', ownerAccountId, order.fundId),
      amount: order.units as string,
    });
  }
  return movements;
}

/** The release of an order's hold: held cash back to cash, frozen units back to units. */
const releaseOfHold = (order: FundOrderRow): Movement[] =>
  fundOrderHolds(order).map(releaseMovement);

/** Puts back the book cost the order moved: pricing added a subscription's, deduction took a redemption's. */
async function restoreBookCost(db: Kysely<Database>, order: FundOrderRow): Promise<void> {
  const { accountId, fundId } = order;
  if (order.side === 'S' && order.status === 'priced') {
    // Pricing stored it (the migration that added the column filled in older orders).
    const added = toDecimal(order.bookCost as string);
    await changeBookCost(db, accountId, fundId, added.neg().toFixed());
  } else if (order.side === 'R' && hasLeftHold(order)) {
    // A redemption deducted before the cost was kept gets the client's average cost back.
    const taken =
      order.bookCost ?? (await averageCostOf(db, accountId, fundId, order.units ?? '0'));
    await changeBookCost(db, accountId, fundId, taken);
  }
}

async function unwind(
  db: Kysely<Database>,
  order: FundOrderRow,
  ending: FundOrderEnding,
  now: Date,
  isReleased: boolean,
): Promise<FundOrderRow> {
  await restoreBookCost(db, order);
  const movements = [
    ...(order.side === 'S' ? subscriptionReturn(order) : redemptionReturn(order)),
    ...(isReleased ? releaseOfHold(order) : []),
  ];
  await postJournal(db, { reason: ending.status, fundOrderId: order.id, postedAt: now, movements });
  return moveFundOrder(db, order, ending.status, now, { reasonCode: ending.reason });
}

/**
 * The switch-in leg that ends with a switch-out (a switch is one order to the client), or null.
 * Undefined when the switch-out cannot be unwound: it was priced and its switch-in has already
 * settled or ended on its own, so the proceeds have bought units or gone back to cash.
 */
async function switchInOf(
  db: Kysely<Database>,
  order: FundOrderRow,
): Promise<FundOrderRow | null | undefined> {
  if (order.side !== 'R' || order.linkedOrderId === null) return null;
  const switchIn = await lockFundOrder(db, order.linkedOrderId);
  if (switchIn && !isTerminalFundOrderStatus(switchIn.status)) return switchIn;
  return order.status === 'priced' ? undefined : null;
}

/**
 * Rejects or fails an order under its row lock, in the caller's transaction (issue 4 §2): its
 * steps are reversed by new journal entries (reason `rejected` or `failed`), its hold is released,
 * the book cost it moved is put back, and it moves to the ending's status with the ending's spec
 * §8 code. A switch-out takes its switch-in leg with it: the switch-in's money goes back to its
 * hold first, where it is the proceeds the switch-out returns to the fund house. A switch-in ends
 * alone and releases the proceeds to cash. Answers false, changing nothing, for a priced
 * switch-out that cannot be unwound (see `switchInOf`); the caller settles it as priced.
 */
export async function endFundOrder(
  db: Kysely<Database>,
  order: FundOrderRow,
  ending: FundOrderEnding,
  now: Date,
): Promise<boolean> {
  const switchIn = await switchInOf(db, order);
  if (switchIn === undefined) return false;
  if (switchIn) await unwind(db, switchIn, ending, now, false);
  await unwind(db, order, ending, now, true);
  return true;
}
