import type { Migration } from 'kysely';
import * as createAccount from './20261121193000_create_account';
import * as createAdvisorLink from './20261121193100_create_advisor_link';
import * as addAccountSignInState from './20261122090000_add_account_sign_in_state';
import * as createSession from './20261122090100_create_session';
import * as createLoginChallenge from './20261122090200_create_login_challenge';
import * as createLoginFailure from './20261122090300_create_login_failure';
import * as createPasswordHistory from './20261122090400_create_password_history';
import * as createPasswordReset from './20261122090500_create_password_reset';
import * as createUsedSessionLoginToken from './20261122090600_create_used_session_login_token';
import * as createAuditEvent from './20261122090700_create_audit_event';
import * as createLegalAgreement from './20261122090800_create_legal_agreement';
import * as createPreference from './20261122090900_create_preference';
import * as createCurrency from './20261122091000_create_currency';
import * as createLedger from './20261201090000_create_ledger';
import * as createFundOrder from './20261201090100_create_fund_order';
import * as createJob from './20261201090200_create_job';
import * as createFundWatchlist from './20261201090300_create_fund_watchlist';
import * as createRiskAssessment from './20261201090400_create_risk_assessment';
import * as createOrderSetting from './20261201090500_create_order_setting';
import * as addAdviseeSession from './20261205090000_add_advisee_session';
import * as createFundOrderStatusChange from './20261206100000_fund_order_status_change';
import * as createTradeDocument from './20261206120000_trade_document';
import * as addFundOrderRejectReason from './20261207090000_fund_order_reject_reason';
import * as addFundOrderBookCost from './20261207090100_fund_order_book_cost';
import * as createLoginDelay from './20261208090000_create_login_delay';
import * as addSessionTradeUnlock from './20261208100000_add_session_trade_unlock';
import * as createStockOrder from './20261210090000_create_stock_order';
import * as ledgerShares from './20261210090100_ledger_shares';
import * as createTradingPermission from './20261210090200_create_trading_permission';
import * as createStockOrderMatch from './20261210093000_create_stock_order_match';
import * as createCash from './20261211090000_create_cash';
import * as createIpoApplication from './20261212090000_create_ipo_application';
import * as createCorporateAction from './20261213090000_create_corporate_action';
import * as createNotification from './20261214090000_create_notification';
import * as createNews from './20261214090100_create_news';
import * as ipoApplicationProportion from './20261224090000_ipo_application_proportion';
import * as createFeedAnchor from './20261225090000_create_feed_anchor';

/**
 * Every migration by name, in order (docs/CODE-STYLE.md §8: small, timestamped, never edited once
 * landed). A static list, so running them needs no filesystem scan and works from any bundle.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261121193000_create_account': createAccount,
  '20261121193100_create_advisor_link': createAdvisorLink,
  '20261122090000_add_account_sign_in_state': addAccountSignInState,
  '20261122090100_create_session': createSession,
  '20261122090200_create_login_challenge': createLoginChallenge,
  '20261122090300_create_login_failure': createLoginFailure,
  '20261122090400_create_password_history': createPasswordHistory,
  '20261122090500_create_password_reset': createPasswordReset,
  '20261122090600_create_used_session_login_token': createUsedSessionLoginToken,
  '20261122090700_create_audit_event': createAuditEvent,
  '20261122090800_create_legal_agreement': createLegalAgreement,
  '20261122090900_create_preference': createPreference,
  '20261122091000_create_currency': createCurrency,
  '20261201090000_create_ledger': createLedger,
  '20261201090100_create_fund_order': createFundOrder,
  '20261201090200_create_job': createJob,
  '20261201090300_create_fund_watchlist': createFundWatchlist,
  '20261201090400_create_risk_assessment': createRiskAssessment,
  '20261201090500_create_order_setting': createOrderSetting,
  '20261205090000_add_advisee_session': addAdviseeSession,
  '20261206100000_fund_order_status_change': createFundOrderStatusChange,
  '20261206120000_trade_document': createTradeDocument,
  '20261207090000_fund_order_reject_reason': addFundOrderRejectReason,
  '20261207090100_fund_order_book_cost': addFundOrderBookCost,
  '20261208090000_create_login_delay': createLoginDelay,
  '20261208100000_add_session_trade_unlock': addSessionTradeUnlock,
  '20261210090000_create_stock_order': createStockOrder,
  '20261210090100_ledger_shares': ledgerShares,
  '20261210090200_create_trading_permission': createTradingPermission,
  '20261210093000_create_stock_order_match': createStockOrderMatch,
  '20261211090000_create_cash': createCash,
  '20261212090000_create_ipo_application': createIpoApplication,
  '20261213090000_create_corporate_action': createCorporateAction,
  '20261214090000_create_notification': createNotification,
  '20261214090100_create_news': createNews,
  '20261224090000_ipo_application_proportion': ipoApplicationProportion,
  '20261225090000_create_feed_anchor': createFeedAnchor,
};
