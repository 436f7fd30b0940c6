import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toDecimal } from '@shared/domain/decimal';
import type { CallOutput } from '@shared/contracts/index';
import { useSession } from '../../../lib/session-context';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { usePortfolio } from '../api/fund-portfolio';
import { useFundsOptions } from '../area-options';
import { fundPaths } from '../paths';
import { WatchButton } from './watch-button';

type FundDetail = CallOutput<'fund/getFund'>['fund'];

/** The comparer with this fund chosen. */
export const compareLink = (fundId: string) =>
  `${fundPaths.comparer}?${new URLSearchParams({ ids: fundId }).toString()}`;

/**
 * Redeem and, where the brand offers switching, Switch: only for a client who holds units of the
 * fund (the portfolio answers; while it loads or fails, nothing shows).
 */
function HolderActions({ accountCode, fundId }: { accountCode: string; fundId: string }) {
  const { t } = useTranslation('funds');
  const { canSwitch } = useFundsOptions();
  const portfolio = usePortfolio(accountCode, useReportingCurrency());
  const position = portfolio.data?.positions.find((item) => item.fundId === fundId);
  if (!position || toDecimal(position.totalUnits).isZero()) return null;
  return (
    <>
      <Button component={Link} to={fundPaths.redeem(fundId)} variant="default">
        {t('detail.redeem')}
      </Button>
      {canSwitch ? (
        <Button component={Link} to={fundPaths.switch(fundId)} variant="default">
          {t('detail.switch')}
        </Button>
      ) : null}
    </>
  );
}

/** The detail page's actions: subscribe, bulk, redeem and switch for a holder, compare, watch. */
export function DetailActions({ fund }: { fund: FundDetail }) {
  const { t } = useTranslation('funds');
  const session = useSession();
  return (
    <Group gap="sm">
      <Button component={Link} to={fundPaths.subscribe(fund.fundId)} disabled={fund.isSuspended}>
        {t('detail.subscribe')}
      </Button>
      <Button
        component={Link}
        to={fundPaths.bulkSubscribe(fund.fundId)}
        variant="default"
        disabled={fund.isSuspended}
      >
        {t('bulk.title')}
      </Button>
      {session ? <HolderActions accountCode={session.accountCode} fundId={fund.fundId} /> : null}
      <Button component={Link} to={compareLink(fund.fundId)} variant="default">
        {t('detail.compare')}
      </Button>
      {session ? <WatchButton accountCode={session.accountCode} fundId={fund.fundId} /> : null}
    </Group>
  );
}
