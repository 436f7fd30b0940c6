import type {
  AccountTable,
  AdvisorLinkTable,
  AgreementConfirmationTable,
  AuditEventTable,
  LegalAgreementTable,
  LoginChallengeTable,
  LoginDelayTable,
  LoginFailureTable,
  PasswordHistoryTable,
  PasswordResetTable,
  PreferenceTable,
  RefreshTokenTable,
  SessionTable,
  UsedSessionLoginTokenTable,
} from './schema-accounts';
import type {
  CurrencyTable,
  ExchangeRateTable,
  FundOrderStatusChangeTable,
  FundOrderTable,
  FundWatchlistTable,
  JobTable,
  LedgerAccountTable,
  LedgerEntryTable,
  OrderSettingTable,
  RiskAssessmentTable,
  TradeDocumentTable,
} from './schema-books';
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

/** The `feed_anchor` table: the day a simulated feed was first dated from (YYYY-MM-DD). */
export type FeedAnchorTable = {
  feed: string;
  anchorDate: string;
};

/** Every table, as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case). */
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

export type * from './schema-accounts';
export type * from './schema-books';
export type * from './schema-cash';
export type * from './schema-stocks';
export type * from './schema-corporate-actions';
export type * from './schema-ipo';
export type * from './schema-notifications';
export type * from './schema-news';
