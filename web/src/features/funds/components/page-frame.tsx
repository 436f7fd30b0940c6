import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '../../../components/layout/area-page';
import { useFundsOptions } from '../area-options';
import { fundPaths } from '../paths';

const links = ['dashboard', 'portfolio', 'search', 'history', 'watchlist'] as const;

/** A funds page: its title, the area's links, and its content (phone width first). */
export function FundsPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('funds');
  const { hasTradeDocuments } = useFundsOptions();
  return (
    <AreaPage
      navLabel={t('nav.area')}
      links={[
        ...links.map((link) => ({ to: fundPaths[link], label: t(`nav.${link}`) })),
        ...(hasTradeDocuments ? [{ to: fundPaths.document, label: t('documents.title') }] : []),
      ]}
      title={title}
    >
      {children}
    </AreaPage>
  );
}
