import type { ColumnType } from 'kysely';
import type { CashMovementType } from '../../shared/domain/cash-instruction';
import type { UploadableDocumentType } from '../../shared/domain/document-upload';
import type { FundOrderStatus } from '../../shared/domain/fund-order-status';
import type {
  Identity,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
} from './column-types';

/** The currency, ledger, fund dealing, job, risk and document tables, part of `Database` in schema.ts. */

/** The `currency` table. */
export type CurrencyTable = {
  id: Identity;
  code: string;
  precision: number;
  nameEn: string;
  nameZhHk: string;
  nameZhCn: string;
};

/** The `exchange_rate` table: value of one unit in HKD, a numeric read as a decimal string. */
export type ExchangeRateTable = {
  currencyId: number;
  hkdRate: string;
  asOf: Timestamp;
};

/**
 * Whether a ledger account holds money (by currency), fund units (by fund id), shares (by symbol)
 * or a virtual asset (by asset: BTC, ETH, USDT; the Fos back office).
 */
export type LedgerAssetType = 'cash' | 'units' | 'shares' | 'crypto';

/** The `ledger_account` table: `balance` moves with its entries in one transaction. */
export type LedgerAccountTable = {
  id: Identity;
  code: string;
  ownerAccountId: number | null;
  kind: string;
  assetType: LedgerAssetType;
  asset: string;
  balance: ColumnType<string, string | undefined, string>;
  /** Units accounts: the cost of the units held, in the fund currency (average cost). */
  bookCost: ColumnType<string, string | undefined, string>;
};

/** The `ledger_entry` table: immutable (a trigger refuses UPDATE and DELETE). */
export type LedgerEntryTable = {
  id: Identity;
  journalId: string;
  ledgerAccountId: number;
  amount: Numeric;
  reason: string;
  fundOrderId: number | null;
  stockOrderId: ColumnType<number | null, number | null | undefined, number | null>;
  cashInstructionId: ColumnType<number | null, number | null | undefined, number | null>;
  postedAt: Timestamp;
};

/**
 * The `cash_movement` table: one journal's net effect on a client's total cash of a currency
 * (every client cash kind together), written with the journal; `balance` is that total after it.
 * Ids follow the order of the running totals (the `cash_total` row's lock orders them).
 */
export type CashMovementTable = {
  id: Identity;
  accountId: number;
  currency: string;
  journalId: string;
  amount: Numeric;
  balance: Numeric;
  type: CashMovementType;
  reason: string;
  fundOrderId: number | null;
  stockOrderId: number | null;
  cashInstructionId: number | null;
  postedAt: Timestamp;
};

/**
 * The `cash_total` table: a client's total cash of a currency and how many movements made it, in
 * all and by spec §3 type.
 */
export type CashTotalTable = {
  accountId: number;
  currency: string;
  balance: Numeric;
  movements: number;
  movementsD: number;
  movementsW: number;
  movementsI: number;
  movementsO: number;
  movementsC: number;
};

/** What a fund order row was placed as. */
export type FundOrderType = 'subscription' | 'redemption' | 'switch' | 'bulk';

/** The `fund_order` table: one row per leg. */
export type FundOrderTable = {
  id: Identity;
  accountId: number;
  idempotencyKey: string;
  leg: number;
  requestHash: string;
  orderType: FundOrderType;
  side: 'S' | 'R';
  fundId: string;
  currency: string;
  amount: NullableNumeric;
  units: NullableNumeric;
  fee: NullableNumeric;
  nav: NullableNumeric;
  proceeds: NullableNumeric;
  /** The book cost the order moved on the client's units (redemption: taken; subscription: added). */
  bookCost: NullableNumeric;
  status: FundOrderStatus;
  /** The spec §8 result code a rejected or failed order ended with; null otherwise. */
  reasonCode: number | null;
  linkedOrderId: number | null;
  isRiskAcknowledged: boolean;
  dealingDate: string | null;
  cutOffAt: NullableTimestamp;
  settlementDate: string | null;
  placedAt: Timestamp;
  updatedAt: Timestamp;
};

/** A job's state; a queued job is due from `runAt`. */
export type JobStatus = 'queued' | 'done' | 'failed';

/** The `job` table, claimed with FOR UPDATE SKIP LOCKED. */
export type JobTable = {
  id: Identity;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string, never>;
  runAt: Timestamp;
  status: JobStatus;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  finishedAt: NullableTimestamp;
};

/** The `fund_order_status_change` table: every status an order passed through, in order. */
export type FundOrderStatusChangeTable = {
  id: Identity;
  fundOrderId: number;
  /** Null for the placement (the order starts pending). */
  fromStatus: FundOrderStatus | null;
  toStatus: FundOrderStatus;
  changedAt: Timestamp;
};

/** The `fund_watchlist` table. */
export type FundWatchlistTable = { accountId: number; fundId: string; addedAt: Timestamp };

/** The `risk_assessment` table. */
export type RiskAssessmentTable = {
  id: Identity;
  accountId: number;
  /** The `raq_questionnaire` version answered. */
  version: number;
  answers: ColumnType<Record<string, unknown>, string, never>;
  score: number;
  level: number;
  status: 'pending' | 'approved' | 'rejected';
  submittedAt: Timestamp;
  approvedAt: NullableTimestamp;
};

/** The `order_setting` table: spec §3 order confirmation setting. */
export type OrderSettingTable = {
  accountId: number;
  skipConfirmation: boolean;
  updatedAt: Timestamp;
};

/**
 * The `trade_document` table: a client's stored PDF documents of a spec §3 type; an admin's
 * upload (`uploadId`) keeps its bytes once in `document_upload`, others in `content`.
 */
export type TradeDocumentTable = {
  id: Identity;
  accountId: number;
  name: string;
  type: ColumnType<UploadableDocumentType, UploadableDocumentType | undefined, never>;
  content: ColumnType<Uint8Array | null, Uint8Array | null | undefined, never>;
  uploadId: ColumnType<number | null, number | null | undefined, never>;
  /** Hong Kong calendar days, `YYYY-MM-DD`. */
  periodStart: string;
  periodEnd: string;
  issuedAt: Timestamp;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    currency: CurrencyTable;
    exchangeRate: ExchangeRateTable;
    ledgerAccount: LedgerAccountTable;
    ledgerEntry: LedgerEntryTable;
    cashMovement: CashMovementTable;
    cashTotal: CashTotalTable;
    fundOrder: FundOrderTable;
    fundOrderStatusChange: FundOrderStatusChangeTable;
    job: JobTable;
    fundWatchlist: FundWatchlistTable;
    riskAssessment: RiskAssessmentTable;
    orderSetting: OrderSettingTable;
    tradeDocument: TradeDocumentTable;
  }
}
