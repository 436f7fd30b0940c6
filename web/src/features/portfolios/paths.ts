import type { PortfolioTab } from '@shared/domain/asset-portfolio';

/** The portfolio screen on tab `key` (spec §2.8: `/portfolios/detail/{key}`). */
export const portfolioPaths = {
  root: '/portfolios',
  detail: (key: PortfolioTab) => `/portfolios/detail/${key}`,
};
