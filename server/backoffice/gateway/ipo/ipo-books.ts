import { toDecimal } from '../../../../shared/domain/decimal';
import { clientBook, firmBook, type Movement } from '../../core/books/ledger';
import type { Hold } from '../../core/dealing/holds';

/**
 * The books' rules of IPO applications (issue 12 §2-3), as `Movement[]` posted with
 * books/ledger.ts:
 * - apply: `ipoHold` moves what the application holds (cash: the amount; finance: the deposit
 *   plus the interest to the refund date) from `cash` to `cashHeld`;
 * - cancel: the reverse of the hold, once, on the move to Cancelled;
 * - allot: the consideration of the allotted shares goes to the `market`, the loan's share of it
 *   paid by the firm (`clearing`) and owed by the client from then on (`lending` to `cashLoan`),
 *   the rest and the allotment charges out of `cashHeld`;
 * - refund: the interest goes to `fees`, what is still held back to `cash` (nothing stays held);
 * - repay: the loan is repaid from available `cash` (to `clearing`), as far as the cash goes, on
 *   the refund date and each business morning after until nothing is owed (`cashLoan` back to
 *   `lending`);
 * - listing: the allotted shares come from the `market` into `shares` (their cost the offer
 *   price, books/ledger.ts `changeBookCost`).
 */

export const ipoBooks = (ownerAccountId: number, currency: string, code: string) => ({
  cash: clientBook('cash', ownerAccountId, currency),
  cashHeld: clientBook('cashHeld', ownerAccountId, currency),
  shares: clientBook('shares', ownerAccountId, code),
  marketCash: firmBook('market', 'cash', currency),
  marketShares: firmBook('market', 'shares', code),
  fees: firmBook('fees', 'cash', currency),
  clearing: firmBook('clearing', 'cash', currency),
  cashLoan: clientBook('cashLoan', ownerAccountId, currency),
  lending: firmBook('lending', 'cash', currency),
});

/** What an application holds from available cash. */
export const ipoHold = (ownerAccountId: number, currency: string, amount: string): Hold => ({
  ownerAccountId,
  asset: currency,
  amount,
  available: 'cash',
  held: 'cashHeld',
});

/** The allotment's payment: consideration to the market (loan part by the firm), fees to fees. */
export function allotmentMovements(
  books: ReturnType<typeof ipoBooks>,
  payment: { consideration: string; fees: string; loanUsed: string },
): Movement[] {
  const fromClient = toDecimal(payment.consideration).sub(payment.loanUsed).toFixed();
  return [
    { from: books.clearing, to: books.marketCash, amount: payment.loanUsed },
    { from: books.lending, to: books.cashLoan, amount: payment.loanUsed },
    { from: books.cashHeld, to: books.marketCash, amount: fromClient },
    { from: books.cashHeld, to: books.fees, amount: payment.fees },
  ];
}

/** The refund date: interest charged, the rest of the hold back to cash. */
export const refundMovements = (
  books: ReturnType<typeof ipoBooks>,
  interest: string,
  refund: string,
): Movement[] => [
  { from: books.cashHeld, to: books.fees, amount: interest },
  { from: books.cashHeld, to: books.cash, amount: refund },
];

/** Listing day: the allotted shares into the client's shares. */
export const listingMovements = (
  books: ReturnType<typeof ipoBooks>,
  quantity: string,
): Movement[] => [{ from: books.marketShares, to: books.shares, amount: quantity }];

/** Part of the loan repaid from the client's available cash. */
export const repaymentMovements = (
  books: ReturnType<typeof ipoBooks>,
  amount: string,
): Movement[] => [
  { from: books.cash, to: books.clearing, amount },
  { from: books.cashLoan, to: books.lending, amount },
];
