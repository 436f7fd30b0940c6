import type { ClientRef } from './client-ref';

/**
 * The Gateway cash port (ARCHITECTURE.md §5): the cash a Gateway client holds. Deposits,
 * withdrawals and FX join it with the cash area.
 */

/** Cash of one currency: available, held for orders, due from priced redemptions. */
export type CashBalance = {
  currency: string;
  available: string;
  holdFundAmount: string;
  pending: string;
  total: string;
};

/** The Gateway cash port. */
export type GatewayCashPort = {
  /** Cash per currency the client holds (every currency with a ledger account). */
  balances(client: ClientRef): Promise<CashBalance[]>;
};
