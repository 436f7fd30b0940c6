import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PendingWrite } from '../../../db/write-together';
import {
  clientBook,
  journalWrites,
  postJournal,
  type BookRef,
  type ClientLedgerKind,
  type Movement,
  type PlacementJournalInput,
} from '../books/ledger';
import type { LedgerAccount } from '../books/ledger.repository';

/**
 * Holds (docs/DECISIONS.md §5): an order or instruction sets aside what it may spend, moving it
 * from a client's available kind to a held kind (cash to `cashHeld`, units to `unitsFrozen`), and
 * gives back what it did not use by the reverse movement. A hold is released exactly once because
 * the release happens only on a status move out of a holding status, under the instruction's row
 * lock (status-machine.ts).
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
  from: clientBook(hold.available, hold.ownerAccountId, hold.asset),
  to: clientBook(hold.held, hold.ownerAccountId, hold.asset),
  amount: hold.amount,
});

/** The movement that gives the hold back. */
export const releaseMovement = (hold: Hold): Movement => {
  const { from, to, amount } = holdMovement(hold);
  return { from: to, to: from, amount };
};

/** What a hold's journal records: its reason, the instruction it belongs to and when. */
export type HoldJournal = {
  reason: string;
  fundOrderId?: number;
  stockOrderId?: number;
  postedAt: Date;
};

/** The accounts a hold moves between, to lock before setting it aside. */
export const booksOfHold = (hold: Hold): BookRef[] => {
  const { from, to } = holdMovement(hold);
  return [from, to];
};

/**
 * The writes setting holds aside, one journal per instruction, on accounts the caller has locked
 * (books/ledger.ts `journalWrites`), to run with the placement's other writes.
 */
export function holdWrites(
  db: Kysely<Database>,
  journals: readonly (Omit<PlacementJournalInput, 'movements'> & { holds: readonly Hold[] })[],
  accounts: ReadonlyMap<string, LedgerAccount>,
): PendingWrite[] {
  return journalWrites(
    db,
    journals.map(({ holds, ...journal }) => ({ ...journal, movements: holds.map(holdMovement) })),
    accounts,
  );
}

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
