import type { PlanResultName } from '../../../shared/domain/plan-result';
import type {
  PlanRecordState,
  PlanRunStatus,
  PlanSubscriptionStatus,
} from '../../../shared/domain/plan-status';
import type { ClientRef } from './client-ref';

/**
 * The Gateway's plans port (issue 26): a client's monthly plan subscriptions on the books. Each
 * month's run places fund subscriptions through the fund dealing core; a redeem places fund
 * redemptions. The plan catalogue itself is portal data (server/repositories/plan.repository.ts).
 */

/** A subscription as the books keep it. */
export type PlanSubscriptionRecord = {
  subscriptionId: number;
  accountId: number;
  planId: string;
  monthlyAmount: string;
  debitDay: number;
  firstMonth: string;
  cashAccount: string;
  status: PlanSubscriptionStatus;
  recordState: PlanRecordState;
  /** The month of its latest run (dealt or failed), null before the first. */
  lastRunMonth: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** One month's run. */
export type PlanRunRecord = {
  month: string;
  debitDate: string;
  status: PlanRunStatus;
  amount: string;
  orderIds: number[];
  failReason: string | null;
  ranAt: Date;
};

/** One fund held through a subscription: allotted units less redeemed, and amounts not yet priced. */
export type PlanPosition = { fundId: string; units: string; pendingAmount: string };

/** A subscription placement. */
export type PlanSubscribeRequest = {
  client: ClientRef;
  planId: string;
  monthlyAmount: string;
  debitDay: number;
  firstMonth: string;
  cashAccount: string;
  idempotencyKey: string;
  requestHash: string;
  now: Date;
};

/** A change's answer. */
export type PlanChangeOutcome = {
  result: PlanResultName;
  isReplay: boolean;
  subscription: PlanSubscriptionRecord | null;
};

export type GatewayPlansPort = {
  /** The client's subscriptions, newest first. */
  subscriptions(client: ClientRef, includeDeleted: boolean): Promise<PlanSubscriptionRecord[]>;
  subscription(client: ClientRef, subscriptionId: number): Promise<PlanSubscriptionRecord | null>;
  /** Places a subscription once per key (submitted, then activated). */
  subscribe(request: PlanSubscribeRequest): Promise<PlanChangeOutcome>;
  /** A new monthly amount, or a status move (suspend, resume, cancel). */
  change(
    client: ClientRef,
    subscriptionId: number,
    change: { monthlyAmount: string } | { status: PlanSubscriptionStatus },
    now: Date,
  ): Promise<PlanChangeOutcome>;
  runs(client: ClientRef, subscriptionId: number): Promise<PlanRunRecord[]>;
  positions(client: ClientRef, subscriptionId: number): Promise<PlanPosition[]>;
  /** Places fund redemptions of the positions (a percent of each, or all), once per key. */
  redeem(
    client: ClientRef,
    subscriptionId: number,
    request: { percent: string; idempotencyKey: string; now: Date },
  ): Promise<{ result: PlanResultName; isReplay: boolean; orderIds: number[] }>;
};

declare module './gateway.port' {
  interface Gateway {
    plans: GatewayPlansPort;
  }
}
