import { Center } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentActiveSession } from '../../../lib/sessions';
import { signOut } from '../../../lib/sign-out';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { userPaths } from '../paths';

/** `/users/logout` (spec §2.2, §4): ends the current session, then shows the login page. */
export function LogoutPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  useEffect(() => {
    let isCancelled = false;
    const session = currentActiveSession();
    void (session ? signOut(session.sessionId) : Promise.resolve(true)).then(() => {
      if (!isCancelled) void navigate(userPaths.login, { replace: true });
    });
    return () => {
      isCancelled = true;
    };
  }, [navigate]);
  return (
    <Center py="xl">
      <LoadingIndicator label={t('logout.signing_out')} />
    </Center>
  );
}
