import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { postJournal, type ClientLedgerKind, type Movement } from '../books/ledger';

/**
 * Holds (ARCHITECTURE.md §5): an order or instruction sets aside what it may spend, moving it from
 * a client's available kind to a held kind (cash to `cashHeld`, units to `unitsFrozen`), and gives
 * back what it did not use by the reverse movement. A hold is released exactly once because the
 * release happens only on a status move out of a holding status, under the instruction's row lock
 * (status-machine.ts).
 */

/** What an instruction holds: `amount` of `asset` moved from `available` to `held`. */
export type Hold = {
  ownerAccountId: number;
  asset: string;
  amount: string;
  available: ClientLedgerKind;
  held: ClientLedgerKind;
};

/** The movement that sets the hold aside. */
export const holdMovement = (hold: Hold): Movement => ({
  from: { kind: hold.available, ownerAccountId: hold.ownerAccountId, asset: hold.asset },
  to: { kind: hold.held, ownerAccountId: hold.ownerAccountId, asset: hold.asset },
  amount: hold.amount,
});

/** The movement that gives the hold back. */
export const releaseMovement = (hold: Hold): Movement => {
  const { from, to, amount } = holdMovement(hold);
  return { from: to, to: from, amount };
};

/** What a hold's journal records: its reason, the instruction it belongs to and when. */
export type HoldJournal = { reason: string; fundOrderId?: number; postedAt: Date };

/** Posts the journal setting `holds` aside (none: nothing is posted). */
export function placeHolds(
  db: Kysely<Database>,
  holds: readonly Hold[],
  journal: HoldJournal,
): Promise<void> {
  return postJournal(db, { ...journal, movements: holds.map(holdMovement) });
}

/** Posts the journal giving `holds` back. */
export function releaseHolds(
  db: Kysely<Database>,
  holds: readonly Hold[],
  journal: HoldJournal,
): Promise<void> {
  return postJournal(db, { ...journal, movements: holds.map(releaseMovement) });
}
