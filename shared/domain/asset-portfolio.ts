/**
 * The one portfolio screen (issue 24, spec §2.8): five tabs in the spec's order, each shown only
 * while its feature is on (balances always). `/portfolios/detail/{key}` names a tab by its key.
 */
export const PORTFOLIO_TABS = ['funds', 'stocks', 'balances', 'assets', 'virtual-assets'] as const;

/** A portfolio tab's key. */
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];

/** The feature flag each tab needs; null: always there. */
export const PORTFOLIO_TAB_FLAGS: Readonly<
  Record<PortfolioTab, 'fund' | 'stock' | 'asset' | 'crypto' | null>
> = {
  funds: 'fund',
  stocks: 'stock',
  balances: null,
  assets: 'asset',
  'virtual-assets': 'crypto',
};

/** Whether a key names a portfolio tab (another key shows the not-found page). */
export const isPortfolioTab = (key: string): key is PortfolioTab =>
  (PORTFOLIO_TABS as readonly string[]).includes(key);

/** The tabs a brand's features show, in order. */
export function portfolioTabs(
  features: Readonly<Record<'fund' | 'stock' | 'asset' | 'crypto', boolean>>,
): PortfolioTab[] {
  return PORTFOLIO_TABS.filter((tab) => {
    const flag = PORTFOLIO_TAB_FLAGS[tab];
    return flag === null || features[flag];
  });
}
