import type { ReactNode } from 'react';
import { AreaPage } from '../../../components/layout/area-page';

/**
 * A stocks page: its title, the area's links (its menu group: IPO and corporate actions
 * included), an aside by the title, and its content; wide, as the positions and orders carry
 * many figures side by side.
 */
export function StocksPage({
  title,
  aside,
  children,
}: {
  title: string;
  /** Beside the title (the live indicator, an action). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AreaPage title={title} aside={aside} size="xl">
      {children}
    </AreaPage>
  );
}
