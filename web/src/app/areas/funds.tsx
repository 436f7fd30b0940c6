import { Outlet } from 'react-router';
import { accountPaths } from '../../features/accounts/paths';
import type { BrandConfig } from '@brands/brand-config';
import { FundsOptionsProvider, type FundsOptions } from '../../features/funds/area-options';
import { fundPaths } from '../../features/funds/paths';
import { planPaths } from '../../features/plans/paths';
import type { AreaManifest } from './area';

/** Funds (spec §2.4): Gateway accounts, with the agreement and forced password change first. */
export const fundsArea: AreaManifest = {
  segment: 'funds',
  flag: 'fund',
  menu: {
    label: 'funds',
    to: fundPaths.dashboard,
    // Spec §2.16: an advisor sees Funds, landing on the watchlist.
    advisorTo: fundPaths.watchlist,
    links: [
      { label: 'dashboard', to: fundPaths.dashboard },
      { label: 'portfolio', to: fundPaths.portfolio },
      { label: 'search', to: fundPaths.search },
      { label: 'watchlist', to: fundPaths.watchlist },
      { label: 'history', to: fundPaths.history },
      { label: 'documents', to: fundPaths.document, flag: 'tradeDocument' },
      // Spec §2.16 gives plans no menu item of their own: monthly plans are sold as funds are.
      { label: 'plans', to: planPaths.search, flag: 'plan' },
    ],
  },
  gate: { source: 'gateway', hasAccountSteps: true },
  indexTo: 'dashboard',
  pages: [
    { path: 'dashboard', load: () => import('../routes/funds/dashboard') },
    { path: 'portfolio', load: () => import('../routes/funds/portfolio') },
    { path: 'search', load: () => import('../routes/funds/search') },
    { path: 'subscribe/:id?', load: () => import('../routes/funds/subscribe') },
    { path: 'bulkSubscribe/:id?', load: () => import('../routes/funds/bulk-subscribe') },
    { path: 'redeem/:id?', load: () => import('../routes/funds/redeem') },
    // Spec §2.4: switching needs both trade documents and fund switching.
    {
      path: 'switch/:id?',
      load: () => import('../routes/funds/switch'),
      flags: ['tradeDocument', 'fundSwitching'],
    },
    { path: 'history', load: () => import('../routes/funds/history') },
    { path: 'watchlist', load: () => import('../routes/funds/watchlist') },
    {
      path: 'document',
      load: () => import('../routes/funds/document'),
      flags: ['tradeDocument'],
    },
  ],
  // Spec §2.4: comparer, selector and fund details need no login.
  openPages: [
    { path: 'comparer', load: () => import('../routes/funds/comparer') },
    { path: 'selector', load: () => import('../routes/funds/selector') },
    { path: 'detail/:id', load: () => import('../routes/funds/detail') },
  ],
  wrap: (brand) => (
    <FundsOptionsProvider value={fundsOptionsOf(brand)}>
      <Outlet />
    </FundsOptionsProvider>
  ),
};

/** What the brand's flags give the funds feature (its area and the portfolio's funds tab). */
export function fundsOptionsOf({ features }: BrandConfig): FundsOptions {
  return {
    canSwitch: features.tradeDocument && features.fundSwitching,
    riskAssessmentPath: accountPaths.raq,
  };
}
