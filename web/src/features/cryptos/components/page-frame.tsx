import type { ReactNode } from 'react';
import { AreaPage } from '../../../components/layout/area-page';

/** A virtual-assets page: its title, the area's links, an aside by the title, and its content. */
export function CryptosPage({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AreaPage title={title} aside={aside} size="xl">
      {children}
    </AreaPage>
  );
}
