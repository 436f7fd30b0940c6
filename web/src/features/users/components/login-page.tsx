import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LoginSession } from '@shared/contracts/account-login';
import type { AccountSource } from '@shared/contracts/common';
import { useBrand } from '../../../lib/brand-context';
import { useSessions } from '../../../lib/session-context';
import type { Message } from '../../../lib/message';
import { useUsersOptions, type UsersOptions } from '../area-options';
import { useSignIn } from '../hooks/use-sign-in';
import { rememberedLogin } from '../remembered-login';
import { PasswordLoginForm, type Challenge } from './password-login-form';
import { TwoFactorForm } from './two-factor-form';

/** Spec §2.15: the toggle shows when crypto and funds or stocks are both offered. */
export function hasSourceToggle(options: UsersOptions): boolean {
  return options.hasFos && options.hasGateway;
}

function startingSource(options: UsersOptions, asked: string | null): AccountSource {
  if (!hasSourceToggle(options)) return options.hasGateway ? 'gateway' : 'fos';
  if (asked === 'gateway' || asked === 'fos') return asked;
  return rememberedLogin()?.source ?? 'gateway';
}

/**
 * Issue 31 §2: a page of the other account source sends a signed-in reader here; say that a
 * second sign-in is needed and that the first one stays, rather than a bare form under a
 * signed-in header.
 */
function SecondSessionNotice({ asked }: { asked: string | null }) {
  const { t } = useTranslation('users');
  const { sessions } = useSessions();
  if (asked !== 'gateway' && asked !== 'fos') return null;
  const other = sessions.find((session) => session.status === 'active' && session.source !== asked);
  if (!other) return null;
  return (
    <Alert color="blue" data-testid="second-session-notice">
      {t('login.second_session', {
        current: t(`login.${other.source}`),
        account: other.accountCode,
        needed: t(`login.${asked}`),
      })}
    </Alert>
  );
}

/** Spec §2.15: in session-login mode the page asks to reopen the portal. */
function PasswordModeOff() {
  const { t } = useTranslation('users');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('login.reopen_title')}
      </Title>
      <Text>{t('login.reopen_body')}</Text>
      <Alert color="yellow" role="alert">
        {t('login.password_mode_disabled')}
      </Alert>
    </Stack>
  );
}

/**
 * `/users/login` (spec §2.2, §2.15): the password form, then the two-factor screen when the
 * login asks for one; `?source=gateway|fos` preselects the toggle, `?force-login` shows the form
 * even when password login mode is off.
 */
export function LoginPage({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation('users');
  const { config } = useBrand();
  const options = useUsersOptions();
  const [params] = useSearchParams();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const signIn = useSignIn();
  const isFormShown = config.loginMode === 'password' || params.has('force-login');
  const toggle = hasSourceToggle(options);

  const onSession = useCallback(
    async (login: LoginSession): Promise<Message | null> => {
      const refusal = await signIn(login, true);
      if (!refusal) return null;
      setChallenge(null);
      return { key: 'users:login_result.advisor_disabled' };
    },
    [signIn],
  );

  return (
    <Container size={440} py={{ base: 32, md: 64 }}>
      <Stack gap="md">
        {notice}
        {isFormShown ? <SecondSessionNotice asked={params.get('source')} /> : null}
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
          {!isFormShown && <PasswordModeOff />}
          {isFormShown && challenge && (
            <TwoFactorForm
              challenge={challenge}
              onSession={onSession}
              onCancel={() => setChallenge(null)}
            />
          )}
          {isFormShown && !challenge && (
            <Stack gap="lg">
              {/* Spec §2.15: the page is titled Account Login; with two sources the toggle follows. */}
              <Title order={1} size="h2">
                {t('login.title')}
              </Title>
              <PasswordLoginForm
                initialSource={startingSource(options, params.get('source'))}
                hasSourceToggle={toggle}
                canResetPassword={options.canResetPassword}
                onSession={onSession}
                onChallenge={setChallenge}
              />
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
