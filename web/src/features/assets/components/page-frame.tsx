import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '../../../components/layout/area-page';
import { assetPaths } from '../paths';

/** An assets page: the area's links, its title with an aside (an action), and its content. */
export function AssetsPage(props: { title: string; aside?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('assets');
  const links = [
    { to: assetPaths.portfolio, label: t('nav.portfolio') },
    { to: assetPaths.holdings, label: t('nav.holdings'), end: true },
  ];
  return (
    <AreaPage navLabel={t('nav.area')} links={links} title={props.title} aside={props.aside}>
      {props.children}
    </AreaPage>
  );
}
