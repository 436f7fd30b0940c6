import type { ColumnType } from 'kysely';
import type {
  PlanRecordState,
  PlanRunStatus,
  PlanStatus,
  PlanSubscriptionStatus,
  PlanTheme,
} from '../../shared/domain/plan-status';
import type { Identity, Numeric, Timestamp } from './column-types';

/** The plans' tables (issue 26), part of `Database` in schema.ts. */

/** Text in the three interface languages. */
export type PlanText = { en: string; 'zh-HK': string; 'zh-CN': string };

/** A plan's texts, kept as one jsonb value. */
export type PlanTexts = {
  name: PlanText;
  summary: PlanText;
  description: PlanText;
  /** The factsheet's path under the documents root, and its title. */
  factsheet: { path: string; title: PlanText } | null;
};

/** A jsonb column read as `T`, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** The `plan` table. */
export type PlanTable = {
  id: string;
  texts: Json<PlanTexts>;
  theme: PlanTheme;
  currency: string;
  minimumMonthlyAmount: Numeric;
  status: PlanStatus;
  sortOrder: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** The `plan_component` table: one fund of a plan and its weight in percent. */
export type PlanComponentTable = {
  planId: string;
  fundId: string;
  weight: Numeric;
  position: number;
};

/** The `plan_subscription` table. */
export type PlanSubscriptionTable = {
  id: Identity;
  accountId: number;
  planId: string;
  monthlyAmount: Numeric;
  debitDay: number;
  firstMonth: string;
  cashAccount: string;
  status: PlanSubscriptionStatus;
  recordState: ColumnType<PlanRecordState, PlanRecordState | undefined, PlanRecordState>;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** The `plan_run` table: one month of one subscription (unique). */
export type PlanRunTable = {
  id: Identity;
  subscriptionId: number;
  month: string;
  debitDate: string;
  status: PlanRunStatus;
  amount: Numeric;
  orderIds: ColumnType<number[], string | undefined, string>;
  failReason: ColumnType<string | null, string | null | undefined, string | null>;
  ranAt: Timestamp;
};

/** The `plan_redemption` table: the fund redemptions one redeem placed. */
export type PlanRedemptionTable = {
  id: Identity;
  subscriptionId: number;
  idempotencyKey: string;
  orderIds: ColumnType<number[], string, string>;
  placedAt: Timestamp;
};

/** The `plan_talk_message` table: one message of a client's thread about a plan. */
export type PlanTalkMessageTable = {
  id: Identity;
  accountId: number;
  planId: string | null;
  author: 'client' | 'advisor' | 'desk';
  authorAccountId: number | null;
  authorName: string;
  text: string;
  sentAt: Timestamp;
};

declare module './schema' {
  interface Database {
    plan: PlanTable;
    planComponent: PlanComponentTable;
    planSubscription: PlanSubscriptionTable;
    planRun: PlanRunTable;
    planRedemption: PlanRedemptionTable;
    planTalkMessage: PlanTalkMessageTable;
  }
}
