import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/data/query-state';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { useAssetHoldings } from '../api/asset-holding';
import { assetPaths } from '../paths';
import { AddHoldingButton } from './holdings-page';
import { HoldingsTable } from './holdings-table';

const ACTIVE = { status: 'active' } as const;

/**
 * The portfolio's assets tab (spec §2.8): the holder's active manual holdings with their total in
 * the reporting currency (inactive ones leave the portfolio), the list of all and the way to add.
 */
export function AssetsTabPanel({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('assets');
  const holdings = useAssetHoldings(accountCode, useReportingCurrency(), ACTIVE);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Anchor component={Link} to={assetPaths.holdings} size="sm">
          {t('tab.all_holdings')}
        </Anchor>
        <AddHoldingButton />
      </Group>
      <QueryState
        query={holdings}
        isEmpty={(data) => data.holdings.length === 0}
        emptyText={t('tab.empty')}
      >
        {(data) => <HoldingsTable data={data} />}
      </QueryState>
    </Stack>
  );
}
