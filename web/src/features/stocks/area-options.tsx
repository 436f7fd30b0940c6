import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the stocks area offers on this brand and where its links to other areas go. The area's
 * manifest (app/areas/stocks.tsx) fills it from the brand's flags; stocks screens never read flags.
 */
export type StocksOptions = {
  /** Spec §2.5: the document page exists only when the brand has trade documents. */
  hasTradeDocuments: boolean;
  /** The funds portfolio (spec §2.8 portfolio tabs), when the brand has funds; else null. */
  fundsPortfolioPath: string | null;
  /** Where the client turns order confirmations on or off (the accounts area's settings). */
  userSettingsPath: string | null;
  /**
   * The brand sends a price off the spread table to a dealer for approval (`overriding`)
   * instead of refusing it (8203): the ticket says so under the price, before review.
   */
  isOffSpreadToDealer: boolean;
};

const StocksOptionsContext = createContext<StocksOptions | null>(null);

/** Gives the stocks pages below it the area's options. */
export function StocksOptionsProvider(props: { value: StocksOptions; children: ReactNode }) {
  return <StocksOptionsContext value={props.value}>{props.children}</StocksOptionsContext>;
}

/** The stocks area's options; outside the area's route (a test), no documents and no funds. */
export function useStocksOptions(): StocksOptions {
  return (
    useContext(StocksOptionsContext) ?? {
      hasTradeDocuments: false,
      fundsPortfolioPath: null,
      userSettingsPath: null,
      isOffSpreadToDealer: false,
    }
  );
}
