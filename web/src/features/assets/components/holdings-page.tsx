import { Alert, Button, Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ASSET_CATEGORIES, type AssetCategory } from '@shared/domain/asset-holding';
import { QueryState } from '../../../components/data/query-state';
import { FilterPanel } from '../../../components/form/filter-panel';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { useAssetHoldings, type HoldingFilter } from '../api/asset-holding';
import { assetPaths } from '../paths';
import { useCategoryLabel } from './asset-labels';
import { HoldingsTable } from './holdings-table';
import { AssetsPage } from './page-frame';
import { RestrictedNote, useIsRestricted } from './restricted';

type StatusChoice = 'all' | 'active' | 'inactive';

/** The Add button: disabled in restricted mode (the note says why). */
export function AddHoldingButton() {
  const { t } = useTranslation('assets');
  const isRestricted = useIsRestricted();
  return isRestricted ? (
    <Button disabled>{t('list.add')}</Button>
  ) : (
    <Button component={Link} to={assetPaths.add} data-testid="add-holding">
      {t('list.add')}
    </Button>
  );
}

/**
 * `/assets/holdings` (spec §2.7): the holder's manual holdings, filtered by category and status,
 * with their total in the reporting currency and the way to add one.
 */
export function HoldingsPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('assets');
  const categoryLabel = useCategoryLabel();
  const isRestricted = useIsRestricted();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const [category, setCategory] = useState<AssetCategory | ''>('');
  const [status, setStatus] = useState<StatusChoice>('all');
  const filter: HoldingFilter = {
    ...(category ? { category } : {}),
    ...(status === 'all' ? {} : { status }),
  };
  const holdings = useAssetHoldings(accountCode, useReportingCurrency(), filter);
  const activeCount = (category ? 1 : 0) + (status === 'all' ? 0 : 1);
  return (
    <AssetsPage title={t('list.title')} aside={<AddHoldingButton />}>
      {isRestricted ? <RestrictedNote /> : null}
      {deleted ? (
        <Alert color="green" role="status" data-testid="holding-deleted">
          {t('list.deleted', { name: deleted })}
        </Alert>
      ) : null}
      <FilterPanel activeCount={activeCount}>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('list.filter_category')}
            value={category}
            data={[
              { value: '', label: t('list.all_categories') },
              ...ASSET_CATEGORIES.map((key, index) => ({
                value: key,
                label: `${String(index + 1)} ${categoryLabel(key)}`,
              })),
            ]}
            onChange={(event) => setCategory(event.currentTarget.value as AssetCategory | '')}
          />
          <Stack gap={4}>
            <SegmentedControl
              aria-label={t('list.filter_status')}
              value={status}
              onChange={(value) => setStatus(value)}
              data={[
                { value: 'all', label: t('list.all_statuses') },
                { value: 'active', label: t('statuses.active') },
                { value: 'inactive', label: t('statuses.inactive') },
              ]}
            />
          </Stack>
        </Group>
      </FilterPanel>
      <QueryState
        query={holdings}
        isEmpty={(data) => data.holdings.length === 0}
        emptyText={activeCount > 0 ? t('list.empty_filtered') : t('list.empty')}
      >
        {(data) => <HoldingsTable data={data} />}
      </QueryState>
    </AssetsPage>
  );
}
