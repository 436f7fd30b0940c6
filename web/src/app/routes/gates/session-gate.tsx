import { Center } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { AccountSource } from '@shared/contracts/common';
import { hasRoleAtLeast, type Role } from '@shared/domain/roles';
import { userPaths } from '../../../features/users/paths';
import { useBrand } from '../../../lib/brand-context';
import { dashboardPath } from '../../../lib/landing-paths';
import { useSessions } from '../../../lib/session-context';
import { sessionsSnapshot, setCurrentSession, type SessionRecord } from '../../../lib/sessions';
import { useArrivingSessionId } from '../../../lib/use-switch-session';
import { LoadingIndicator } from '../../../components/loading-indicator';

const AgreementScreen = lazy(() =>
  import('../../../features/users/components/agreement-screen').then((m) => ({
    default: m.AgreementScreen,
  })),
);
const ChangePasswordPage = lazy(() =>
  import('../../../features/accounts/components/change-password-page').then((m) => ({
    default: m.ChangePasswordPage,
  })),
);

/** What an area asks of the session before its pages show (spec §2.4-2.13, §6). */
export type GateRules = {
  /** The account source the area belongs to (spec §1: funds and stocks Gateway, crypto Fos). */
  source?: AccountSource;
  /** The lowest role allowed in (spec §6: advisor pages advisor, admin area admin). */
  minRole?: Role;
  /** Spec §2.4 / §4 funds gate order: after login, the agreement, then the forced change. */
  hasAccountSteps?: boolean;
};

function useGateSession(source: AccountSource | undefined): SessionRecord | undefined {
  const { sessions, currentId } = useSessions();
  // A switch names its session in the navigation: the page is that session's from the start.
  const arrivingId = useArrivingSessionId();
  const active = sessions.filter((session) => session.status === 'active');
  const current =
    active.find((session) => session.sessionId === arrivingId) ??
    active.find((session) => session.sessionId === currentId);
  if (!source) return current;
  // An area of the other source uses this browser's session of its own source, when there is one.
  return current?.source === source ? current : active.find((session) => session.source === source);
}

function StepLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl">
      <LoadingIndicator label={t('loading')} />
    </Center>
  );
}

function ForceChangePassword({ session }: { session: SessionRecord }) {
  const { t } = useTranslation('users');
  return (
    <ChangePasswordPage
      session={session}
      title={t('force_change.title')}
      intro={t('force_change.body')}
    />
  );
}

function AccountSteps({ session }: { session: SessionRecord }) {
  const { passwordInfo } = useSessions();
  const info = passwordInfo[session.sessionId];
  if (info && !info.agreementConfirmed) return <AgreementScreen session={session} />;
  if (info && (info.isForceChangePassword || info.alertChangePasswordOption === 2)) {
    return <ForceChangePassword session={session} />;
  }
  return <Outlet />;
}

/**
 * Guards an area's routes: no session (of the area's source) goes to login, a role below the
 * area's goes to the funds or stocks dashboard (spec §6), and the funds area adds the agreement
 * and the forced password change, in that order (spec §2.4, §4).
 */
export function SessionGate({ source, minRole, hasAccountSteps = false }: GateRules) {
  const { config } = useBrand();
  const session = useGateSession(source);
  const sessionId = session?.sessionId;
  const { pathname } = useLocation();

  // On entering a page (not when the switcher changes the current session on the way out).
  useEffect(() => {
    if (sessionId && sessionId !== sessionsSnapshot().currentId) setCurrentSession(sessionId);
  }, [sessionId, pathname]);

  if (!session) {
    const login = source ? `${userPaths.login}?source=${source}` : userPaths.login;
    return <Navigate to={login} replace />;
  }
  if (minRole && !hasRoleAtLeast(session.role, minRole)) {
    return <Navigate to={dashboardPath(config.features)} replace />;
  }
  if (!hasAccountSteps) return <Outlet />;
  return (
    <Suspense fallback={<StepLoader />}>
      <AccountSteps session={session} />
    </Suspense>
  );
}
