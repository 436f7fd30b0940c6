import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '../../../components/layout/area-page';
import { useStocksOptions } from '../area-options';
import { stockPaths } from '../paths';

/**
 * A stocks page: its title, the area's links, an aside by the title, and its content; wide, as
 * the positions and orders carry many figures side by side.
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
  const { t } = useTranslation('stocks');
  const { hasTradeDocuments } = useStocksOptions();
  const links = [
    { to: stockPaths.dashboard, label: t('nav.dashboard') },
    { to: stockPaths.portfolio, label: t('nav.portfolio') },
    { to: stockPaths.order(), label: t('nav.order') },
    { to: stockPaths.history, label: t('nav.history') },
    ...(hasTradeDocuments ? [{ to: stockPaths.document, label: t('nav.documents') }] : []),
  ];
  return (
    <AreaPage navLabel={t('nav.area')} links={links} title={title} aside={aside} size="xl">
      {children}
    </AreaPage>
  );
}
