import type { ColumnType, Generated } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { FundOrderStatus } from '../../shared/domain/fund-order-status';
import type { Role } from '../../shared/domain/roles';
import type {
  Identity,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
} from './column-types';
import type {
  CashInstructionStatusChangeTable,
  CashInstructionTable,
  CashProofTable,
  ClientBankAccountTable,
  EddaAuthorisationTable,
  FxQuoteTable,
} from './schema-cash';
import type {
  StockFillTable,
  StockOrderStatusChangeTable,
  StockOrderTable,
  TradingPermissionTable,
} from './schema-stocks';
import type {
  CorporateActionElectionTable,
  CorporateActionEntitlementTable,
  CorporateActionEventTable,
} from './schema-corporate-actions';
import type {
  NotificationReaderTable,
  NotificationTable,
  PushSubscriptionTable,
  VapidKeyTable,
} from './schema-notifications';
import type { IpoApplicationStatusChangeTable, IpoApplicationTable } from './schema-ipo';
import type { BannerTable, NewsItemTable } from './schema-news';

/** Spec §4: an account's state; not_active and suspended refuse login (results V and S). */
export type AccountStatus = 'active' | 'not_active' | 'suspended';

/** Spec §3 one-time password factors a login can demand: SMS, token (TOTP) or email. */
export type TwoFactor = 'S' | 'T' | 'E';

/** The outcome of an account's last login attempt. */
export type LastLoginStatus = 'success' | 'failure';

/** ARCHITECTURE.md §4 session states; `expired` is set when the server's idle timeout ends one. */
export type SessionStatus = 'active' | 'logouted' | 'kicked' | 'expired';

/** Which password a history row or change concerns. */
export type PasswordKind = 'login' | 'trade';

/** The `account` table: one row per account code and source (demo book, Accounts). */
export type AccountTable = {
  id: Generated<number>;
  accountCode: string;
  source: AccountSource;
  role: Role;
  status: AccountStatus;
  /** argon2id PHC string. */
  passwordHash: string;
  passwordChangedAt: Timestamp;
  mustChangePassword: boolean;
  agreementConfirmed: boolean;
  twoFactor: TwoFactor | null;
  /** Base32 TOTP secret, for factor T. */
  totpSecret: string | null;
  displayName: string;
  email: string | null;
  mobile: string | null;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  /** The previous login attempt (shown on the change-password form). */
  lastLoginAt: NullableTimestamp;
  lastLoginStatus: ColumnType<LastLoginStatus | null, LastLoginStatus | null | undefined>;
  /** For result G: inactive for more than the maximum inactive days. */
  lastSuccessfulLoginAt: NullableTimestamp;
  /** argon2id PHC string; set when the trading permission requires a trade password. */
  tradePasswordHash: ColumnType<string | null, string | null | undefined>;
  tradePasswordChangedAt: NullableTimestamp;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  totpLastStep: ColumnType<number | null, number | null | undefined>;
};

/** The `advisor_link` table: which clients an advisor acts for (spec §2.12). */
export type AdvisorLinkTable = {
  advisorAccountId: number;
  clientAccountId: number;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  /** Spec §6 adviser-level permission: the advisor may instruct stock orders for the client. */
  canInstructStocks: ColumnType<boolean, boolean | undefined, boolean>;
};

/** The `session` table: one row per session, token stored as a SHA-256 hash (ARCHITECTURE.md §4). */
export type SessionTable = {
  id: string;
  accountId: number;
  source: AccountSource;
  role: Role;
  status: SessionStatus;
  tokenHash: string;
  tokenExpiresAt: Timestamp;
  refreshFamilyId: string;
  lastActivityAt: Timestamp;
  createdAt: Timestamp;
  endedAt: NullableTimestamp;
  /** Set on an advisee session: the advisor's session it acts for, and ends with. */
  advisorSessionId: ColumnType<string | null, string | null | undefined, never>;
  /** Trading is unlocked by the trade password until this instant (issue 9 §2); null: locked. */
  tradeUnlockedUntil: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

/** The `refresh_token` table: one row per issued refresh token, hashed; `usedAt` once rotated. */
export type RefreshTokenTable = {
  tokenHash: string;
  familyId: string;
  sessionId: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
};

/** The `login_challenge` table: two-factor challenges, codes hashed. */
export type LoginChallengeTable = {
  id: string;
  accountId: number;
  factor: TwoFactor;
  codeHash: string | null;
  codeSentAt: NullableTimestamp;
  expiresAt: Timestamp;
  verifiedAt: NullableTimestamp;
  createdAt: Timestamp;
};

/** The `login_failure` table: failed attempts by account key and client address. */
export type LoginFailureTable = {
  id: Identity;
  accountKey: string | null;
  clientAddress: string;
  occurredAt: Timestamp;
};

/** The `login_delay` table: when an account may next be tried (sign-in throttling). */
export type LoginDelayTable = {
  accountKey: string;
  nextAttemptAt: Timestamp;
};

/** The `password_history` table: earlier password hashes. */
export type PasswordHistoryTable = {
  id: Identity;
  accountId: number;
  kind: PasswordKind;
  passwordHash: string;
  createdAt: Timestamp;
};

/** The `password_reset` table: verification keys, hashed. */
export type PasswordResetTable = {
  id: Identity;
  accountId: number;
  keyHash: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
};

/** The `used_session_login_token` table: jti values already exchanged. */
export type UsedSessionLoginTokenTable = {
  jti: string;
  expiresAt: Timestamp;
};

/** The `audit_event` table: append-only (a trigger refuses UPDATE and DELETE). */
export type AuditEventTable = {
  id: Identity;
  occurredAt: Timestamp;
  kind: string;
  accountId: number | null;
  accountCode: string | null;
  source: AccountSource | null;
  sessionId: string | null;
  clientAddress: string | null;
  details: ColumnType<Record<string, unknown>, string, never>;
};

/** The `legal_agreement` table: HTML already sanitised when saved. */
export type LegalAgreementTable = {
  id: Identity;
  type: string;
  language: string;
  title: string;
  contentHtml: string;
  version: number;
  createdAt: Timestamp;
};

/** The `agreement_confirmation` table: who confirmed which agreement version, when. */
export type AgreementConfirmationTable = {
  id: Identity;
  accountId: number;
  agreementType: string;
  agreementVersion: number;
  confirmedAt: Timestamp;
};

/** The `preference` table: language and reporting currency per account. */
export type PreferenceTable = {
  accountId: number;
  language: string;
  currencyCode: string;
  updatedAt: Timestamp;
};

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

/** Whether a ledger account holds money (by currency), fund units (by fund id) or shares (by symbol). */
export type LedgerAssetType = 'cash' | 'units' | 'shares';

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
  version: string;
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

/** The `trade_document` table: a client's stored PDF documents (spec §3 type `other`). */
export type TradeDocumentTable = {
  id: Identity;
  accountId: number;
  name: string;
  content: ColumnType<Uint8Array, Uint8Array, never>;
  /** Hong Kong calendar days, `YYYY-MM-DD`. */
  periodStart: string;
  periodEnd: string;
  issuedAt: Timestamp;
};

/** Every table, as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case). */
/** The `feed_anchor` table: the day a simulated feed was first dated from (YYYY-MM-DD). */
export type FeedAnchorTable = {
  feed: string;
  anchorDate: string;
};

export type Database = {
  account: AccountTable;
  advisorLink: AdvisorLinkTable;
  session: SessionTable;
  refreshToken: RefreshTokenTable;
  loginChallenge: LoginChallengeTable;
  loginFailure: LoginFailureTable;
  loginDelay: LoginDelayTable;
  passwordHistory: PasswordHistoryTable;
  passwordReset: PasswordResetTable;
  usedSessionLoginToken: UsedSessionLoginTokenTable;
  auditEvent: AuditEventTable;
  legalAgreement: LegalAgreementTable;
  agreementConfirmation: AgreementConfirmationTable;
  preference: PreferenceTable;
  currency: CurrencyTable;
  exchangeRate: ExchangeRateTable;
  ledgerAccount: LedgerAccountTable;
  ledgerEntry: LedgerEntryTable;
  fundOrder: FundOrderTable;
  fundOrderStatusChange: FundOrderStatusChangeTable;
  job: JobTable;
  fundWatchlist: FundWatchlistTable;
  riskAssessment: RiskAssessmentTable;
  orderSetting: OrderSettingTable;
  tradeDocument: TradeDocumentTable;
  stockOrder: StockOrderTable;
  stockOrderStatusChange: StockOrderStatusChangeTable;
  stockFill: StockFillTable;
  tradingPermission: TradingPermissionTable;
  clientBankAccount: ClientBankAccountTable;
  eddaAuthorisation: EddaAuthorisationTable;
  cashInstruction: CashInstructionTable;
  cashInstructionStatusChange: CashInstructionStatusChangeTable;
  cashProof: CashProofTable;
  fxQuote: FxQuoteTable;
  corporateActionEvent: CorporateActionEventTable;
  corporateActionEntitlement: CorporateActionEntitlementTable;
  corporateActionElection: CorporateActionElectionTable;
  ipoApplication: IpoApplicationTable;
  ipoApplicationStatusChange: IpoApplicationStatusChangeTable;
  notification: NotificationTable;
  notificationReader: NotificationReaderTable;
  pushSubscription: PushSubscriptionTable;
  vapidKey: VapidKeyTable;
  newsItem: NewsItemTable;
  banner: BannerTable;
  feedAnchor: FeedAnchorTable;
};

export type * from './schema-cash';
export type * from './schema-stocks';
export type * from './schema-corporate-actions';
export type * from './schema-ipo';
export type * from './schema-notifications';
export type * from './schema-news';
