import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useFund } from '../api/fund';
import { usePortfolio } from '../api/fund-portfolio';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { FundPicker } from './fund-picker';
import { FundsPage } from './page-frame';
import { QueryState } from './query-state';

type FundDetail = CallOutput<'fund/getFund'>['fund'];
type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;

type HoldingOrderPageProps = {
  title: string;
  /** The page of a chosen fund, where the fund picker goes (`fundPaths.redeem`). */
  pathOf: (fundId: string) => string;
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
        <FundPicker pathOf={props.pathOf} fundId={props.fundId} />
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
