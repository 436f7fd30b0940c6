import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useFund } from '../api/fund';
import { useFormat } from '../../../lib/use-format';
import { DetailActions } from './detail-actions';
import { FundFacts } from './fund-facts';
import { NavChart } from './nav-chart';
import { FundsPage } from './page-frame';
import { QueryState } from '../../../components/data/query-state';
import { fundPaths } from '../paths';

/**
 * An unknown fund id: a not-found heading in the reader's language (never the id as a title) and
 * a way back to the funds; the search needs a login, the public selector does not.
 */
function FundNotFound() {
  const { t } = useTranslation('funds');
  const session = useSession();
  return (
    <FundsPage title={t('detail.not_found_title')}>
      <Stack gap="md" align="flex-start" data-testid="fund-not-found">
        <Text>{t('detail.not_found')}</Text>
        <Button component={Link} to={session ? fundPaths.search : fundPaths.selector}>
          {t('detail.back_to_search')}
        </Button>
      </Stack>
    </FundsPage>
  );
}

/** `/funds/detail/{id}` (spec §2.4, no login needed): chart, facts, fees, documents, actions. */
export function DetailPage({ fundId }: { fundId: string }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const fund = useFund(fundId);
  if (fund.error instanceof ApiError && fund.error.code === 'not_found') {
    return <FundNotFound />;
  }
  const name = fund.data ? format.text(fund.data.fund.name) : t('detail.loading_title');
  return (
    <FundsPage title={name}>
      <QueryState query={fund}>
        {({ fund: detail }) => (
          <>
            {detail.isSuspended ? <Alert color="red">{t('detail.suspended')}</Alert> : null}
            {detail.isProfessionalOnly ? (
              <Alert color="yellow">{t('detail.professional_only')}</Alert>
            ) : null}
            <DetailActions fund={detail} />
            <NavChart fundId={detail.fundId} name={name} navPrecision={detail.navPrecision} />
            <FundFacts fund={detail} />
          </>
        )}
      </QueryState>
    </FundsPage>
  );
}
