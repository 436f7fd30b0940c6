import type { IpoTerms } from '../../shared/domain/ipo';

/** IPOs (issue 12 §1): offers with their terms and timetables, in a stable order. */
export type IpoFeed = {
  list(): Promise<readonly IpoTerms[]>;
  get(code: string): Promise<IpoTerms | undefined>;
};

declare module './market-data-provider' {
  interface MarketDataProvider {
    readonly ipos: IpoFeed;
  }
}
