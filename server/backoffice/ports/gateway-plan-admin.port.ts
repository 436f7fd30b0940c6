import type {
  PlanRecordState,
  PlanRunStatus,
  PlanSubscriptionStatus,
} from '../../../shared/domain/plan-status';

/**
 * The Gateway plan admin port (issue 30, docs/DECISIONS.md §5): what the admins' plan catalogue
 * needs from the plan books, read for a whole plan at once, never client by client: how many
 * live subscriptions each plan has (a plan with one cannot be deleted) and a plan's
 * subscriptions with their latest runs.
 */

/** One month's run of a subscription. */
export type PlanAdminRunRecord = {
  month: string;
  debitDate: string;
  status: PlanRunStatus;
  amount: string;
  failReason: string | null;
};

/** One subscription of a plan, with what its runs invested. */
export type PlanSubscriberRecord = {
  subscriptionId: number;
  accountId: number;
  status: PlanSubscriptionStatus;
  recordState: PlanRecordState;
  monthlyAmount: string;
  debitDay: number;
  firstMonth: string;
  /** The sum of its dealt runs' amounts. */
  investedToDate: string;
  runCount: number;
  /** Its latest runs, newest first (at most `lastRuns` asked). */
  lastRuns: PlanAdminRunRecord[];
  createdAt: Date;
};

/** The Gateway plan admin port. */
export type GatewayPlanAdminPort = {
  /** Live (submitted, activated, suspended) subscriptions per plan; a plan with none is absent. */
  liveSubscriptionCounts(planIds: readonly string[]): Promise<Map<string, number>>;
  /** Whether the plan has any subscription at all, live or ended. */
  hasSubscriptions(planId: string): Promise<boolean>;
  /** A page of the plan's subscriptions, newest first, and how many there are. */
  subscribersOf(
    planId: string,
    page: { offset: number; limit: number; lastRuns: number },
  ): Promise<{ total: number; subscribers: PlanSubscriberRecord[] }>;
};

declare module './gateway.port' {
  interface Gateway {
    planAdmin: GatewayPlanAdminPort;
  }
}
