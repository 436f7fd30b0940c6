import type { ReactNode } from 'react';
import { FundsOptionsProvider } from '../../features/funds/area-options';
import { portfolioTabs, type PortfolioTab } from '@shared/domain/asset-portfolio';
import { StocksOptionsProvider } from '../../features/stocks/area-options';
import { useBrand } from '../../lib/brand-context';
import { useSession } from '../../lib/session-context';
import { isAdvisorMode } from '../../lib/sessions';
import type { AreaManifest } from './area';
import { fundsOptionsOf } from './funds';
import { stocksOptionsOf } from './stocks';

/**
 * Portfolios (spec §2.8): `/portfolios/detail/{key}` opens the one portfolio screen on tab `key`;
 * each area's own `portfolio` page opens the same screen on its own tab. Outside the menu.
 */
export const portfoliosArea: AreaManifest = {
  segment: 'portfolios',
  flag: 'portfolio',
  gate: {},
  pages: [{ path: 'detail/:key', load: () => import('../routes/portfolios/detail') }],
};

/**
 * The portfolio's tabs on this brand for this reader, decided by the areas' flags as the route
 * table decides them (shared/domain/asset-portfolio.ts); virtual assets are hidden while an advisor acts (spec §2.16).
 */
export function usePortfolioTabs(): readonly PortfolioTab[] {
  const { config } = useBrand();
  const isAdvisor = isAdvisorMode(useSession());
  return portfolioTabs(config.features).filter((tab) => !(tab === 'virtual-assets' && isAdvisor));
}

/** The funds and stocks features' options, for their tabs on whichever area's page shows it. */
export function PortfolioAreaOptions({ children }: { children: ReactNode }) {
  const { config } = useBrand();
  return (
    <FundsOptionsProvider value={fundsOptionsOf(config)}>
      <StocksOptionsProvider value={stocksOptionsOf(config)}>{children}</StocksOptionsProvider>
    </FundsOptionsProvider>
  );
}
