import type { z } from 'zod';
import type { priceBar } from '../../shared/contracts/stock-definition';
import type { CryptoDepth, CryptoPair, CryptoQuote } from '../../shared/contracts/crypto-market';

export type CryptoBar = z.infer<typeof priceBar>;

/** One simulated trade on a pair's tape: resting limit orders match against these. */
export type CryptoTapeTrade = { at: Date; price: string; quantity: string };

/**
 * The virtual-asset half of a market-data feed (issue 23 §2). Every answer is a pure function of
 * the feed's seed and the instant asked about; crypto trades around the clock, so prices move at
 * every instant (no sessions, no holidays). The HKD pairs are the USD pairs through the USD/HKD
 * rate. Unknown pairs give `undefined` or empty lists.
 */
export type CryptoFeed = {
  /** Every pair, in a stable order (USD pairs first). */
  pairs(): Promise<readonly CryptoPair[]>;
  pair(pair: string): Promise<CryptoPair | undefined>;
  quote(pair: string, at: Date): Promise<CryptoQuote | undefined>;
  depth(pair: string, at: Date): Promise<CryptoDepth | undefined>;
  /** Minute bars of the 24 hours up to `at`. */
  minuteBars(pair: string, at: Date): Promise<readonly CryptoBar[]>;
  /** Daily bars (Hong Kong days) of the range, default the year up to `at`. */
  dailyBars(
    pair: string,
    at: Date,
    range?: { from?: string; to?: string },
  ): Promise<readonly CryptoBar[]>;
  /** The trades printed in (from, to], oldest first (at most one a second). */
  tape(pair: string, from: Date, to: Date): Promise<readonly CryptoTapeTrade[]>;
  /** An asset's USD price at `at` (USDT near 1), for valuing positions. */
  usdPrice(asset: string, at: Date): Promise<string | undefined>;
};

declare module './market-data-provider' {
  interface MarketDataProvider {
    readonly crypto: CryptoFeed;
  }
}
