import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallOutput } from '@shared/contracts/index';
import { DataTable, type Column } from '../../../components/data/data-table';
import { SignedChange } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import { codeKey } from '../code-key';
import { fundPaths } from '../paths';

type FundSummary = CallOutput<'fund/searchFunds'>['funds'][number];

/**
 * Funds as a table linking to their detail pages; `action` adds a last cell per fund. NAVs at each
 * fund's NAV precision, the change signed and coloured; on a phone, one card per fund with its
 * NAV and change beside the name.
 */
export function FundList({
  funds,
  action,
  caption,
}: {
  funds: readonly FundSummary[];
  action?: (fund: FundSummary) => ReactNode;
  caption?: string;
}) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const columns: Column<FundSummary>[] = [
    {
      key: 'fund',
      heading: t('column.fund'),
      phone: 'title',
      cell: (fund) => (
        <Anchor component={Link} to={fundPaths.detail(fund.fundId)} inherit>
          {format.text(fund.name)}
        </Anchor>
      ),
    },
    {
      key: 'category',
      heading: t('column.category'),
      cell: (fund) => t(`category.${codeKey(fund.category)}` as never),
    },
    { key: 'risk', heading: t('column.risk'), numeric: true, cell: (fund) => fund.riskLevel },
    {
      key: 'nav',
      heading: t('column.nav'),
      numeric: true,
      phone: 'figure',
      cell: (fund) =>
        fund.nav ? `${fund.currency} ${format.price(fund.nav, fund.navPrecision)}` : '–',
    },
    {
      key: 'change',
      heading: t('column.change'),
      numeric: true,
      phone: 'figure',
      cell: (fund) => <SignedChange value={fund.priceChange} percent />,
    },
  ];
  if (action) columns.push({ key: 'action', heading: '', phone: 'action', cell: action });
  return (
    <DataTable
      rows={funds}
      columns={columns}
      rowKey={(fund) => fund.fundId}
      rowAttributes={(fund) => ({ 'data-fund-id': fund.fundId })}
      caption={caption}
      highlightOnHover
    />
  );
}
