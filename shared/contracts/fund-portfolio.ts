import { z } from 'zod';
import { accountCode, decimalString } from './common';
import { cashBalance, fundPosition } from './balance';

/** The `fund-portfolio` service's calls. */
export const fundPortfolioContracts = {
  /** Fund positions valued at the latest NAV, totals in the reporting currency (through HKD). */
  loadFundPortfolio: {
    input: z.strictObject({
      accountCode,
      reportingCurrency: z.string().min(3).max(3).default('HKD'),
    }),
    output: z.object({
      reportingCurrency: z.string(),
      totalMarketValue: decimalString,
      totalBookCost: decimalString,
      totalUnrealisedPnl: decimalString,
      positions: z.array(fundPosition),
      cash: z.array(cashBalance),
    }),
  },
};
