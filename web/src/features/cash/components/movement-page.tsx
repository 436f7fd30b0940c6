import { Button, Group, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASH_MOVEMENT_TYPES } from '@shared/domain/cash-instruction';
import { currencyFor } from '@shared/domain/currency';
import { CsvExportBar, useCsvExport } from '../../../components/data/csv-export';
import { DataTable, type Column } from '../../../components/data/data-table';
import { SignedChange } from '../../../components/data/signed-change';
import { FilterPanel } from '../../../components/form/filter-panel';
import { IsoDateInput } from '../../../components/form/iso-date-input';
import { useFormat } from '../../../lib/use-format';
import { allCashMovements, useCashMovements, useCashProfile, type CashMovement } from '../api/cash';
import { useCashTexts } from '../cash-texts';
import { useMovementText } from '../movement-text';
import { movementsCsv } from '../movements-csv';
import { CashBalances } from './cash-balances';
import classes from './cash.module.css';
import { CashPage, QueryState } from './cash-page';

/** The filters as the inputs hold them (`''` = any). */
type Filters = { type: string; currency: string; from: string; to: string };

const NO_FILTERS: Filters = { type: '', currency: '', from: '', to: '' };
const PAGE = 50;
const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

function searchInput(accountCode: string, filters: Filters) {
  return {
    accountCode,
    type: filters.type || undefined,
    currency: filters.currency || undefined,
    from: isDate(filters.from) ? filters.from : undefined,
    to: isDate(filters.to) ? filters.to : undefined,
  };
}

function FilterFields(props: {
  filters: Filters;
  currencies: readonly string[];
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation('cash');
  const texts = useCashTexts();
  const { filters } = props;
  const set = (key: keyof Filters) => (value: string) =>
    props.onChange({ ...filters, [key]: value });
  const all = { value: '', label: t('movement.all') };
  return (
    <FilterPanel activeCount={Object.values(filters).filter((value) => value !== '').length}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <NativeSelect
          label={t('movement.type')}
          value={filters.type}
          data={[
            all,
            ...CASH_MOVEMENT_TYPES.map((value) => ({ value, label: texts.movementType(value) })),
          ]}
          onChange={(event) => set('type')(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('movement.currency')}
          value={filters.currency}
          data={[all, ...props.currencies.map((value) => ({ value, label: value }))]}
          onChange={(event) => set('currency')(event.currentTarget.value)}
        />
        <IsoDateInput
          label={t('movement.from')}
          value={filters.from}
          maxDate={isDate(filters.to) ? filters.to : undefined}
          onChange={set('from')}
        />
        <IsoDateInput
          label={t('movement.to')}
          value={filters.to}
          minDate={isDate(filters.from) ? filters.from : undefined}
          onChange={set('to')}
        />
      </SimpleGrid>
    </FilterPanel>
  );
}

function useColumns(): Column<CashMovement>[] {
  const { t } = useTranslation('cash');
  const texts = useCashTexts();
  const format = useFormat();
  const movementText = useMovementText();
  return [
    {
      key: 'posted',
      heading: t('movement.posted_at'),
      oneLine: true,
      cell: (row) => format.dateTime(row.postedAt),
      phone: 'status',
    },
    {
      key: 'type',
      heading: t('movement.type'),
      cell: (row) => texts.movementType(row.type),
      phone: 'title',
    },
    {
      key: 'reason',
      heading: t('movement.detail'),
      cell: movementText,
    },
    { key: 'currency', heading: t('movement.currency'), cell: (row) => row.currency },
    {
      key: 'amount',
      heading: t('movement.amount'),
      numeric: true,
      phone: 'figure',
      cell: (row) => (
        <span className={classes.figure}>
          {row.currency}{' '}
          <SignedChange value={row.amount} decimals={currencyFor(row.currency).precision} />
        </span>
      ),
    },
    {
      key: 'balance',
      heading: t('movement.balance'),
      numeric: true,
      cell: (row) => format.money(row.balance, row.currency),
    },
  ];
}

/**
 * `/cashes/movement` (spec §2.10, always there): every movement of the client's cash, newest
 * first, with the running balance of its currency; filters by type, currency and date; CSV of
 * everything the filters match.
 */
export function MovementPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const profile = useCashProfile(accountCode);
  const input = searchInput(accountCode, filters);
  const movements = useCashMovements({ ...input, offset, limit: PAGE });
  const columns = useColumns();
  const exporter = useCsvExport('cash-movements.csv', async () =>
    movementsCsv(await allCashMovements(input)),
  );
  const change = (next: Filters) => {
    setFilters(next);
    setOffset(0);
  };
  return (
    <CashPage title={t('movement.title')}>
      <CashBalances accountCode={accountCode} />
      <FilterFields
        filters={filters}
        currencies={profile.data?.currencies ?? []}
        onChange={change}
      />
      <CsvExportBar exporter={exporter} hasRows={Boolean(movements.data?.movements.length)} />
      <QueryState
        query={movements}
        isEmpty={(data) => data.movements.length === 0}
        emptyText={t('movement.none')}
      >
        {(data) => (
          <>
            <DataTable
              caption={t('movement.caption')}
              rows={data.movements}
              columns={columns}
              rowKey={(row) => `${row.journalId}-${row.currency}`}
              rowAttributes={(row) => ({ 'data-movement-type': row.type })}
            />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('movement.shown', {
                  first: offset + 1,
                  last: offset + data.movements.length,
                  total: data.total,
                })}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  disabled={offset === 0}
                  onClick={() => setOffset((value) => Math.max(0, value - PAGE))}
                >
                  {t('movement.previous')}
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  disabled={offset + data.movements.length >= data.total}
                  onClick={() => setOffset((value) => value + PAGE)}
                >
                  {t('movement.next')}
                </Button>
              </Group>
            </Group>
          </>
        )}
      </QueryState>
    </CashPage>
  );
}
