import { PortfolioScreen } from '../portfolios/portfolio-screen';

/** `/cryptos/portfolio` (spec §2.6, §2.8): the one portfolio screen on its virtual-assets tab. */
export function Component() {
  return <PortfolioScreen tab="virtual-assets" />;
}
