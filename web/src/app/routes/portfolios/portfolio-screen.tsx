import { Stack, Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AssetsTabPanel } from '../../../features/assets/components/assets-tab-panel';
import { CryptoPortfolioPanel } from '../../../features/cryptos/components/portfolio-page';
import { FundsPortfolioPanel } from '../../../features/funds/components/portfolio-page';
import { BalancesPanel } from '../../../features/portfolios/components/balances-panel';
import { OtherSourcePanel } from '../../../features/portfolios/components/other-source-panel';
import { PortfolioFrame } from '../../../features/portfolios/components/portfolio-frame';
import { tabTextKey } from '../../../features/portfolios/components/tab-texts';
import { WealthSummary } from '../../../features/portfolios/components/wealth-summary';
import { portfolioPaths } from '../../../features/portfolios/paths';
import type { PortfolioTab } from '@shared/domain/asset-portfolio';
import { StocksPortfolioPanel } from '../../../features/stocks/portfolio/portfolio-page';
import { useSession } from '../../../lib/session-context';
import type { SessionRecord } from '../../../lib/sessions';
import { PortfolioAreaOptions, usePortfolioTabs } from '../../areas/portfolios';

/** The source whose books each tab's own detail reads (spec §1: funds and stocks Gateway, crypto Fos). */
const tabSource: Record<PortfolioTab, SessionRecord['source'] | null> = {
  funds: 'gateway',
  stocks: 'gateway',
  balances: 'gateway',
  assets: null,
  'virtual-assets': 'fos',
};

/**
 * One tab's detail: the area's own portfolio as built when this session's account holds that
 * source's books, then what the holder's account of the other source holds, read-only.
 */
function TabDetail({ tab, session }: { tab: PortfolioTab; session: SessionRecord }) {
  const { accountCode } = session;
  const source = tabSource[tab];
  const other = <OtherSourcePanel accountCode={accountCode} tab={tab} />;
  if (source !== null && source !== session.source) {
    return <OtherSourcePanel accountCode={accountCode} tab={tab} isAlone />;
  }
  switch (tab) {
    case 'funds':
      return withOther(<FundsPortfolioPanel accountCode={accountCode} />, other);
    case 'stocks':
      return withOther(<StocksPortfolioPanel accountCode={accountCode} />, other);
    case 'balances':
      return withOther(<BalancesPanel accountCode={accountCode} />, other);
    case 'assets':
      return <AssetsTabPanel accountCode={accountCode} />;
    case 'virtual-assets':
      return withOther(<CryptoPortfolioPanel accountCode={accountCode} />, other);
  }
}

const withOther = (own: ReactNode, other: ReactNode) => (
  <Stack gap="xl">
    {own}
    {other}
  </Stack>
);

/**
 * The one portfolio screen (spec §2.8, issue 24): the holder's whole wealth in the reporting
 * currency with each tab's share and the account holding it, then the tabs the brand has (funds,
 * stocks, balances, assets, virtual assets), opened on `tab`. Each area's portfolio page opens
 * it on its own tab; on `/portfolios/detail/{key}` (`followsPath`) a tab change is a new path.
 */
export function PortfolioScreen({
  tab,
  followsPath = false,
}: {
  tab: PortfolioTab;
  followsPath?: boolean;
}) {
  const { t } = useTranslation('portfolio');
  const session = useSession();
  const tabs = usePortfolioTabs();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<PortfolioTab>(tabs.includes(tab) ? tab : (tabs[0] ?? tab));
  if (!session) return null;
  const choose = (next: string | null) => {
    const chosen = tabs.find((key) => key === next);
    if (!chosen) return;
    if (followsPath) void navigate(portfolioPaths.detail(chosen), { replace: true });
    else setCurrent(chosen);
  };
  return (
    <PortfolioAreaOptions>
      <PortfolioFrame title={t('title')}>
        <WealthSummary accountCode={session.accountCode} tabs={tabs} />
        <Tabs value={current} onChange={choose} keepMounted={false}>
          <Tabs.List>
            {tabs.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`portfolio-tab-${key}`}>
                {t(tabTextKey[key])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((key) => (
            <Tabs.Panel key={key} value={key} pt="md">
              <TabDetail tab={key} session={session} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </PortfolioFrame>
    </PortfolioAreaOptions>
  );
}
