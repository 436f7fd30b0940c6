import { Outlet } from 'react-router';
import { fundPaths } from '../../features/funds/paths';
import { accountPaths } from '../../features/accounts/paths';
import type { BrandConfig } from '@brands/brand-config';
import { StocksOptionsProvider, type StocksOptions } from '../../features/stocks/area-options';
import { stockPaths } from '../../features/stocks/paths';
import type { AreaManifest } from './area';

/**
 * Stocks (spec §2.5): Gateway accounts, with IPO subscriptions and corporate actions (issue 12).
 */
export const stocksArea: AreaManifest = {
  segment: 'stocks',
  flag: 'stock',
  menu: {
    label: 'stocks',
    to: stockPaths.dashboard,
    links: [
      { label: 'dashboard', to: stockPaths.dashboard },
      { label: 'portfolio', to: stockPaths.portfolio },
      { label: 'order', to: stockPaths.order() },
      { label: 'history', to: stockPaths.history },
      { label: 'documents', to: stockPaths.document, flag: 'tradeDocument' },
      { label: 'ipo', to: stockPaths.ipo, flag: 'ipo' },
      { label: 'corporate_actions', to: stockPaths.corporateAction, flag: 'corporateAction' },
    ],
  },
  gate: { source: 'gateway' },
  indexTo: 'dashboard',
  pages: [
    { path: 'dashboard', load: () => import('../routes/stocks/dashboard') },
    { path: 'portfolio', load: () => import('../routes/stocks/portfolio') },
    { path: 'order', load: () => import('../routes/stocks/order') },
    { path: 'history', load: () => import('../routes/stocks/history') },
    {
      path: 'document',
      load: () => import('../routes/stocks/document'),
      flags: ['tradeDocument'],
    },
    { path: 'ipo', load: () => import('../routes/stocks/ipo'), flags: ['ipo'] },
    {
      path: 'corporateAction',
      load: () => import('../routes/stocks/corporate-action'),
      flags: ['corporateAction'],
    },
  ],
  wrap: (brand) => (
    <StocksOptionsProvider value={stocksOptionsOf(brand)}>
      <Outlet />
    </StocksOptionsProvider>
  ),
};

/** What the brand's flags give the stocks feature (its area and the portfolio's stocks tab). */
export function stocksOptionsOf({ features }: BrandConfig): StocksOptions {
  return {
    hasTradeDocuments: features.tradeDocument,
    fundsPortfolioPath: features.fund ? fundPaths.portfolio : null,
    userSettingsPath: accountPaths.userSettings,
    isOffSpreadToDealer: features.overrideOutOfSpread,
  };
}
