import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useFund } from '../api/fund';
import { usePortfolio } from '../api/fund-portfolio';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { HoldingPicker } from './fund-picker';
import { FundsPage } from './page-frame';
import { QueryState } from '../../../components/data/query-state';

type FundDetail = CallOutput<'fund/getFund'>['fund'];
type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;

type HoldingOrderPageProps = {
  title: string;
  /** The page of a chosen fund, where the fund picker goes (`fundPaths.redeem`). */
  pathOf: (fundId: string) => string;
  accountCode: string;
  fundId?: string;
  /** What stands above every input (the risk reminder of an order that buys). */
  notice?: ReactNode;
  /** The order form for a fund the client holds, with its available units. */
  children: (fund: FundDetail, availableUnits: string, portfolio: Portfolio) => ReactNode;
};

function HeldFundForm(props: HoldingOrderPageProps & { portfolio: Portfolio; fundId: string }) {
  const { t } = useTranslation('funds');
  const fund = useFund(props.fundId);
  return (
    <QueryState query={fund}>
      {({ fund: detail }) => {
        const position = props.portfolio.positions.find((item) => item.fundId === detail.fundId);
        if (!position) return <Alert color="yellow">{t('order.no_holding')}</Alert>;
        return props.children(detail, position.availableUnits, props.portfolio);
      }}
    </QueryState>
  );
}

/**
 * A page that orders units out of a holding (redeem, switch): pick one of the funds held (only
 * those: issue 10 §4), then the form.
 */
export function HoldingOrderPage(props: HoldingOrderPageProps) {
  const portfolio = usePortfolio(props.accountCode, useReportingCurrency());
  const { fundId } = props;
  return (
    <FundsPage title={props.title}>
      <Stack>
        {props.notice}
        <QueryState query={portfolio}>
          {(data) => (
            <Stack>
              <HoldingPicker pathOf={props.pathOf} fundId={fundId} positions={data.positions} />
              {fundId ? <HeldFundForm {...props} fundId={fundId} portfolio={data} /> : null}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </FundsPage>
  );
}
