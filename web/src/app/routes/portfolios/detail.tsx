import { useParams } from 'react-router';
import { isPortfolioTab } from '@shared/domain/asset-portfolio';
import { usePortfolioTabs } from '../../areas/portfolios';
import { Component as NotFound } from '../not-found';
import { PortfolioScreen } from './portfolio-screen';

/**
 * `/portfolios/detail/{key}` (spec §2.8): the one portfolio screen on tab `key`; a key that is no
 * tab, or the tab of a feature the brand leaves out, is the not-found page.
 */
export function Component() {
  const { key } = useParams();
  const tabs = usePortfolioTabs();
  if (key === undefined || !isPortfolioTab(key) || !tabs.includes(key)) return <NotFound />;
  return <PortfolioScreen key={key} tab={key} followsPath />;
}
