import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useFund, usePortfolio } from '../api/fund-queries';
import { useReportingCurrency } from '../hooks/use-reporting-currency';
import { FundPicker } from './fund-picker';
import { FundsPage } from './page-frame';
import { QueryState } from './query-state';

type FundDetail = CallOutput<'fund/getFund'>['fund'];
type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;

type HoldingOrderPageProps = {
  title: string;
  /** The route the fund picker navigates under, e.g. `/funds/redeem`. */
  base: string;
  accountCode: string;
  fundId?: string;
  /** The order form for a fund the client holds, with its available units. */
  children: (fund: FundDetail, availableUnits: string, portfolio: Portfolio) => ReactNode;
};

/** A page that orders units out of a holding (redeem, switch): pick the fund, then the form. */
export function HoldingOrderPage(props: HoldingOrderPageProps) {
  const { t } = useTranslation('funds');
  const fund = useFund(props.fundId);
  const portfolio = usePortfolio(props.accountCode, useReportingCurrency());
  return (
    <FundsPage title={props.title}>
      <Stack>
        <FundPicker base={props.base} fundId={props.fundId} />
        {props.fundId ? (
          <QueryState query={fund}>
            {({ fund: detail }) => (
              <QueryState query={portfolio}>
                {(data) => {
                  const position = data.positions.find((item) => item.fundId === detail.fundId);
                  if (!position) return <Alert color="yellow">{t('order.no_holding')}</Alert>;
                  return props.children(detail, position.availableUnits, data);
                }}
              </QueryState>
            )}
          </QueryState>
        ) : null}
      </Stack>
    </FundsPage>
  );
}
