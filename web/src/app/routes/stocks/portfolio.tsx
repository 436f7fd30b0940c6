import { PortfolioScreen } from '../portfolios/portfolio-screen';

/** `/stocks/portfolio` (spec §2.5, §2.8): the one portfolio screen on its stocks tab. */
export function Component() {
  return <PortfolioScreen tab="stocks" />;
}
