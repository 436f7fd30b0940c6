import type { PortfolioTab } from '@shared/domain/asset-portfolio';

/** A tab's key in the catalogue (`tabs.<key>`: keys are snake_case). */
export const tabTextKey = {
  funds: 'tabs.funds',
  stocks: 'tabs.stocks',
  balances: 'tabs.balances',
  assets: 'tabs.assets',
  'virtual-assets': 'tabs.virtual_assets',
} as const satisfies Record<PortfolioTab, string>;

/**
 * Each tab's colour in the share bar and its legend: Mantine's palette, whose light and dark
 * shades the theme gives (UI style §6: dark mode designed, not inverted).
 */
export const tabColour: Record<PortfolioTab, string> = {
  funds: 'var(--mantine-color-blue-6)',
  stocks: 'var(--mantine-color-grape-6)',
  balances: 'var(--mantine-color-teal-6)',
  assets: 'var(--mantine-color-orange-6)',
  'virtual-assets': 'var(--mantine-color-cyan-6)',
};
