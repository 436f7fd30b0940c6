import { z } from 'zod';
import { FUND_CATEGORIES, FUND_REGIONS, FUND_SECTORS } from '../domain/fund-instrument';
import { PERFORMANCE_PERIODS } from '../domain/fund-performance';
import { decimalString, language } from './common';

/** Text in the three interface languages. */
export const localisedText = z.object({ en: z.string(), 'zh-HK': z.string(), 'zh-CN': z.string() });

/** A Hong Kong calendar date, `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A fund id of the universe. */
export const fundId = z.string().trim().min(1).max(40);

/** Spec §3 price-change periods. */
export const performancePeriod = z.enum(PERFORMANCE_PERIODS as [string, ...string[]]);

/** Fund category, region and sector codes (fund-instrument.ts). */
export const fundCategory = z.enum(FUND_CATEGORIES as [string, ...string[]]);
/** A fund region code. */
export const fundRegion = z.enum(FUND_REGIONS as [string, ...string[]]);
/** A fund sector code. */
export const fundSector = z.enum(FUND_SECTORS as [string, ...string[]]);

/** Fact §3.9 dealing frequency. */
export const dealingFrequency = z.union([
  z.object({ kind: z.literal('daily') }),
  z.object({ kind: z.literal('weekly'), weekday: z.number().int().min(1).max(5) }),
  z.object({ kind: z.literal('monthly'), day: z.number().int().min(1).max(31) }),
]);

/** A fund as lists show it, with its latest NAV and its price change over the asked period. */
export const fundSummary = z.object({
  fundId,
  name: localisedText,
  house: localisedText,
  category: fundCategory,
  region: fundRegion,
  sector: fundSector,
  currency: z.string(),
  riskLevel: z.number().int().min(1).max(5),
  nav: decimalString.nullable(),
  navDate: isoDate.nullable(),
  /** Percent with 2 decimals over the asked period; null for `none` or a too short history. */
  priceChange: decimalString.nullable(),
  isSuspended: z.boolean(),
  isProfessionalOnly: z.boolean(),
  minimumInitialSubscription: decimalString,
  /** Fraction digits of the fund's units and of its NAVs (every row shows them alike). */
  unitPrecision: z.number().int(),
  navPrecision: z.number().int(),
});

const fee = z.object({ percent: decimalString, minimum: decimalString });

/** A fund document: a title per language and its path under the documents root. */
export const fundDocument = z.object({
  fundId,
  type: z.enum(['factsheet', 'prospectus']),
  title: localisedText,
  path: z.string(),
});

/** Everything the detail page and the order screens show about a fund. */
export const fundDetail = fundSummary.omit({ priceChange: true }).extend({
  dealingFrequency,
  subscriptionFee: fee,
  redemptionFee: fee,
  managementFeePercent: decimalString,
  minimumSubsequentSubscription: decimalString,
  minimumHoldingUnits: decimalString,
  minimumRedemptionUnits: decimalString,
  settlementDays: z.number().int(),
  launchDate: isoDate,
  documents: z.array(fundDocument),
  /** Price change per spec §3 period (null where the history is too short). */
  priceChanges: z.record(z.string(), decimalString.nullable()),
});

/** The search's sort keys. */
export const fundSortKey = z.enum([
  'name',
  'riskLevel',
  'nav',
  'priceChange',
  'launchDate',
  'currency',
]);

const list = <T extends z.ZodType>(item: T) => z.array(item).max(20).optional();

/** The `fund` service's calls (public: the comparer, selector and detail work without login). */
export const fundContracts = {
  /** Search with filters, sorting and paging (spec §2.4 search and selector). */
  searchFunds: {
    input: z.strictObject({
      keyword: z.string().trim().max(100).optional(),
      categories: list(fundCategory),
      regions: list(fundRegion),
      sectors: list(fundSector),
      riskLevels: list(z.number().int().min(1).max(5)),
      currencies: list(z.string().min(3).max(3)),
      period: performancePeriod.default('1year'),
      /** Keeps funds whose change over `period` is at least / at most this percent. */
      priceChangeMin: decimalString.optional(),
      priceChangeMax: decimalString.optional(),
      sortBy: fundSortKey.default('name'),
      sortDirection: z.enum(['asc', 'desc']).default('asc'),
      /** The language names sort in. */
      language: language.default('en'),
      pageIndex: z.number().int().min(0).default(0),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    output: z.object({ total: z.number().int(), funds: z.array(fundSummary) }),
  },
  /** One fund (404 `not_found` for an unknown id). */
  getFund: {
    input: z.strictObject({ fundId }),
    output: z.object({ fund: fundDetail }),
  },
  /** NAV history over a period (`none` and `sinceLaunch`: everything). */
  getNavHistory: {
    input: z.strictObject({ fundId, period: performancePeriod.default('1year') }),
    output: z.object({
      fundId,
      currency: z.string(),
      points: z.array(z.object({ date: isoDate, nav: decimalString })),
    }),
  },
  /** Several funds rebased to 100 at the period's start (spec §2.4 comparer). */
  compareFunds: {
    input: z.strictObject({
      fundIds: z.array(fundId).min(1).max(6),
      period: performancePeriod.default('1year'),
    }),
    output: z.object({
      series: z.array(
        z.object({
          fundId,
          priceChange: decimalString.nullable(),
          points: z.array(z.object({ date: isoDate, value: decimalString })),
        }),
      ),
    }),
  },
  /** Fund documents (factsheets, prospectuses), of some funds or all. */
  searchFundDocuments: {
    input: z.strictObject({ fundIds: z.array(fundId).max(50).optional() }),
    output: z.object({ documents: z.array(fundDocument) }),
  },
};
