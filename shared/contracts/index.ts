import type { z } from 'zod';
import { accountContracts } from './account';
import { accountProfileContracts } from './account-profile';
import { adminAccountContracts } from './admin-account';
import { adminQueueContracts } from './admin-queue';
import { adminBannerContracts } from './admin-banner';
import { adminAgreementContracts } from './admin-agreement';
import { adminContentContracts } from './admin-content';
import { adminDisclaimerContracts } from './admin-disclaimer';
import { adminNewsContracts } from './admin-news';
import { adminThemeContracts } from './admin-theme';
import { adminRaqContracts } from './admin-raq';
import { adminDocumentContracts } from './admin-document';
import { adminPlanContracts } from './admin-plan';
import { adminPickContracts } from './admin-pick';
import { housePickContracts } from './house-pick';
import { siteContentContracts } from './site-content';
import { advisorContracts } from './advisor';
import { assetDefinitionContracts } from './asset-definition';
import { assetHoldingContracts } from './asset-holding';
import { balanceContracts } from './balance';
import { bankAccountContracts } from './bank-account';
import { cashContracts } from './cash';
import { corporateActionContracts } from './corporate-action';
import { cryptoBalanceContracts } from './crypto-balance';
import { cryptoMarketContracts } from './crypto-market';
import { cryptoOrderContracts } from './crypto-order';
import { ipoContracts } from './ipo';
import { notificationContracts } from './notification';
import { currencyContracts } from './currency';
import { exampleContracts } from './example';
import { exchangeRateContracts } from './exchange-rate';
import { fundContracts } from './fund';
import { fundDocumentContracts } from './fund-document';
import { fundOrderContracts } from './fund-order';
import { fundPortfolioContracts } from './fund-portfolio';
import { fundWatchlistContracts } from './fund-watchlist';
import { legalAgreementContracts } from './legal-agreement';
import { marketValueHistoryContracts } from './market-value-history';
import { newsContracts } from './news';
import { planContracts } from './plan';
import { planSubscriptionContracts } from './plan-subscription';
import { planTalkContracts } from './plan-talk';
import { portfolioContracts } from './portfolio';
import { preferenceContracts } from './preference';
import { raqContracts } from './raq';
import { riskCheckContracts } from './risk-check';
import { stockDefinitionContracts } from './stock-definition';
import { stockOrderContracts } from './stock-order';
import { stockPortfolioContracts } from './stock-portfolio';
import { taxStatusContracts } from './tax-status';
import { tourContracts } from './tour';
import { tradeDocumentContracts } from './trade-document';

/** One call's schemas: what the server validates and what the web client is typed from. */
export type CallContract = { input: z.ZodType; output: z.ZodType };

/**
 * Every service's contracts, keyed by service name; add a service here once. Each service has one
 * contract file `<service>.ts` exporting `<service>Contracts`, one route folder
 * `server/api/<service>/`, and its web client files; server/api/services.test.ts checks they match.
 */
export const services = {
  example: exampleContracts,
  account: accountContracts,
  'legal-agreement': legalAgreementContracts,
  preference: preferenceContracts,
  currency: currencyContracts,
  'exchange-rate': exchangeRateContracts,
  fund: fundContracts,
  'fund-watchlist': fundWatchlistContracts,
  'fund-order': fundOrderContracts,
  'fund-portfolio': fundPortfolioContracts,
  balance: balanceContracts,
  raq: raqContracts,
  'stock-definition': stockDefinitionContracts,
  'stock-order': stockOrderContracts,
  'stock-portfolio': stockPortfolioContracts,
  'trade-document': tradeDocumentContracts,
  'fund-document': fundDocumentContracts,
  cash: cashContracts,
  'corporate-action': corporateActionContracts,
  ipo: ipoContracts,
  news: newsContracts,
  notification: notificationContracts,
  'crypto-market': cryptoMarketContracts,
  'crypto-order': cryptoOrderContracts,
  'crypto-balance': cryptoBalanceContracts,
  'account-profile': accountProfileContracts,
  'risk-check': riskCheckContracts,
  'tax-status': taxStatusContracts,
  'bank-account': bankAccountContracts,
  tour: tourContracts,
  'admin-account': adminAccountContracts,
  'admin-queue': adminQueueContracts,
  'admin-banner': adminBannerContracts,
  'admin-agreement': adminAgreementContracts,
  'admin-content': adminContentContracts,
  'admin-disclaimer': adminDisclaimerContracts,
  'admin-news': adminNewsContracts,
  'admin-theme': adminThemeContracts,
  'admin-raq': adminRaqContracts,
  'admin-document': adminDocumentContracts,
  'admin-plan': adminPlanContracts,
  'admin-pick': adminPickContracts,
  'house-pick': housePickContracts,
  'site-content': siteContentContracts,
  'asset-definition': assetDefinitionContracts,
  'asset-holding': assetHoldingContracts,
  'market-value-history': marketValueHistoryContracts,
  portfolio: portfolioContracts,
  plan: planContracts,
  'plan-subscription': planSubscriptionContracts,
  'plan-talk': planTalkContracts,
  advisor: advisorContracts,
} satisfies Record<string, Record<string, CallContract>>;

type Services = typeof services;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

type FlatContracts = UnionToIntersection<
  {
    [S in Extract<keyof Services, string>]: {
      [M in Extract<keyof Services[S], string> as `${S}/${M}`]: Services[S][M];
    };
  }[Extract<keyof Services, string>]
>;

function flatten(byService: Record<string, Record<string, CallContract>>) {
  const flat: Record<string, CallContract> = {};
  for (const [service, methods] of Object.entries(byService)) {
    for (const [method, contract] of Object.entries(methods))
      flat[`${service}/${method}`] = contract;
  }
  return flat;
}

/** Every call's contract keyed `'service/method'` (docs/DECISIONS.md §3). */
export const contracts = flatten(services) as FlatContracts;

/** The name of a call, `'service/method'`. */
export type CallName = Extract<keyof FlatContracts, string>;

/** What a caller sends to call `N` (the schema's input side). */
export type CallInput<N extends CallName> = z.input<FlatContracts[N]['input']>;

/** What call `N` answers (the schema's output side). */
export type CallOutput<N extends CallName> = z.output<FlatContracts[N]['output']>;
