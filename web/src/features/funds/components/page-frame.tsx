import type { ReactNode } from 'react';
import { AreaPage } from '../../../components/layout/area-page';

/** A funds page: its title, the area's links (its menu group), and its content. */
export function FundsPage({ title, children }: { title: string; children: ReactNode }) {
  return <AreaPage title={title}>{children}</AreaPage>;
}
