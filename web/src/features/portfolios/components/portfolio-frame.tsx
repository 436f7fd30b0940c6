import type { ReactNode } from 'react';
import { AreaPage } from '../../../components/layout/area-page';

/**
 * The portfolio screen's frame: the links of the area it opened in (funds, stocks, assets,
 * virtual assets; none under /portfolios), its title and its parts one under another, wide for
 * figures.
 */
export function PortfolioFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AreaPage title={title} size="xl">
      {children}
    </AreaPage>
  );
}
