import { Anchor, Button, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Factor, LoginSession } from '@shared/contracts/account-login';
import type { AccountSource } from '@shared/contracts/common';
import { callApi } from '../../../lib/api-client';
import { MessageAlert, outcomeMessage, type Message } from '../../../lib/message';
import { loginResultKey } from '../login-messages';
import { rememberLogin, rememberedLogin } from '../remembered-login';
import { userPaths } from '../paths';

/** A result-2 answer: the one-time password screen takes over (spec §4). */
export type Challenge = { sessionId: string; factor: Factor; source: AccountSource };

type PasswordLoginFormProps = {
  initialSource: AccountSource;
  hasSourceToggle: boolean;
  /** Spec §2.2: whether the reset password link shows (the brand offers the page). */
  canResetPassword: boolean;
  onSession: (login: LoginSession) => Promise<Message | null>;
  onChallenge: (challenge: Challenge) => void;
};

async function passwordLogin(source: AccountSource, accountCode: string, password: string) {
  const input = { accountCode, password };
  const options = { sessionId: null };
  return source === 'gateway'
    ? callApi('account/gatewayPasswordLogin', input, options)
    : callApi('account/fosPasswordLogin', input, options);
}

/**
 * Spec §2.15 account login: the Gateway/Fos toggle, account and password; submit disabled while
 * a field is empty or a request runs (§5); Gateway codes upper-cased; Enter or NumpadEnter submits
 * (the form's implicit submission). Source and account code are remembered 90 days (§9).
 */
export function PasswordLoginForm(props: PasswordLoginFormProps) {
  const { t } = useTranslation('users');
  const [source, setSource] = useState(props.initialSource);
  const remembered = rememberedLogin();
  const [accountCode, setAccountCode] = useState(
    remembered?.source === props.initialSource ? remembered.accountCode : '',
  );
  const [password, setPassword] = useState('');
  const code = source === 'gateway' ? accountCode.toUpperCase() : accountCode;
  // The login and what its answer leads to, as one call: busy until the session is open.
  const login = useMutation({
    mutationFn: async (): Promise<Message | null> => {
      const answer = await passwordLogin(source, code.trim(), password);
      if (answer.result === 'Y' || answer.result === '1') {
        rememberLogin({ source, accountCode: code.trim() });
        return props.onSession(answer);
      }
      if (answer.result === '2') {
        rememberLogin({ source, accountCode: code.trim() });
        props.onChallenge({ sessionId: answer.sessionId, factor: answer.factor, source });
        return null;
      }
      // Spec §8: Fos refusals all read "Login failure".
      const key = source === 'gateway' ? loginResultKey(answer.result) : 'login_result.failure';
      return { key: `users:${key}` };
    },
  });
  const { isPending } = login;
  const canSubmit = code.trim() !== '' && password !== '' && !isPending;
  const message = outcomeMessage(login, (said) => said);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) login.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {props.hasSourceToggle && (
          <SegmentedControl
            aria-label={t('login.source_label')}
            fullWidth
            value={source}
            onChange={(value) => setSource(value === 'fos' ? 'fos' : 'gateway')}
            data={[
              { value: 'gateway', label: t('login.gateway') },
              { value: 'fos', label: t('login.fos') },
            ]}
          />
        )}
        {message && <MessageAlert message={message} />}
        <TextInput
          label={t('login.account_code')}
          value={code}
          onChange={(event) => setAccountCode(event.currentTarget.value)}
          autoComplete="username"
          autoCapitalize={source === 'gateway' ? 'characters' : 'none'}
        />
        <PasswordInput
          label={t('login.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="current-password"
        />
        <Button type="submit" disabled={!canSubmit} loading={isPending}>
          {t('login.submit')}
        </Button>
        {props.canResetPassword && (
          <Anchor component={Link} to={userPaths.resetPassword} size="sm">
            {t('login.reset_password_link')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
