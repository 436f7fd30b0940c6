import type Decimal from 'decimal.js';
import {
  cashMovementTypeOf,
  type CashMovementType,
} from '../../../../shared/domain/cash-instruction';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { BookRef, JournalInput } from './ledger';

/**
 * A client's cash movement (spec §3): one journal's net effect on the client's total cash of a
 * currency, every client cash kind together (available, held, pending, owed), so a hold or its
 * release moves nothing. The books store one with every journal that has one, in the posting's
 * statement (cash-movement.repository.ts), and the cash list reads them back a page at a time.
 */
export type ClientCashMovement = {
  accountId: number;
  currency: string;
  journalId: string;
  /** Signed: positive in, negative out; never zero. */
  amount: string;
  type: CashMovementType;
  reason: string;
  fundOrderId: number | null;
  stockOrderId: number | null;
  cashInstructionId: number | null;
  postedAt: Date;
};

/** The client and currency whose total cash a side moves, or undefined (the firm's, not cash). */
function clientCashOf(ref: BookRef): { accountId: number; currency: string } | undefined {
  return 'ownerAccountId' in ref && ref.kind.startsWith('cash')
    ? { accountId: ref.ownerAccountId, currency: ref.asset }
    : undefined;
}

/**
 * The movements of journals about to be posted, in posting order: journal by journal, and within
 * one the order its entries first touch each client and currency (the order the list has always
 * shown). Every journal must carry its `journalId`.
 */
export function clientCashMovementsOf(
  journals: readonly (JournalInput & { journalId: string })[],
): ClientCashMovement[] {
  return journals.flatMap((journal) => {
    const nets = new Map<string, { accountId: number; currency: string; net: Decimal }>();
    const add = (ref: BookRef, amount: Decimal) => {
      const side = clientCashOf(ref);
      if (!side) return;
      const key = `${side.accountId}:${side.currency}`;
      const found = nets.get(key) ?? { ...side, net: toDecimal('0') };
      nets.set(key, { ...found, net: found.net.add(amount) });
    };
    for (const movement of journal.movements) {
      const amount = toDecimal(movement.amount);
      if (amount.isZero()) continue;
      add(movement.from, amount.neg());
      add(movement.to, amount);
    }
    return [...nets.values()]
      .filter((side) => !side.net.isZero())
      .map((side) => ({
        accountId: side.accountId,
        currency: side.currency,
        journalId: journal.journalId,
        amount: side.net.toFixed(),
        type: cashMovementTypeOf(journal.reason, side.net.isPositive() ? 'in' : 'out'),
        reason: journal.reason,
        fundOrderId: journal.fundOrderId ?? null,
        stockOrderId: journal.stockOrderId ?? null,
        cashInstructionId: journal.cashInstructionId ?? null,
        postedAt: journal.postedAt,
      }));
  });
}
