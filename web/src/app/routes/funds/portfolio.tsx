import { PortfolioScreen } from '../portfolios/portfolio-screen';

/** `/funds/portfolio` (spec §2.4, §2.8): the one portfolio screen on its funds tab. */
export function Component() {
  return <PortfolioScreen tab="funds" />;
}
