import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { clientBook, firmBook, postJournal } from '../../core/books/ledger';
import { holdMovement, releaseMovement, type Hold } from '../../core/dealing/holds';
import type { CashInstructionRow } from './cash.repository';

/**
 * How cash instructions move money on the books: a deposit comes in from the firm's bank, a
 * withdrawal is held at once (cash to cashHeld) and, once accepted, leaves the held cash for the
 * firm's bank, or the hold is released when it is cancelled or rejected. Each journal names its
 * instruction; the caller holds the instruction's row lock and moves its status in the same
 * transaction, so a hold is paid or released exactly once.
 */

/** The firm's bank account of a currency. */
const firmBank = (currency: string) => firmBook('bank', 'cash', currency);

/** What a withdrawal holds. */
export const withdrawalHold = (
  row: Pick<CashInstructionRow, 'accountId' | 'currency' | 'amount'>,
): Hold => ({
  ownerAccountId: row.accountId,
  asset: row.currency,
  amount: row.amount,
  available: 'cash',
  held: 'cashHeld',
});

/** Credits an accepted deposit: the firm's bank to the client's available cash. */
export function creditDeposit(db: Kysely<Database>, row: CashInstructionRow, now: Date) {
  return postJournal(db, {
    reason: 'deposit',
    cashInstructionId: row.id,
    postedAt: now,
    movements: [
      {
        from: firmBank(row.currency),
        to: clientBook('cash', row.accountId, row.currency),
        amount: row.amount,
      },
    ],
  });
}

/** Pays an accepted withdrawal out of its hold to the firm's bank. */
export function payWithdrawal(db: Kysely<Database>, row: CashInstructionRow, now: Date) {
  return postJournal(db, {
    reason: 'withdrawal',
    cashInstructionId: row.id,
    postedAt: now,
    movements: [
      {
        from: clientBook('cashHeld', row.accountId, row.currency),
        to: firmBank(row.currency),
        amount: row.amount,
      },
    ],
  });
}

/** Gives a cancelled or rejected withdrawal's hold back. */
export function releaseWithdrawal(db: Kysely<Database>, row: CashInstructionRow, now: Date) {
  return postJournal(db, {
    reason: 'withdrawalRelease',
    cashInstructionId: row.id,
    postedAt: now,
    movements: [releaseMovement(withdrawalHold(row))],
  });
}

/** Sets a new withdrawal's amount aside. */
export function holdWithdrawal(db: Kysely<Database>, row: CashInstructionRow, now: Date) {
  return postJournal(db, {
    reason: 'withdrawalHold',
    cashInstructionId: row.id,
    postedAt: now,
    movements: [holdMovement(withdrawalHold(row))],
  });
}
