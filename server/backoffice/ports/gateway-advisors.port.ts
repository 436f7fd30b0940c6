/**
 * The Gateway advisors port (issue 27, docs/DECISIONS.md §5): what an advisor's book of clients
 * needs from the books, read for the whole book at once (set-based), never client by client:
 * each client's assets at market in a reporting currency, the recent orders and cash requests,
 * when each client last dealt, and who holds a fund or a stock.
 */

/** A recent fund or stock order of a client of the book. */
export type BookOrderRecord = {
  kind: 'fund' | 'stock';
  accountId: number;
  reference: string;
  instrument: string;
  side: string;
  status: string;
  currency: string;
  amount: string | null;
  quantity: string | null;
  placedAt: Date;
};

/** A recent deposit or withdrawal request of a client of the book. */
export type BookCashRecord = {
  kind: 'deposit' | 'withdrawal';
  accountId: number;
  reference: string;
  currency: string;
  amount: string;
  status: string;
  requestedAt: Date;
};

/** The Gateway advisors port. */
export type GatewayAdvisorsPort = {
  /**
   * Each client's cash (available, held, pending) + fund units at the latest NAV + shares at the
   * last price, in `reporting` through HKD; a client with nothing answers "0". One read of the
   * ledger balances for every client, then the prices of the instruments held, once each.
   */
  valueBook(
    accountIds: readonly number[],
    reporting: string,
    now: Date,
  ): Promise<Map<number, string>>;
  /** The latest orders (fund and stock) of the clients, newest first, at most `limit`. */
  recentOrders(accountIds: readonly number[], limit: number): Promise<BookOrderRecord[]>;
  /** The latest deposit and withdrawal requests of the clients, newest first. */
  recentCashRequests(accountIds: readonly number[], limit: number): Promise<BookCashRecord[]>;
  /** When each client last placed an order or a cash request (absent: never). */
  lastDealings(accountIds: readonly number[]): Promise<Map<number, Date>>;
  /** Which of the clients hold some of the fund (units) or the stock (shares). */
  holdersOf(
    accountIds: readonly number[],
    held: { fundId?: string; symbol?: string },
  ): Promise<Set<number>>;
};

declare module './gateway.port' {
  interface Gateway {
    advisors: GatewayAdvisorsPort;
  }
}
