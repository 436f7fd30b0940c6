import Decimal from 'decimal.js';
import { toDecimal } from '../../../../shared/domain/decimal';
import { hongKongDate, nextBusinessDay } from '../../../../shared/domain/business-calendar';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import {
  ballotLots,
  canMoveIpoApplication,
  ipoAmountRow,
  isValidApplicationQuantity,
  type IpoStatus,
  type IpoTerms,
} from '../../../../shared/domain/ipo';
import { IPO_RESULT } from '../../../../shared/domain/ipo-result';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { JobHandlers } from '../../../jobs/job-kinds';
import type { IpoFeed } from '../../../market-data/ipo-feed';
import { changeBookCost, ledgerCode, lockBooks, postJournal } from '../../core/books/ledger';
import { defineDealingSteps } from '../../core/dealing/dealing-steps';
import { createStatusMachine } from '../../core/dealing/status-machine';
import {
  allotmentMovements,
  ipoBooks,
  listingMovements,
  refundMovements,
  repaymentMovements,
} from './ipo-books';
import { ipoMoveNotifications } from './ipo-notifications';
import {
  lockIpoApplication,
  recordIpoStatusChangesWrite,
  updateIpoApplication,
  type IpoApplicationRow,
} from './ipo.repository';
import type { Updateable } from 'kysely';
import type { IpoApplicationTable } from '../../../db/schema-ipo';

/**
 * The IPO timetable as dealing-core job steps (issue 12 §3), one chain per application:
 * `close` at the public close (Submitted -> Processing), `allot` on the allotment date (the
 * ballot, or in full for a proportion application; Processing -> Allotted; the shares paid),
 * `refund` on the refund date (interest charged, the rest of the hold released, the unused loan
 * released), `list` on the listing date (the shares into the portfolio). Each step queues the
 * next; `refund` and `list` run once because they stamp `refunded_at` / `listed_at` under the
 * row lock.
 */

/** The close of applications: 12:00 HKT on the close date (FINI T-1 12:00). */
export const ipoCloseInstant = (terms: IpoTerms): Date =>
  cutOffInstant(terms.timetable.closeDate, '12:00');

/** When the open offer starts taking applications: 09:00 HKT on the open date. */
export const ipoOpenInstant = (terms: IpoTerms): Date =>
  cutOffInstant(terms.timetable.openDate, '09:00');

const at9 = (date: string) => cutOffInstant(date, '09:00');

export const ipoStatusMachine = createStatusMachine<
  IpoStatus,
  IpoApplicationRow,
  Updateable<IpoApplicationTable>
>({
  kind: 'IPO application',
  canTransition: canMoveIpoApplication,
  update: (db, id, changes) => updateIpoApplication(db, id, changes),
  recordWrite: recordIpoStatusChangesWrite,
  // Its result tells the client (ipo-notifications.ts), with the move's record.
  notify: ipoMoveNotifications,
});

type StepContext = { feed: IpoFeed };
type Step = 'close' | 'allot' | 'refund' | 'list' | 'repay';

/** The next business morning after `now` (09:00 HKT), when a repayment is tried again. */
const nextMorning = (now: Date) => at9(nextBusinessDay(hongKongDate(now)));

/**
 * Repays what is still owed of the loan from the client's available cash, as far as it goes; a
 * rest is tried again the next morning (cash the client deposits or receives meanwhile repays it).
 */
async function repayLoan(
  db: Kysely<Database>,
  row: IpoApplicationRow,
  books: ReturnType<typeof ipoBooks>,
  now: Date,
) {
  const owed = toDecimal(row.loanUsed ?? '0').sub(row.loanRepaid);
  if (owed.lte(0)) return;
  const accounts = await lockBooks(db, [books.cash]);
  const available = toDecimal(accounts.get(ledgerCode(books.cash))?.balance ?? '0');
  const repay = Decimal.min(owed, Decimal.max(available, 0)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  if (repay.gt(0)) {
    await postJournal(db, {
      reason: 'ipoLoanRepay',
      postedAt: now,
      movements: repaymentMovements(books, repay.toFixed(2)),
    });
    await updateIpoApplication(db, row.id, {
      loanRepaid: toDecimal(row.loanRepaid).add(repay).toFixed(2),
      updatedAt: now,
    });
  }
  if (owed.gt(repay)) await steps.queue(db, row.id, 'repay', nextMorning(now));
}

/**
 * What the allotment pays: the allotted shares at the final price, the loan's share first. A
 * proportion application (the preferential offer's assured entitlement) gets its whole quantity;
 * the others go to the ballot.
 */
export function allotmentOf(terms: IpoTerms, row: IpoApplicationRow) {
  const appliedLots = toDecimal(row.quantity).div(terms.boardLot).toNumber();
  const allottedLots =
    row.applicationType === 'proportion'
      ? appliedLots
      : ballotLots(terms, row.accountId, appliedLots);
  const quantity = allottedLots * terms.boardLot;
  const payable = ipoAmountRow(quantity, terms.finalPrice);
  const ratio = toDecimal(row.amount).isZero()
    ? toDecimal('0')
    : toDecimal(row.loanAmount).div(row.amount);
  const loanUsed = Decimal.min(
    toDecimal(payable.amount).mul(ratio).toDecimalPlaces(2, Decimal.ROUND_UP),
    row.loanAmount,
    payable.consideration,
  ).toFixed(2);
  const paid = toDecimal(payable.amount).sub(loanUsed).toFixed(2);
  return { ...payable, quantity: String(quantity), loanUsed, paid };
}

async function runStep(
  step: Step,
  row: IpoApplicationRow,
  { db, now, feed }: StepContext & { db: Kysely<Database>; now: Date },
) {
  const terms = await feed.get(row.ipoCode);
  const books = ipoBooks(row.accountId, row.currency, row.ipoCode);
  const journal = { reason: 'ipo', postedAt: now };
  /** Ends the application unallotted with `reasonCode`: the whole hold back, no interest. */
  const endRefunded = async (status: 'Rejected' | 'Invalid', reasonCode: number) => {
    await postJournal(db, { ...journal, movements: refundMovements(books, '0', row.heldAmount) });
    await ipoStatusMachine.move(db, row, status, now, {
      reasonCode,
      refundAmount: row.heldAmount,
      interest: '0',
      refundedAt: now,
    });
  };
  if (!terms) {
    // The offer left the feed (withdrawn): the application is rejected (ERR603 offer withdrawn)
    // and the hold released.
    if (row.status === 'Submitted' || row.status === 'Processing') {
      await endRefunded('Rejected', IPO_RESULT.offerWithdrawn);
    }
    return {};
  }
  if (step === 'close' && !isValidApplicationQuantity(terms, row.applicationType, row.quantity)) {
    // The final terms no longer take the applied quantity: Invalid (ERR601), the hold released.
    await endRefunded('Invalid', IPO_RESULT.invalid);
    return {};
  }
  if (step === 'close') {
    await ipoStatusMachine.move(db, row, 'Processing', now);
    await steps.queue(db, row.id, 'allot', at9(terms.timetable.allotmentDate));
    return {};
  }
  if (step === 'allot') {
    const allotment = allotmentOf(terms, row);
    await postJournal(db, { ...journal, movements: allotmentMovements(books, allotment) });
    await ipoStatusMachine.move(db, row, 'Allotted', now, {
      allottedQuantity: allotment.quantity,
      paidAmount: allotment.paid,
      loanUsed: allotment.loanUsed,
      reasonCode: allotment.quantity === '0' ? IPO_RESULT.unsuccessful : null,
    });
    await steps.queue(db, row.id, 'refund', at9(terms.timetable.refundDate));
    return {};
  }
  if (step === 'refund') {
    if (row.refundedAt) return {};
    const refund = toDecimal(row.heldAmount)
      .sub(row.paidAmount ?? '0')
      .sub(row.interest)
      .toFixed(2);
    await postJournal(db, { ...journal, movements: refundMovements(books, row.interest, refund) });
    await updateIpoApplication(db, row.id, {
      refundAmount: refund,
      refundedAt: now,
      updatedAt: now,
    });
    // The refund comes back first, so it repays the loan before anything else.
    await repayLoan(db, row, books, now);
    await steps.queue(db, row.id, 'list', at9(terms.timetable.listingDate));
    return {};
  }
  if (step === 'repay') {
    await repayLoan(db, row, books, now);
    return {};
  }
  if (row.listedAt) return {};
  const quantity = row.allottedQuantity ?? '0';
  if (!toDecimal(quantity).isZero()) {
    await postJournal(db, { ...journal, movements: listingMovements(books, quantity) });
    const cost = toDecimal(quantity).mul(terms.finalPrice).toFixed(2);
    await changeBookCost(db, row.accountId, row.ipoCode, cost, 'shares');
  }
  await updateIpoApplication(db, row.id, { listedAt: now, updatedAt: now });
  return {};
}

export const steps = defineDealingSteps<Step, IpoStatus, IpoApplicationRow, StepContext>({
  jobKind: 'ipoStep',
  steps: ['close', 'allot', 'refund', 'list', 'repay'],
  fromStatus: {
    close: 'Submitted',
    allot: 'Processing',
    refund: 'Allotted',
    list: 'Allotted',
    repay: 'Allotted',
  },
  lock: lockIpoApplication,
  run: runStep,
});

/** The job handlers of the IPO timetable, for the job runner. */
export function ipoJobHandlers(context: { feed: IpoFeed }): Pick<JobHandlers, 'ipoStep'> {
  return { ipoStep: steps.handler({ feed: context.feed }) };
}
