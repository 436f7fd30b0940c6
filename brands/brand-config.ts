/**
 * The typed shape every brand exports (docs/DECISIONS.md §7). Brands are data: the route table,
 * the navigation and the server's call registry read `features`; nothing else compares brands.
 */

/** Every feature flag of spec §6, one boolean each. */
export type FeatureFlags = {
  fund: boolean;
  stock: boolean;
  portfolio: boolean;
  plan: boolean;
  accountInformation: boolean;
  editableAccountInfo: boolean;
  taxStatus: boolean;
  riskCheck: boolean;
  designatedBankAccount: boolean;
  notifications: boolean;
  news: boolean;
  tour: boolean;
  adminFundPick: boolean;
  adminStockPick: boolean;
  fundSwitching: boolean;
  cashTopUp: boolean;
  tradeDocument: boolean;
  purchasingPower: boolean;
  settlementCurrency: boolean;
  adminNews: boolean;
  adminRiskQuestionnaire: boolean;
  adminTradeDocument: boolean;
  asset: boolean;
  crypto: boolean;
  edda: boolean;
  advisor: boolean;
  manager: boolean;
  pushNotification: boolean;
  fx: boolean;
  multipleEddaPassports: boolean;
  goodTillDate: boolean;
  resetPassword: boolean;
  tradeToken: boolean;
  ipo: boolean;
  corporateAction: boolean;
  usePreviousClose: boolean;
  modifiableOrderExchanges: boolean;
  overrideOutOfSpread: boolean;
};

/** The flag names, for code that walks every flag (tests, docs). */
export type FeatureFlag = keyof FeatureFlags;

/** Spec §1: exactly one login mode is active per brand. */
export type LoginMode = 'password' | 'session';

/** A Mantine colour scale: ten shades, lightest first. */
export type ColourScale = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** One brand variant's configuration; the build and the server read the same file. */
export type BrandConfig = {
  id: string;
  name: string;
  /** The document title shown in the browser tab, per language (the page names itself before it). */
  title: { en: string; 'zh-HK': string; 'zh-CN': string };
  /** Paths relative to the brand folder; copied into the built app. */
  logo: string;
  icon: string;
  /** Footer lines per language (brand copy, not UI chrome). */
  footer: { en: string; 'zh-HK': string; 'zh-CN': string };
  colours: { primary: ColourScale; primaryShade: { light: number; dark: number } };
  loginMode: LoginMode;
  features: FeatureFlags;
  /** Spec §9: fund dealing cut-off (HH:mm, Hong Kong time) and cash cut-offs. */
  cutOffs: { fund: string; deposit: string; withdraw: string };
  /** Spec §9: cash currencies and reporting currencies (the first is the default). */
  currencies: { cash: readonly string[]; reporting: readonly string[] };
  /** Spec §9: exchanges whose orders can be modified. */
  modifiableOrderExchanges: readonly string[];
  /**
   * Spec §9 minimum amount multiply factor (1 in the spec): what a minimum amount is multiplied
   * by for this brand. Every brand's is 1, so nothing reads it yet and minimums stay the fund's.
   */
  minimumAmountMultiplyFactor: number;
  /** Origins allowed to drive embedded mode by postMessage (spec §1). */
  embedOrigins: readonly string[];
};
