import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useFund } from '../api/fund';
import { useFormat } from '../../../lib/use-format';
import { FundFacts } from './fund-facts';
import { NavChart } from './nav-chart';
import { FundsPage } from './page-frame';
import { QueryState } from './query-state';
import { WatchButton } from './watch-button';
import { fundPaths } from '../paths';

/** `/funds/detail/{id}` (spec §2.4, no login needed): chart, facts, fees, documents, actions. */
export function DetailPage({ fundId }: { fundId: string }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const session = useSession();
  const fund = useFund(fundId);
  if (fund.error instanceof ApiError && fund.error.code === 'not_found') {
    return (
      <FundsPage title={fundId}>
        <Alert color="yellow">{t('detail.not_found')}</Alert>
      </FundsPage>
    );
  }
  const name = fund.data ? format.text(fund.data.fund.name) : fundId;
  return (
    <FundsPage title={name}>
      <QueryState query={fund}>
        {({ fund: detail }) => (
          <>
            {detail.isSuspended ? <Alert color="red">{t('detail.suspended')}</Alert> : null}
            {detail.isProfessionalOnly ? (
              <Alert color="yellow">{t('detail.professional_only')}</Alert>
            ) : null}
            <Group>
              <Button
                component={Link}
                to={fundPaths.subscribe(detail.fundId)}
                disabled={detail.isSuspended}
              >
                {t('detail.subscribe')}
              </Button>
              <Button
                component={Link}
                to={fundPaths.bulkSubscribe(detail.fundId)}
                variant="default"
                disabled={detail.isSuspended}
              >
                {t('bulk.title')}
              </Button>
              {session ? (
                <WatchButton accountCode={session.accountCode} fundId={detail.fundId} />
              ) : null}
            </Group>
            <NavChart fundId={detail.fundId} name={name} navPrecision={detail.navPrecision} />
            <FundFacts fund={detail} />
          </>
        )}
      </QueryState>
    </FundsPage>
  );
}
