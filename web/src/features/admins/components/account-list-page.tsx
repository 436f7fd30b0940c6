import { Anchor, Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountSource } from '@shared/contracts/common';
import type { Role } from '@shared/domain/roles';
import { CsvExportBar, useCsvExport } from '../../../components/data/csv-export';
import { DataTable, type Column } from '../../../components/data/data-table';
import { StatusBadge } from '../../../components/data/status-badge';
import { FilterPanel } from '../../../components/form/filter-panel';
import { useFormat } from '../../../lib/use-format';
import { accountsCsv } from '../accounts-csv';
import {
  ACCOUNT_STATUS_FAMILY,
  ACCOUNT_STATUSES,
  ALL_ROLES,
  SOURCES,
  useAdminTexts,
} from '../admin-texts';
import {
  allAccounts,
  useAccountSearch,
  type AccountSearch,
  type AdminAccountRow,
} from '../api/admin-account';
import { adminPaths } from '../paths';
import { AdminPage, Name, QueryState } from './admin-page';
import { Paging } from '../../../components/data/paging';

const PAGE_SIZE = 50;

type Filters = { code: string; name: string; source: string; role: string; status: string };
const NO_FILTERS: Filters = { code: '', name: '', source: '', role: '', status: '' };

/** The filters as the search takes them (empty ones left out). */
function searchOf(filters: Filters): AccountSearch {
  return {
    code: filters.code.trim() || undefined,
    name: filters.name.trim() || undefined,
    source: (filters.source || undefined) as AccountSource | undefined,
    role: (filters.role || undefined) as Role | undefined,
    status: (filters.status || undefined) as AccountSearch['status'],
  };
}

function useColumns(): Column<AdminAccountRow>[] {
  const { t } = useTranslation('admins');
  const texts = useAdminTexts();
  const format = useFormat();
  return [
    {
      key: 'code',
      heading: t('account.code'),
      phone: 'title',
      cell: (row) => (
        <Anchor component={Link} to={adminPaths.account(row.accountId)} fw={600}>
          <Name>{row.accountCode}</Name>
        </Anchor>
      ),
    },
    {
      key: 'name',
      heading: t('account.name'),
      phone: 'figure',
      cell: (row) => <Name>{row.displayName}</Name>,
    },
    {
      key: 'status',
      heading: t('account.status'),
      phone: 'status',
      cell: (row) => (
        <StatusBadge family={ACCOUNT_STATUS_FAMILY[row.status]}>
          {texts.status(row.status)}
        </StatusBadge>
      ),
    },
    { key: 'source', heading: t('account.source'), cell: (row) => texts.source(row.source) },
    {
      key: 'role',
      heading: t('account.role'),
      cell: (row) => texts.roleWithRank(row.role, row.rank),
    },
    {
      key: 'two_factor',
      heading: t('account.two_factor'),
      cell: (row) => texts.twoFactor(row.twoFactor),
    },
    {
      key: 'last_login',
      heading: t('account.last_login'),
      cell: (row) =>
        row.lastLoginAt
          ? t('account.last_login_at', {
              time: format.dateTime(row.lastLoginAt),
              result: texts.lastLogin(row.lastLoginStatus),
            })
          : texts.lastLogin(null),
    },
  ];
}

/** `/admins/account` (spec §2.13): every account, searchable, a page at a time, with a CSV. */
export function AccountListPage() {
  const { t } = useTranslation('admins');
  const texts = useAdminTexts();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [pageIndex, setPageIndex] = useState(0);
  const [search] = useDebouncedValue(searchOf(filters), 300);
  const accounts = useAccountSearch({ ...search, offset: pageIndex * PAGE_SIZE, limit: PAGE_SIZE });
  const exporter = useCsvExport('accounts.csv', async () => accountsCsv(await allAccounts(search)));
  const columns = useColumns();
  const set = (name: keyof Filters) => (value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPageIndex(0);
  };
  const activeCount = Object.values(filters).filter((value) => value.trim() !== '').length;
  const select = (
    name: keyof Filters,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <NativeSelect
      label={label}
      value={filters[name]}
      data={[{ value: '', label: t('filter.any') }, ...options]}
      onChange={(event) => set(name)(event.currentTarget.value)}
    />
  );
  return (
    <AdminPage
      title={t('list.title')}
      aside={
        <Button component={Link} to={adminPaths.addAccount}>
          {t('list.add')}
        </Button>
      }
    >
      <FilterPanel activeCount={activeCount}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          <TextInput
            label={t('account.code')}
            value={filters.code}
            onChange={(event) => set('code')(event.currentTarget.value)}
          />
          <TextInput
            label={t('account.name')}
            value={filters.name}
            onChange={(event) => set('name')(event.currentTarget.value)}
          />
          {select(
            'source',
            t('account.source'),
            SOURCES.map((value) => ({ value, label: texts.source(value) })),
          )}
          {select(
            'role',
            t('account.role'),
            ALL_ROLES.map((value) => ({ value, label: texts.role(value) })),
          )}
          {select(
            'status',
            t('account.status'),
            ACCOUNT_STATUSES.map((value) => ({ value, label: texts.status(value) })),
          )}
        </SimpleGrid>
      </FilterPanel>
      <CsvExportBar
        exporter={exporter}
        hasRows={Boolean(accounts.data?.accounts.length)}
        count={accounts.data ? t('list.count', { count: accounts.data.total }) : null}
      />
      <QueryState
        query={accounts}
        isEmpty={(data) => data.accounts.length === 0}
        emptyText={t('list.none')}
      >
        {(data) => (
          <Stack gap="sm">
            <DataTable
              caption={t('list.caption')}
              rows={data.accounts}
              columns={columns}
              rowKey={(row) => row.accountId}
              rowAttributes={(row) => ({ 'data-account-code': row.accountCode })}
            />
            <Paging total={data.total} size={PAGE_SIZE} index={pageIndex} onChange={setPageIndex} />
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
