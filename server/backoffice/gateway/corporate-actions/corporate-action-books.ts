import { toDecimal } from '../../../../shared/domain/decimal';
import type { EntitlementOutcome } from '../../../../shared/domain/corporate-action';
import { clientBook, firmBook, type Movement } from '../../core/books/ledger';

/**
 * The books' side of a corporate action's payment (issue 12 §4), as `Movement[]` posted in one
 * journal (books/ledger.ts): dividend cash comes from the market (the issuer's paying agent
 * through CCASS) into the client's available cash; new shares (scrip, bonus, a split) come from
 * the market into available shares, and a consolidation gives the shares it removes back to it.
 * The position's cost moves only by what scrip shares cost (their cash value); a bonus issue,
 * split or consolidation keeps the total cost, so the average cost is restated.
 */
export function corporateActionMovements(
  accountId: number,
  event: { symbol: string; currency: string },
  outcome: EntitlementOutcome,
): Movement[] {
  const cash = clientBook('cash', accountId, event.currency);
  const marketCash = firmBook('market', 'cash', event.currency);
  const shares = clientBook('shares', accountId, event.symbol);
  const marketShares = firmBook('market', 'shares', event.symbol);
  const movements: Movement[] = [];
  if (toDecimal(outcome.cash).gt(0)) {
    movements.push({ from: marketCash, to: cash, amount: toDecimal(outcome.cash).toFixed() });
  }
  const change = toDecimal(outcome.shareChange);
  if (change.gt(0)) movements.push({ from: marketShares, to: shares, amount: change.toFixed() });
  if (change.lt(0)) {
    movements.push({ from: shares, to: marketShares, amount: change.neg().toFixed() });
  }
  return movements;
}
