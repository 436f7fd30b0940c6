import { accountAdviseeCalls } from './account/account-advisee.routes';
import { accountAgreementCalls } from './account/account-agreement.routes';
import { accountLoginCalls } from './account/account-login.routes';
import { accountPasswordCalls } from './account/account-password.routes';
import { accountSessionCalls } from './account/account-session.routes';
import { currencyCalls } from './currency/currency.routes';
import { exampleCalls } from './example/example.routes';
import { exchangeRateCalls } from './exchange-rate/exchange-rate.routes';
import { balanceCalls } from './balance/balance.routes';
import { cashCalls } from './cash/cash.routes';
import { corporateActionCalls } from './corporate-action/corporate-action.routes';
import { ipoCalls } from './ipo/ipo.routes';
import { notificationCalls } from './notification/notification.routes';
import { fundCalls } from './fund/fund.routes';
import { fundOrderCalls } from './fund-order/fund-order.routes';
import { fundPortfolioCalls } from './fund-portfolio/fund-portfolio.routes';
import { fundWatchlistCalls } from './fund-watchlist/fund-watchlist.routes';
import { legalAgreementCalls } from './legal-agreement/legal-agreement.routes';
import { newsCalls } from './news/news.routes';
import { preferenceCalls } from './preference/preference.routes';
import { raqCalls } from './raq/raq.routes';
import { stockDefinitionCalls } from './stock-definition/stock-definition.routes';
import { stockOrderCalls } from './stock-order/stock-order.routes';
import { stockPortfolioCalls } from './stock-portfolio/stock-portfolio.routes';
import { fundDocumentCalls } from './fund-document/fund-document.routes';
import { tradeDocumentCalls } from './trade-document/trade-document.routes';
import type { CallDefinition } from './registry';

/** Every call Portico defines; the registry drops those whose brand flag is off. */
export const allCalls: readonly CallDefinition[] = [
  ...exampleCalls,
  ...accountLoginCalls,
  ...accountSessionCalls,
  ...accountPasswordCalls,
  ...accountAgreementCalls,
  ...accountAdviseeCalls,
  ...legalAgreementCalls,
  ...preferenceCalls,
  ...currencyCalls,
  ...exchangeRateCalls,
  ...fundCalls,
  ...fundWatchlistCalls,
  ...fundOrderCalls,
  ...balanceCalls,
  ...fundPortfolioCalls,
  ...raqCalls,
  ...stockDefinitionCalls,
  ...stockOrderCalls,
  ...stockPortfolioCalls,
  ...tradeDocumentCalls,
  ...fundDocumentCalls,
  ...cashCalls,
  ...corporateActionCalls,
  ...ipoCalls,
  ...newsCalls,
  ...notificationCalls,
];
