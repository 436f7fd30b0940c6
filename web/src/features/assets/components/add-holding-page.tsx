import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/data/query-state';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { useAssetDefinitions } from '../api/asset-definition';
import { useAssetChange } from '../api/asset-holding';
import { assetPaths } from '../paths';
import { changeMessage, fieldErrorsOf } from './holding-errors';
import { HoldingForm } from './holding-form';
import { AssetsPage } from './page-frame';

/**
 * `/assets/holdings/add` (spec §2.7): a new holding; once added, its own page. A refusal says
 * why in the reader's language and nothing is stored.
 */
export function AddHoldingPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const definitions = useAssetDefinitions();
  const reportingCurrency = useReportingCurrency();
  const add = useAssetChange(accountCode, 'asset-holding/addAssetHolding');
  return (
    <AssetsPage title={t('add.title')}>
      <QueryState query={definitions}>
        {(data) => (
          <HoldingForm
            definitions={data}
            isPending={add.isPending}
            message={changeMessage(add.data, add.error)}
            fieldErrors={fieldErrorsOf(add.error)}
            submitLabel={t('add.submit')}
            onEdit={() => add.reset()}
            onCancel={() => void navigate(assetPaths.holdings)}
            onSubmit={(values) =>
              add.mutate(
                { ...values, reportingCurrency },
                {
                  onSuccess: (answer) => {
                    if (answer.result === 'ok' && answer.holding) {
                      void navigate(assetPaths.holding(String(answer.holding.id)), {
                        state: { added: true },
                      });
                    }
                  },
                },
              )
            }
          />
        )}
      </QueryState>
    </AssetsPage>
  );
}
