import { z } from 'zod';
import { PORTFOLIO_TABS } from '../domain/asset-portfolio';
import { accountCode, accountSource, decimalString, isoDateTime } from './common';

/**
 * The `portfolio` service (issue 24, spec §2.8): the holder's whole wealth in one reporting
 * currency, across every account linked to the holder (a Gateway and a Fos account) and the manual
 * assets, with each tab's share and, for each tab, which account holds what. `accountCode` names
 * the account acting (the session's own, or an advisor's linked client; either source); the other
 * source's books are read through that back office's port and are read-only here. Only the tabs
 * of the brand's features are answered (balances always). Brand flag portfolio.
 */

/** A portfolio tab's key, as `/portfolios/detail/{key}` names it. */
export const portfolioTab = z.enum(PORTFOLIO_TABS);

/** An account of the holder. */
export const portfolioAccount = z.object({
  accountCode: z.string(),
  source: accountSource,
  /** True for the account the input named (the session's books); false: another source's. */
  isActing: z.boolean(),
  /** True when the portal shows this account's books read-only here (the other source's). */
  readOnly: z.boolean(),
});

/** One line of a tab: a position, a balance, a holding. */
export const portfolioLine = z.object({
  /** A fund id, a stock symbol, a currency, a virtual asset, or a holding's name. */
  label: z.string(),
  /** The line's kind within its tab: a fund's or stock's code, a holding's category. */
  detail: z.string().nullable(),
  quantity: decimalString.nullable(),
  currency: z.string(),
  /** In `currency`. */
  value: decimalString,
  valueReporting: decimalString,
});

/** What one account holds of a tab. */
export const portfolioTabAccount = z.object({
  accountCode: z.string(),
  source: accountSource,
  readOnly: z.boolean(),
  value: decimalString,
  lines: z.array(portfolioLine),
});

/** One tab's part of the whole. */
export const portfolioTabSummary = z.object({
  key: portfolioTab,
  value: decimalString,
  /** Percent of the total with 2 decimals; null while the total is zero. */
  sharePercent: decimalString.nullable(),
  /** The accounts that hold some of it (assets: the account each holding was entered under). */
  accounts: z.array(portfolioTabAccount),
});

/** The `portfolio` service's calls. */
export const portfolioContracts = {
  /**
   * The summary above the tabs. Funds and stocks at their portfolios' market values, balances
   * every cash currency (Gateway cash and Fos fiat, available plus held), assets the active manual
   * holdings at their latest valuation, virtual assets at the feed's prices; everything through
   * the HKD pivot at today's rates.
   */
  loadPortfolio: {
    input: z.strictObject({
      accountCode,
      reportingCurrency: z.string().min(3).max(3).default('HKD'),
    }),
    output: z.object({
      reportingCurrency: z.string(),
      holderName: z.string(),
      /** The holder's name in Chinese where the book has one (shown on Chinese pages). */
      holderChineseName: z.string().nullable(),
      accounts: z.array(portfolioAccount),
      total: decimalString,
      tabs: z.array(portfolioTabSummary),
      at: isoDateTime,
    }),
  },
};
