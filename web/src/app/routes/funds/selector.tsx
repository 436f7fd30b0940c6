import { useTranslation } from 'react-i18next';
import { SearchPage } from '../../../features/funds/components/search-page';

/** `/funds/selector` (spec §2.4): the fund screener, public, no login needed. */
export function Component() {
  const { t } = useTranslation('funds');
  return <SearchPage title={t('selector.title')} />;
}
