import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '../../../components/layout/area-page';
import { cryptoPaths } from '../paths';

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
  const { t } = useTranslation('cryptos');
  const links = [
    { to: cryptoPaths.dashboard, label: t('nav.dashboard') },
    { to: cryptoPaths.portfolio, label: t('nav.portfolio') },
    { to: cryptoPaths.order(), label: t('nav.order') },
    { to: cryptoPaths.history, label: t('nav.history') },
  ];
  return (
    <AreaPage navLabel={t('nav.area')} links={links} title={title} aside={aside} size="xl">
      {children}
    </AreaPage>
  );
}
