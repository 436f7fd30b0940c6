import type { ReactNode } from 'react';
import { AreaPage } from '../../../components/layout/area-page';

/** An assets page: the area's links (its menu group), its title with an aside, and its content. */
export function AssetsPage(props: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <AreaPage title={props.title} aside={props.aside}>
      {props.children}
    </AreaPage>
  );
}
