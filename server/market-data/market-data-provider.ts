/**
 * Market data (docs/DECISIONS.md §5): one feed per instrument kind, so stock quotes and crypto
 * prices join as sibling feeds beside `funds` and a real vendor implements the same shape. Each
 * feed's file (`fund-feed.ts`, `stock-feed.ts`, ...) adds its feed to this interface
 * (`declare module './market-data-provider'`), and server/areas/simulated-market-data.ts refuses
 * to compile while a declared feed has no area building it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feed's file
export interface MarketDataProvider {}
