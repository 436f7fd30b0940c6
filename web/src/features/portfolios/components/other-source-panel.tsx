import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortfolioTab } from '@shared/domain/asset-portfolio';
import { fractionDigits } from '@shared/domain/asset-holding';
import { DataTable, type Column } from '../../../components/data/data-table';
import { QueryState } from '../../../components/data/query-state';
import { useFormat } from '../../../lib/use-format';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import {
  usePortfolioSummary,
  type PortfolioLine,
  type PortfolioTabAccount,
} from '../api/portfolio';
import { tabTextKey } from './tab-texts';

function useLineColumns(reportingCurrency: string): Column<PortfolioLine>[] {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  return [
    {
      key: 'label',
      heading: t('lines.item'),
      phone: 'title',
      cell: (line) => (
        <span translate="no">
          {line.label}
          {line.detail && line.detail !== line.label ? (
            <Text span size="xs" c="dimmed">
              {' '}
              {line.detail}
            </Text>
          ) : null}
        </span>
      ),
    },
    {
      key: 'quantity',
      heading: t('lines.quantity'),
      numeric: true,
      cell: (line) =>
        line.quantity === null
          ? '–'
          : format.quantity(line.quantity, Math.min(fractionDigits(line.quantity), 8)),
    },
    {
      key: 'value',
      heading: t('lines.value'),
      numeric: true,
      cell: (line) => format.money(line.value, line.currency),
    },
    {
      key: 'reporting',
      heading: t('lines.value_reporting', { currency: reportingCurrency }),
      numeric: true,
      phone: 'figure',
      cell: (line) => format.money(line.valueReporting, reportingCurrency),
    },
  ];
}

function AccountLines(props: {
  account: PortfolioTabAccount;
  tab: PortfolioTab;
  reportingCurrency: string;
}) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  const { account, reportingCurrency } = props;
  const columns = useLineColumns(reportingCurrency);
  return (
    <Stack gap="xs" data-testid={`read-only-${account.accountCode}`}>
      <Title order={2} size="h5">
        {t(account.readOnly ? 'other.title' : 'other.title_own', {
          account: account.accountCode,
          source: t(`sources.${account.source}`),
        })}
      </Title>
      <Text size="sm" c="dimmed">
        {t(account.readOnly ? 'other.body' : 'other.body_own', {
          value: format.money(account.value, reportingCurrency),
        })}
      </Text>
      {account.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('other.empty')}
        </Text>
      ) : (
        <DataTable
          rows={account.lines}
          columns={columns}
          rowKey={(line) => `${line.label}-${line.currency}-${line.detail ?? ''}`}
          caption={t(tabTextKey[props.tab])}
        />
      )}
    </Stack>
  );
}

/**
 * A tab's part held by the holder's account of the other source (spec §2.8, issue 24 §5): its
 * lines read-only, with the account's code and source. `isAlone`: the session's own account has
 * no detail of this tab (a Fos session's balances: its fiat), so every account's part is listed
 * from the summary, and an empty tab says so rather than showing nothing.
 */
export function OtherSourcePanel(props: {
  accountCode: string;
  tab: PortfolioTab;
  isAlone?: boolean;
}) {
  const { t } = useTranslation('portfolio');
  const summary = usePortfolioSummary(props.accountCode, useReportingCurrency());
  if (!props.isAlone && !summary.data) return null;
  return (
    <QueryState query={summary}>
      {(data) => {
        const accounts =
          data.tabs
            .find((tab) => tab.key === props.tab)
            ?.accounts.filter((account) => account.readOnly || props.isAlone) ?? [];
        if (accounts.length === 0) {
          return props.isAlone ? (
            <Text c="dimmed" size="sm" data-testid="portfolio-tab-empty">
              {t('other.none', { tab: t(tabTextKey[props.tab]) })}
            </Text>
          ) : null;
        }
        return (
          <Stack gap="lg">
            {accounts.map((account) => (
              <AccountLines
                key={account.accountCode}
                account={account}
                tab={props.tab}
                reportingCurrency={data.reportingCurrency}
              />
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}
