import { z } from 'zod';
import { accountCode } from './common';
import { fundId, fundSummary } from './fund';

/** The `fund-watchlist` service's calls. */
export const fundWatchlistContracts = {
  /** The client's watched funds, with the 1-year price change. */
  listWatchlist: {
    input: z.strictObject({ accountCode }),
    output: z.object({ funds: z.array(fundSummary) }),
  },
  /** Watches a fund (again is fine). */
  addToWatchlist: {
    input: z.strictObject({ accountCode, fundId }),
    output: z.object({ success: z.boolean() }),
  },
  /** Stops watching a fund. */
  removeFromWatchlist: {
    input: z.strictObject({ accountCode, fundId }),
    output: z.object({ success: z.boolean() }),
  },
};
