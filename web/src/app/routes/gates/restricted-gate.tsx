import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import type { IndexChoice } from '../../areas/area';
import { NoticePage } from '../../../components/layout/notice-page';
import { useSession } from '../../../lib/session-context';
import { isAdvisorMode } from '../../../lib/sessions';

/**
 * Restricted mode (spec §6): while an advisor acts for a client, the pages that move the client's
 * money or change their security settings (deposit, withdrawal, FX, eDDA, passwords) say so
 * instead of showing; the server refuses those calls too (403). Anyone else sees the page.
 * `notice: 'area'` is a whole area hidden in advisor mode (spec §2.16: Virtual Assets), reached
 * by a typed path or an old link rather than the menu, which leaves it out.
 */
export function RestrictedGate({ notice = 'pages' }: { notice?: 'pages' | 'area' }) {
  const { t } = useTranslation('layout');
  const session = useSession();
  if (!isAdvisorMode(session)) return <Outlet />;
  return (
    <NoticePage title={t('restricted.title')}>
      <Text>{notice === 'area' ? t('restricted.area_body') : t('restricted.body')}</Text>
    </NoticePage>
  );
}

/**
 * The area's own path: to the first of its index pages the reader may open, so an advisor acting
 * for a client lands on a page they can use (cash: the movements) rather than a restricted notice.
 */
export function FirstOpenPage({ choices }: { choices: readonly IndexChoice[] }) {
  const session = useSession();
  const isRestricted = isAdvisorMode(session);
  const choice = choices.find((page) => !isRestricted || !page.isRestricted) ?? choices[0];
  return choice ? <Navigate to={choice.path} replace /> : null;
}
