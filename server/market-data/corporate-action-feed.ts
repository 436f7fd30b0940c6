import type { CorporateActionTerms } from '../../shared/domain/corporate-action';

/**
 * Corporate actions announced on listed stocks (issue 12 §4): dividends (with or without a scrip
 * option), bonus issues, splits and consolidations, with their timetables.
 */
export type CorporateActionFeed = {
  /** Every event the feed knows, announced or not yet, in a stable order. */
  list(): Promise<readonly CorporateActionTerms[]>;
  get(eventId: string): Promise<CorporateActionTerms | undefined>;
};

declare module './market-data-provider' {
  interface MarketDataProvider {
    readonly corporateActions: CorporateActionFeed;
  }
}
