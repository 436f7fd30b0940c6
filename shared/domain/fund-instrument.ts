import type { Language } from '../i18n/languages';
import type { IsoDate, Weekday } from './business-calendar';

/** Instrument copy in the three interface languages (names, houses, document titles). */
export type LocalisedText = Readonly<Record<Language, string>>;

/** Spec §3 fund categories (numbered upstream, values not shown): Portico's stable codes. */
export type FundCategory = 'moneyMarket' | 'bond' | 'mixedAsset' | 'equity' | 'index';

/** Spec §3 fund regions: Portico's stable codes. */
export type FundRegion =
  'global' | 'asiaPacific' | 'greaterChina' | 'hongKong' | 'unitedStates' | 'emergingMarkets';

/** Spec §3 fund sectors: Portico's stable codes. */
export type FundSector =
  'diversified' | 'fixedIncome' | 'cash' | 'technology' | 'healthcare' | 'realEstate' | 'consumer';

/** Every category, region and sector, for filters and exhaustive tests. */
export const FUND_CATEGORIES: readonly FundCategory[] = [
  'moneyMarket',
  'bond',
  'mixedAsset',
  'equity',
  'index',
];
/** Every fund region code. */
export const FUND_REGIONS: readonly FundRegion[] = [
  'global',
  'asiaPacific',
  'greaterChina',
  'hongKong',
  'unitedStates',
  'emergingMarkets',
];
/** Every fund sector code. */
export const FUND_SECTORS: readonly FundSector[] = [
  'diversified',
  'fixedIncome',
  'cash',
  'technology',
  'healthcare',
  'realEstate',
  'consumer',
];

/** Product risk levels 1 (lowest) to 5 (highest), compared with the client's level (fact §3.13). */
export type FundRiskLevel = 1 | 2 | 3 | 4 | 5;

/**
 * How often a fund deals (fact §3.9): every business day; weekly on a weekday (Monday 1 ...
 * Friday 5); or monthly on a day of the month (clamped to the month's last day). A dealing day
 * that is not a business day rolls forward to the next business day.
 */
export type DealingFrequency =
  | { kind: 'daily' }
  | { kind: 'weekly'; weekday: Exclude<Weekday, 0 | 6> }
  | { kind: 'monthly'; day: number };

/** A fee as a percentage of the gross amount with a floor in the fund currency (fact §3.5). */
export type FundFee = { percent: string; minimum: string };

/** Spec §3 document types a fund publishes. */
export type FundDocumentType = 'factsheet' | 'prospectus';

/** A fund document: a title per language and a stable path under the documents root. */
export type FundDocument = { type: FundDocumentType; title: LocalisedText; path: string };

/** One fund of the universe (issue 4 §4), as the market-data provider describes it. */
export type Fund = {
  id: string;
  name: LocalisedText;
  house: LocalisedText;
  category: FundCategory;
  region: FundRegion;
  sector: FundSector;
  /** The fund's dealing currency; subscriptions and NAVs are in it. */
  currency: string;
  riskLevel: FundRiskLevel;
  /** Offered to professional investors only (spec §8 fund result "professional only"). */
  isProfessionalOnly: boolean;
  /** Dealing suspended by the manager (fact §3.9, spec §8 "fund suspended"). */
  isSuspended: boolean;
  dealingFrequency: DealingFrequency;
  subscriptionFee: FundFee;
  redemptionFee: FundFee;
  /** Annual management fee in percent, for display. */
  managementFeePercent: string;
  minimumInitialSubscription: string;
  minimumSubsequentSubscription: string;
  /** Units a holder must keep unless redeeming everything (fact §3.9 "minimum holding"). */
  minimumHoldingUnits: string;
  minimumRedemptionUnits: string;
  /** Fraction digits of units and of NAVs. */
  unitPrecision: number;
  navPrecision: number;
  /** Business days from dealing date to settlement (T+N, fact §3.9). */
  settlementDays: number;
  launchDate: IsoDate;
  documents: readonly FundDocument[];
};
