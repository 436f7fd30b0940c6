import { marketValueHistoryContracts } from '../../../shared/contracts/market-value-history';
import { currencyFor } from '../../../shared/domain/currency';
import { toDecimal } from '../../../shared/domain/decimal';
import { addMarketValue, removeMarketValue } from '../../commands/asset-holding.command';
import { actorOf, holderScope, holdingInScope } from '../asset-holding/asset-access';
import { changeAnswer } from '../asset-holding/asset-holding.routes';
import { datedConverter, valuationViews } from '../asset-holding/asset-views';
import { defineCall } from '../registry';

const readClaim = { field: 'accountCode', reach: 'client' } as const;
const changeClaim = { field: 'accountCode', reach: 'self' } as const;

/** `market-value-history/searchMarketValueHistory`: the dated values, each at its date's rates. */
export const searchMarketValueHistoryCall = defineCall({
  service: 'market-value-history',
  method: 'searchMarketValueHistory',
  ...marketValueHistoryContracts.searchMarketValueHistory,
  access: 'session',
  account: readClaim,
  feature: 'asset',
  handler: async ({ holdingId, reportingCurrency }, context) => {
    const scope = await holderScope(context);
    const holding = await holdingInScope(context, scope, holdingId);
    if (!holding) {
      return {
        result: 'not_found' as const,
        holdingId,
        currency: null,
        reportingCurrency,
        valuations: [],
        currentValue: null,
        changeSinceFirst: null,
      };
    }
    const converter = await datedConverter(context.db, [holding.currency], reportingCurrency);
    const valuations = await valuationViews(context.db, holding, converter);
    const first = valuations[0]?.value ?? '0';
    const latest = valuations.at(-1)?.value ?? '0';
    return {
      result: 'ok' as const,
      holdingId,
      currency: holding.currency,
      reportingCurrency,
      valuations,
      currentValue: latest,
      changeSinceFirst: toDecimal(latest).sub(first).toFixed(),
    };
  },
});

/** `market-value-history/addMarketValue`: a dated value; the latest date's is the current value. */
export const addMarketValueCall = defineCall({
  service: 'market-value-history',
  method: 'addMarketValue',
  ...marketValueHistoryContracts.addMarketValue,
  access: 'session',
  account: changeClaim,
  feature: 'asset',
  handler: async ({ holdingId, valuedOn, value, notes, reportingCurrency }, context) => {
    const scope = await holderScope(context);
    if (!(await holdingInScope(context, scope, holdingId))) {
      return { result: 'not_found' as const, holding: null };
    }
    const result = await addMarketValue(
      context,
      actorOf(scope, context.now),
      holdingId,
      { valuedOn, value, notes },
      (currency) => currencyFor(currency).precision,
    );
    return changeAnswer(context, result, holdingId, reportingCurrency);
  },
});

/** `market-value-history/removeMarketValue`: one dated value fewer (never the last). */
export const removeMarketValueCall = defineCall({
  service: 'market-value-history',
  method: 'removeMarketValue',
  ...marketValueHistoryContracts.removeMarketValue,
  access: 'session',
  account: changeClaim,
  feature: 'asset',
  handler: async ({ holdingId, valuationId, reportingCurrency }, context) => {
    const scope = await holderScope(context);
    if (!(await holdingInScope(context, scope, holdingId))) {
      return { result: 'not_found' as const, holding: null };
    }
    const result = await removeMarketValue(
      context,
      actorOf(scope, context.now),
      holdingId,
      valuationId,
    );
    return changeAnswer(context, result, holdingId, reportingCurrency);
  },
});

/** The `market-value-history` service's calls (brand flag asset). */
export const marketValueHistoryCalls = [
  searchMarketValueHistoryCall,
  addMarketValueCall,
  removeMarketValueCall,
];
