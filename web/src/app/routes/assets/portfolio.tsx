import { PortfolioScreen } from '../portfolios/portfolio-screen';

/** `/assets/portfolio` (spec §2.7, §2.8): the one portfolio screen on its assets tab. */
export function Component() {
  return <PortfolioScreen tab="assets" />;
}
