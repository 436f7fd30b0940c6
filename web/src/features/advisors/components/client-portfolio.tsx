import { Group, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import { useAdvisorTexts } from '../advisor-texts';
import type { ClientDetails } from '../api/advisor';
import { Name, Section } from './advisor-page';

type Portfolio = ClientDetails['portfolio'];
type Line = Portfolio['tabs'][number]['accounts'][number]['lines'][number] & {
  accountCode: string;
};

function useLineColumns(reportingCurrency: string): Column<Line>[] {
  const { t } = useTranslation('advisors');
  const format = useFormat();
  return [
    {
      key: 'label',
      heading: t('details.holding'),
      phone: 'title',
      cell: (row) => (
        <Name>
          {row.label}
          {row.detail && row.detail !== row.label ? ` (${row.detail})` : ''}
        </Name>
      ),
    },
    {
      key: 'reporting',
      heading: t('details.holding_reporting', { currency: reportingCurrency }),
      numeric: true,
      phone: 'figure',
      cell: (row) => format.money(row.valueReporting, reportingCurrency),
    },
    {
      key: 'quantity',
      heading: t('details.holding_quantity'),
      numeric: true,
      cell: (row) => (row.quantity === null ? '–' : format.quantity(row.quantity, 4)),
    },
    {
      key: 'value',
      heading: t('details.holding_value'),
      numeric: true,
      cell: (row) => format.money(row.value, row.currency),
    },
    { key: 'account', heading: t('client.code'), cell: (row) => <Name>{row.accountCode}</Name> },
  ];
}

/** The client's portfolio (the portfolio read of this one client), one tab per part. */
export function ClientPortfolio({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('advisors');
  const texts = useAdvisorTexts();
  const format = useFormat();
  const currency = portfolio.reportingCurrency;
  const columns = useLineColumns(currency);
  const first = portfolio.tabs[0]?.key ?? null;
  return (
    <Section title={t('details.portfolio')} testId="client-portfolio">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('details.portfolio_total', { currency })}
        </Text>
        <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {format.money(portfolio.total, currency)}
        </Text>
      </Group>
      {first === null ? null : (
        <Tabs defaultValue={first} keepMounted={false}>
          <Tabs.List>
            {portfolio.tabs.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key}>
                {texts.tab(tab.key)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {portfolio.tabs.map((tab) => {
            const lines = tab.accounts.flatMap((account) =>
              account.lines.map((line) => ({ ...line, accountCode: account.accountCode })),
            );
            return (
              <Tabs.Panel key={tab.key} value={tab.key} pt="sm">
                <Group justify="space-between" mb="xs" wrap="wrap">
                  <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.money(tab.value, currency)}
                  </Text>
                  {tab.sharePercent === null ? null : (
                    <Text size="sm" c="dimmed">
                      {t('details.share', { percent: format.percent(tab.sharePercent) })}
                    </Text>
                  )}
                </Group>
                {lines.length === 0 ? (
                  <Text c="dimmed">{t('details.portfolio_empty')}</Text>
                ) : (
                  <DataTable
                    caption={t('details.portfolio_caption', { tab: texts.tab(tab.key) })}
                    rows={lines}
                    columns={columns}
                    rowKey={(row) => `${row.accountCode}:${row.label}:${row.currency}`}
                  />
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </Section>
  );
}
