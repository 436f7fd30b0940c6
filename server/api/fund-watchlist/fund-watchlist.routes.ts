import { fundWatchlistContracts } from '../../../shared/contracts/fund-watchlist';
import { NotFoundError } from '../../http/errors';
import {
  deleteWatchedFund,
  findWatchedFundIds,
  insertWatchedFund,
} from '../../repositories/fund-watchlist.repository';
import { defineCall } from '../registry';
import { clientClaim } from '../client-claim';
import { fundSummaryOf, fundsWithSeries } from '../fund/fund-views';

/** `fund-watchlist/listWatchlist`: watched funds with the 1-year change, in the order added. */
export const listWatchlistCall = defineCall({
  service: 'fund-watchlist',
  method: 'listWatchlist',
  ...fundWatchlistContracts.listWatchlist,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fund',
  handler: async (_input, context) => {
    const ids = await findWatchedFundIds(context.db, context.client.accountId);
    const funds = new Map(
      (await fundsWithSeries(context.marketData.funds, ids)).map((entry) => [entry.fund.id, entry]),
    );
    return {
      funds: ids.flatMap((id) => {
        const entry = funds.get(id);
        return entry ? [fundSummaryOf(entry.fund, entry.series, '1year')] : [];
      }),
    };
  },
});

/** `fund-watchlist/addToWatchlist`: an unknown fund answers 404. */
export const addToWatchlistCall = defineCall({
  service: 'fund-watchlist',
  method: 'addToWatchlist',
  ...fundWatchlistContracts.addToWatchlist,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fund',
  handler: async ({ fundId }, context) => {
    if (!(await context.marketData.funds.get(fundId))) throw new NotFoundError();
    await insertWatchedFund(context.db, {
      accountId: context.client.accountId,
      fundId,
      addedAt: context.now,
    });
    return { success: true };
  },
});

/** `fund-watchlist/removeFromWatchlist`. */
export const removeFromWatchlistCall = defineCall({
  service: 'fund-watchlist',
  method: 'removeFromWatchlist',
  ...fundWatchlistContracts.removeFromWatchlist,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fund',
  handler: async ({ fundId }, context) => {
    await deleteWatchedFund(context.db, context.client.accountId, fundId);
    return { success: true };
  },
});

/** The watchlist's calls. */
export const fundWatchlistCalls = [listWatchlistCall, addToWatchlistCall, removeFromWatchlistCall];
