import { Center, Container, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage, MessageAlert, type Message } from '../../../lib/message';
import { useSignIn } from '../hooks/use-sign-in';
import { loginResultKey } from '../login-messages';
import { LoadingIndicator } from '../../../components/loading-indicator';

type Exchange = CallOutput<'account/sessionLogin'>;

// A host's token is single use: one exchange per token, even when an effect runs twice.
const exchanges = new Map<string, Promise<Exchange>>();

function exchange(token: string): Promise<Exchange> {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = callApi('account/sessionLogin', { token }, { sessionId: null });
    exchanges.set(token, pending);
  }
  return pending;
}

const tokenErrorKeys = {
  tokenCodeInvalid: 'users:session_login.token_invalid',
  tokenExpired: 'users:session_login.token_expired',
  tokenNotActive: 'users:session_login.token_not_active',
  accountNotMatched: 'users:session_login.account_not_matched',
  tokenNotFound: 'users:session_login.token_not_found',
  sessionNotFound: 'users:session_login.session_not_found',
  invalidSessionMapping: 'users:session_login.invalid_session_mapping',
} as const;

function failureOf(answer: Exchange): Message | null {
  if (answer.result === 'token_error') return { key: tokenErrorKeys[answer.errorCode] };
  if (answer.result === 'Y' || answer.result === '1') return null;
  return { key: `users:${loginResultKey(answer.result)}` };
}

/**
 * `/users/sessionLogin?token=...` (spec §2.2): exchanges the host's signed token for a session,
 * then lands as after any login (spec §2.17).
 */
export function SessionLoginPage() {
  const { t } = useTranslation('users');
  const [params] = useSearchParams();
  const token = params.get('token');
  const signIn = useSignIn();
  const [message, setMessage] = useState<Message | null>(
    token ? null : { key: 'users:session_login.missing_token' },
  );

  useEffect(() => {
    if (!token) return;
    let isCancelled = false;
    exchange(token)
      .then(async (answer) => {
        if (isCancelled) return;
        const failure = failureOf(answer);
        if (failure) setMessage(failure);
        else if (answer.result === 'Y' || answer.result === '1') {
          const refusal = await signIn(answer, false);
          if (refusal) setMessage({ key: 'users:login_result.advisor_disabled' });
        }
      })
      .catch((error: unknown) => {
        if (!isCancelled) setMessage(apiErrorMessage(error));
      });
    return () => {
      isCancelled = true;
    };
  }, [token, signIn]);

  return (
    <Container size={440} py={{ base: 32, md: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        {message ? (
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('session_login.failed_title')}
            </Title>
            <MessageAlert message={message} />
          </Stack>
        ) : (
          <Center>
            <LoadingIndicator label={t('session_login.signing_in')} />
          </Center>
        )}
      </Paper>
    </Container>
  );
}
