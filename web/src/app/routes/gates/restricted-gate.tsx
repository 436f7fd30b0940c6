import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { NoticePage } from '../../../components/layout/notice-page';
import { useSession } from '../../../lib/session-context';
import { isAdvisorMode } from '../../../lib/sessions';

/**
 * Restricted mode (spec §6): while an advisor acts for a client, the pages that move the client's
 * money or change their security settings (deposit, withdrawal, FX, eDDA, passwords) say so
 * instead of showing; the server refuses those calls too (403). Anyone else sees the page.
 */
export function RestrictedGate() {
  const { t } = useTranslation('layout');
  const session = useSession();
  if (!isAdvisorMode(session)) return <Outlet />;
  return (
    <NoticePage title={t('restricted.title')}>
      <Text>{t('restricted.body')}</Text>
    </NoticePage>
  );
}
