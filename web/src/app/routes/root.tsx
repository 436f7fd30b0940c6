import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useLivenessWatch } from '../../features/maintenance/hooks/use-liveness-watch';
import { SessionKeeper } from '../../features/users/components/session-keeper';
import { useArrivingSession } from '../../lib/use-switch-session';
import { BrandLogo } from '../../components/brand-logo';
import { LoadingIndicator } from '../../components/loading-indicator';
import { areas } from '../areas/area-list';
import { useDocumentTitle } from '../document-title';

/**
 * The root of every route: runs the app's one liveness watch, names the tab in the page's
 * language, keeps the sessions (token refresh, inactivity; spec §4) around the page, and makes a
 * switched-to session current.
 */
export function RootShell() {
  useLivenessWatch();
  useDocumentTitle(areas);
  useArrivingSession();
  return (
    <>
      <SessionKeeper />
      <Outlet />
    </>
  );
}

/**
 * Shown while the first page's code loads: the loading frame index.html drew before any script ran
 * (global.css `.first-load`), the same logo in the same place, now with a spinner.
 */
export function FirstLoad() {
  const { t } = useTranslation('common');
  return (
    <main className="first-load" aria-busy="true">
      <BrandLogo className="first-load-logo" />
      <span className="first-load-status">
        <LoadingIndicator label={t('loading')} />
      </span>
    </main>
  );
}
