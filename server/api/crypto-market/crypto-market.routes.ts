import { cryptoMarketContracts } from '../../../shared/contracts/crypto-market';
import { defineCall } from '../registry';

/**
 * The `crypto-market` service: the crypto feed of the market-data port (pairs, quotes, depth,
 * bars) at the request's instant. Signed-in readers of either source (Gateway or Fos sessions):
 * market data names no account. Live prices come over the quote stream
 * (server/api/quote-stream.ts), not by polling these.
 */

/** `crypto-market/listPairs`: every pair, USD pairs first. */
export const listPairsCall = defineCall({
  service: 'crypto-market',
  method: 'listPairs',
  ...cryptoMarketContracts.listPairs,
  access: 'session',
  feature: 'crypto',
  handler: async (_input, { marketData }) => ({ pairs: [...(await marketData.crypto.pairs())] }),
});

/** `crypto-market/loadQuotes`: quotes now, in the order asked; unknown pairs left out. */
export const loadQuotesCall = defineCall({
  service: 'crypto-market',
  method: 'loadQuotes',
  ...cryptoMarketContracts.loadQuotes,
  access: 'session',
  feature: 'crypto',
  handler: async ({ pairs }, { marketData, now }) => {
    const unique = [...new Set(pairs)];
    const quotes = await Promise.all(unique.map((pair) => marketData.crypto.quote(pair, now)));
    return { quotes: quotes.filter((quote) => quote !== undefined) };
  },
});

/** `crypto-market/loadDepth`: ten levels each side now; null for an unknown pair. */
export const loadDepthCall = defineCall({
  service: 'crypto-market',
  method: 'loadDepth',
  ...cryptoMarketContracts.loadDepth,
  access: 'session',
  feature: 'crypto',
  handler: async ({ pair }, { marketData, now }) => ({
    depth: (await marketData.crypto.depth(pair, now)) ?? null,
  }),
});

/** `crypto-market/loadBars`: the last 24 hours' minute bars, or daily bars of a range. */
export const loadBarsCall = defineCall({
  service: 'crypto-market',
  method: 'loadBars',
  ...cryptoMarketContracts.loadBars,
  access: 'session',
  feature: 'crypto',
  handler: async ({ pair, interval, from, to }, { marketData, now }) => {
    const bars =
      interval === 'minute'
        ? await marketData.crypto.minuteBars(pair, now)
        : await marketData.crypto.dailyBars(pair, now, {
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
          });
    return { bars: [...bars] };
  },
});

/** The crypto market calls. */
export const cryptoMarketCalls = [listPairsCall, loadQuotesCall, loadDepthCall, loadBarsCall];
