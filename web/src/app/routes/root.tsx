import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useLivenessWatch } from '../../features/maintenance/hooks/use-liveness-watch';

/** The root of every route: runs the app's one liveness watch (spec §4) around the page. */
export function RootShell() {
  useLivenessWatch();
  return <Outlet />;
}

/** Shown while the first page's code loads. */
export function FirstLoad() {
  const { t } = useTranslation('common');
  return (
    <Center component="main" mih="100dvh">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
