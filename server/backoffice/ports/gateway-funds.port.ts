import type { IsoDate } from '../../../shared/domain/business-calendar';
import type { FundOrderResultCode } from '../../../shared/domain/fund-order-result';
import type { FundOrderSide, FundOrderStatus } from '../../../shared/domain/fund-order-status';
import type { FundOrderType } from '../../db/schema-books';
import type { CashBalance } from './gateway-cash.port';
import type { ClientRef } from './client-ref';

/**
 * The Gateway funds port (docs/DECISIONS.md §5): fund positions and fund orders of Gateway
 * accounts. The embedded implementation keeps real books in the database; a firm's connector
 * implements the same type against its own fund dealing system.
 */

/** Units of one fund: available, frozen by redemptions, allotted but unsettled; cost held. */
export type FundPosition = {
  fundId: string;
  availableUnits: string;
  freezeQuantity: string;
  pendingUnits: string;
  totalUnits: string;
  bookCost: string;
};

/** One fund order leg as the back office reports it. */
export type FundOrderRecord = {
  orderId: number;
  idempotencyKey: string;
  leg: number;
  orderType: FundOrderType;
  side: FundOrderSide;
  fundId: string;
  currency: string;
  amount: string | null;
  units: string | null;
  fee: string | null;
  nav: string | null;
  proceeds: string | null;
  status: FundOrderStatus;
  /** Why a rejected or failed order ended: its spec §8 result code; null otherwise. */
  reasonCode: FundOrderResultCode | null;
  linkedOrderId: number | null;
  isRiskAcknowledged: boolean;
  dealingDate: IsoDate | null;
  cutOffAt: Date | null;
  settlementDate: IsoDate | null;
  placedAt: Date;
  updatedAt: Date;
};

/** One move of an order's status (`from` null: its placement), as the back office recorded it. */
export type FundOrderStatusChange = {
  from: FundOrderStatus | null;
  to: FundOrderStatus;
  at: Date;
};

/** An order leg with every status it has passed through, oldest first. */
export type FundOrderTimeline = {
  order: FundOrderRecord;
  changes: readonly FundOrderStatusChange[];
};

/** What a placement asks for: one leg per fund (a switch: a redemption then a subscription). */
export type PlaceFundOrderRequest = {
  client: ClientRef;
  idempotencyKey: string;
  /** A digest of the request's content: the same key with other content is code 22. */
  requestHash: string;
  orderType: FundOrderType;
  subscriptions: readonly { fundId: string; amount: string }[];
  redemption?: { fundId: string; units: string };
  /** For a switch: the fund the redemption's proceeds subscribe to. */
  switchTo?: { fundId: string };
  isRiskAcknowledged: boolean;
  /** The advisor who placed it for the client (their account code); absent when the client did. */
  advisorCode?: string;
  /** A monthly plan's run: the plan's own minimum applies, not the funds' (issue 26). */
  isPlanRun?: boolean;
  now: Date;
};

/** A placement's answer: the result code and, on success or replay, the order legs. */
export type PlaceFundOrderOutcome = {
  result: FundOrderResultCode;
  /** The fund whose check failed (bulk subscriptions name which one). */
  failedFundId?: string;
  orders: readonly FundOrderRecord[];
  /** True when the key had been used for this very request: nothing new happened. */
  isReplay: boolean;
};

/**
 * One order of the history as the client placed it (issue 10 §8): its legs, and its status as a
 * whole. A switch is one entry of two legs, the switch-out redemption first; any other order is
 * one leg (a bulk subscription's legs are separate entries: each deals and cancels on its own).
 */
export type FundOrderEntry = {
  status: FundOrderStatus;
  legs: readonly [FundOrderRecord, ...FundOrderRecord[]];
};

/** Filters of the order history; a status filter matches an entry's status as a whole. */
export type FundOrderFilter = {
  statuses?: readonly FundOrderStatus[];
  /** Subscriptions (S) or redemptions (R) outside switches, or switches. */
  side?: FundOrderSide | 'switch';
  /** A switch matches either of its funds. */
  fundId?: string;
  /** Placed on or after / before these Hong Kong dates. */
  from?: IsoDate;
  to?: IsoDate;
  pageIndex: number;
  pageSize: number;
};

/** The Gateway funds port. */
export type GatewayFundsPort = {
  /** Cash per currency and the fund positions with any units, read together (the portfolio). */
  holdings(client: ClientRef): Promise<{ cash: CashBalance[]; positions: FundPosition[] }>;
  /**
   * Places an order (all legs or none), holding cash or freezing units. The idempotency key is
   * read once, inside the placement's transaction: the same request again answers the first
   * order (`isReplay`), other content under the same key answers code 22.
   */
  placeOrder(request: PlaceFundOrderRequest): Promise<PlaceFundOrderOutcome>;
  /** Cancels before the cut-off, releasing holds once; a switch cancels both legs. */
  cancelOrder(
    client: ClientRef,
    orderId: number,
    now: Date,
  ): Promise<{ result: FundOrderResultCode; orders: FundOrderRecord[] }>;
  /** One of the client's order legs with its status history; null when the client has no such leg. */
  loadOrderTimeline(client: ClientRef, orderId: number): Promise<FundOrderTimeline | null>;
  /** Order history, newest first, a switch as one entry; `total` counts entries. */
  searchOrders(
    client: ClientRef,
    filter: FundOrderFilter,
  ): Promise<{ total: number; entries: FundOrderEntry[] }>;
};

// The Gateway gains this port (gateway.port.ts): the area's file declares it, no shared list does.
declare module './gateway.port' {
  interface Gateway {
    funds: GatewayFundsPort;
  }
}
