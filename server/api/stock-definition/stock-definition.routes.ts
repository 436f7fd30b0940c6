import { stockDefinitionContracts } from '../../../shared/contracts/stock-definition';
import { NotFoundError } from '../../http/errors';
import { defineCall } from '../registry';

/**
 * The `stock-definition` service: the stock feed of the market-data port (exchanges, the
 * universe, quotes, depth, bars, market states) at the request's instant. Signed-in readers only;
 * live prices come over the quote stream (server/http/quote-stream.ts), not by polling these.
 */

/** `stock-definition/searchExchanges` (spec §7): every exchange. */
export const searchExchangesCall = defineCall({
  service: 'stock-definition',
  method: 'searchExchanges',
  ...stockDefinitionContracts.searchExchanges,
  access: 'session',
  feature: 'stock',
  handler: async (_input, { marketData }) => [...(await marketData.stocks.exchanges())],
});

/** `stock-definition/searchStocks`: by code or name in any language; active stocks only. */
export const searchStocksCall = defineCall({
  service: 'stock-definition',
  method: 'searchStocks',
  ...stockDefinitionContracts.searchStocks,
  access: 'session',
  feature: 'stock',
  handler: async ({ query, exchange, limit }, { marketData }) => ({
    stocks: [
      ...(await marketData.stocks.search(query, { ...(exchange ? { exchange } : {}), limit })),
    ],
  }),
});

/** `stock-definition/loadStock`: one instrument, null when unknown (the panel shows 8205). */
export const loadStockCall = defineCall({
  service: 'stock-definition',
  method: 'loadStock',
  ...stockDefinitionContracts.loadStock,
  access: 'session',
  feature: 'stock',
  handler: async ({ symbol }, { marketData }) => ({
    stock: (await marketData.stocks.get(symbol)) ?? null,
  }),
});

/** `stock-definition/loadQuotes`: quotes now, in the order asked; unknown symbols left out. */
export const loadQuotesCall = defineCall({
  service: 'stock-definition',
  method: 'loadQuotes',
  ...stockDefinitionContracts.loadQuotes,
  access: 'session',
  feature: 'stock',
  handler: async ({ symbols }, { marketData, now }) => {
    const unique = [...new Set(symbols)];
    const quotes = await Promise.all(unique.map((symbol) => marketData.stocks.quote(symbol, now)));
    return { quotes: quotes.filter((quote) => quote !== undefined) };
  },
});

/** `stock-definition/loadDepth`: ten levels each side now; 404 for an unknown symbol. */
export const loadDepthCall = defineCall({
  service: 'stock-definition',
  method: 'loadDepth',
  ...stockDefinitionContracts.loadDepth,
  access: 'session',
  feature: 'stock',
  handler: async ({ symbol }, { marketData, now }) => {
    const depth = await marketData.stocks.depth(symbol, now);
    if (!depth) throw new NotFoundError();
    return depth;
  },
});

/** `stock-definition/loadBars`: the trade date's minute bars, or daily bars of a range. */
export const loadBarsCall = defineCall({
  service: 'stock-definition',
  method: 'loadBars',
  ...stockDefinitionContracts.loadBars,
  access: 'session',
  feature: 'stock',
  handler: async ({ symbol, interval, from, to }, { marketData, now }) => {
    const bars =
      interval === 'minute'
        ? await marketData.stocks.minuteBars(symbol, now)
        : await marketData.stocks.dailyBars(symbol, now, {
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
          });
    return { bars: [...bars] };
  },
});

/** `stock-definition/loadMarketStates`: each exchange's session now. */
export const loadMarketStatesCall = defineCall({
  service: 'stock-definition',
  method: 'loadMarketStates',
  ...stockDefinitionContracts.loadMarketStates,
  access: 'session',
  feature: 'stock',
  handler: async (_input, { marketData, now }) => {
    const exchanges = await marketData.stocks.exchanges();
    return {
      markets: exchanges.map((exchange) => marketData.stocks.marketState(exchange.code, now)),
    };
  },
});

/** The stock definition calls. */
export const stockDefinitionCalls = [
  searchExchangesCall,
  searchStocksCall,
  loadStockCall,
  loadQuotesCall,
  loadDepthCall,
  loadBarsCall,
  loadMarketStatesCall,
];
