import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallOutput } from '@shared/contracts/index';
import { useFormat } from '../../../lib/use-format';
import { codeKey } from '../code-key';
import { StripedTable } from '../../../components/data/striped-table';
import { fundPaths } from '../paths';

type FundSummary = CallOutput<'fund/searchFunds'>['funds'][number];

/** Funds as a table linking to their detail pages; `action` adds a last cell per fund. */
export function FundList({
  funds,
  action,
}: {
  funds: readonly FundSummary[];
  action?: (fund: FundSummary) => ReactNode;
}) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  return (
    <StripedTable
      minWidth={640}
      highlightOnHover
      headings={[
        t('column.fund'),
        t('column.category'),
        t('column.risk'),
        t('column.nav'),
        t('column.change'),
        ...(action ? [''] : []),
      ]}
    >
      {funds.map((fund) => (
        <Table.Tr key={fund.fundId}>
          <Table.Td>
            <Anchor component={Link} to={fundPaths.detail(fund.fundId)}>
              {format.text(fund.name)}
            </Anchor>
          </Table.Td>
          <Table.Td>{t(`category.${codeKey(fund.category)}` as never)}</Table.Td>
          <Table.Td>{fund.riskLevel}</Table.Td>
          <Table.Td>{fund.nav ? `${fund.currency} ${fund.nav}` : '–'}</Table.Td>
          <Table.Td>{format.percent(fund.priceChange)}</Table.Td>
          {action ? <Table.Td>{action(fund)}</Table.Td> : null}
        </Table.Tr>
      ))}
    </StripedTable>
  );
}
