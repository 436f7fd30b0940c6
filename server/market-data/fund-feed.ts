import type { IsoDate } from '../../shared/domain/business-calendar';
import type { Fund } from '../../shared/domain/fund-instrument';
import type { NavPoint } from '../../shared/domain/fund-performance';

/** A window of NAV dates, both ends included; open ends mean "since launch" and "up to now". */
export type NavRange = { from?: IsoDate; to?: IsoDate };

/**
 * The fund half of a market-data feed (docs/DECISIONS.md §5). Only NAVs already published by the
 * feed's clock are ever returned. Unknown fund ids give `undefined` or an empty history, so
 * callers answer the spec §8 "product not found" code themselves.
 */
export type FundFeed = {
  /** Every fund of the universe, in a stable order. */
  list(): Promise<readonly Fund[]>;
  /** One fund by id. */
  get(fundId: string): Promise<Fund | undefined>;
  /** Published NAVs within the range, ascending by date, one per valuation (business) day. */
  navHistory(fundId: string, range?: NavRange): Promise<readonly NavPoint[]>;
  /** The NAV of exactly that date (forward pricing of a dealing date), once published. */
  navOn(fundId: string, date: IsoDate): Promise<string | undefined>;
  /** The most recent published NAV. */
  latestNav(fundId: string): Promise<NavPoint | undefined>;
};

declare module './market-data-provider' {
  interface MarketDataProvider {
    readonly funds: FundFeed;
  }
}
