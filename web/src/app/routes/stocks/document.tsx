import { useTranslation } from 'react-i18next';
import { DocumentBrowser } from '../../../features/funds/components/document-page';
import { StocksPage } from '../../../features/stocks/components/page-frame';
import { useSession } from '../../../lib/session-context';

/**
 * `/stocks/document` (spec §2.5, brand flag tradeDocument), behind the stocks gate: the
 * account's trade documents (statements with stock trades and holdings, contract notes) in the
 * stocks area's frame. The documents are the account's, one list for both areas: the funds
 * feature's browser, composed here.
 */
export function Component() {
  const { t } = useTranslation('stocks');
  const session = useSession();
  return session ? (
    <StocksPage title={t('documents.title')}>
      <DocumentBrowser accountCode={session.accountCode} />
    </StocksPage>
  ) : null;
}
