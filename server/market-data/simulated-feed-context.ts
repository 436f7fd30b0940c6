import { hongKongDate, type IsoDate } from '../../shared/domain/business-calendar';

/** The fixed seed of the whole simulated feed (demo book: prices move from a fixed seed). */
export const SIMULATION_SEED = 20_260_101;

/** What the simulated feed needs: a clock, and when each day's NAV is published (HH:mm HKT). */
export type SimulatedMarketDataOptions = {
  clock: () => Date;
  /**
   * A day's NAV appears from this Hong Kong time on; the default `00:00` publishes it at the
   * start of the day, so the series always reaches the clock's "today". A later time (`18:00`)
   * hides the dealing day's NAV until after the cut-off, as real forward pricing does.
   */
  navPublishTime?: string;
  /**
   * The day the corporate actions are dated from, when it is kept (`keepFeedAnchor`): a restart
   * on a later day then finds the same events, none paid twice. Absent: the clock's day at first
   * use, as the offers and the news always are (so an offer is always open).
   */
  corporateActionAnchor?: IsoDate;
};

/**
 * What each area's simulated feed is built from (its manifest's `marketData`): the options, and
 * the one day the demo's offers, events and news are all dated from.
 */
export type SimulatedFeedContext = SimulatedMarketDataOptions & {
  /**
   * The clock's day when any dated feed is first read, then fixed for every feed of the same
   * provider, so an offer and the news of it agree. Not at construction: a test builds the feed
   * before its clock exists.
   */
  anchorDay: () => IsoDate;
};

/** The context of one simulated provider: one anchor day shared by all its feeds. */
export function simulatedFeedContext(options: SimulatedMarketDataOptions): SimulatedFeedContext {
  let anchor: IsoDate | undefined;
  return { ...options, anchorDay: () => (anchor ??= hongKongDate(options.clock())) };
}

/** A feed that lists items and finds one by its key (offers, events, news). */
type CatalogueFeed<T> = {
  list(): Promise<readonly T[]>;
  get(key: string): Promise<T | undefined>;
};

/**
 * A catalogue feed built at its first read, once: a dated feed reads `anchorDay` only when asked,
 * so building the provider fixes no day.
 */
export function builtAtFirstRead<T>(build: () => CatalogueFeed<T>): CatalogueFeed<T> {
  let feed: CatalogueFeed<T> | undefined;
  const built = () => (feed ??= build());
  return { list: () => built().list(), get: (key) => built().get(key) };
}
