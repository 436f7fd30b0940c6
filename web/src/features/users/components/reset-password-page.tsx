import { Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountSource } from '@shared/contracts/common';
import { MessageAlert, outcomeMessage } from '../../../lib/message';
import { useRequestPasswordReset } from '../api/account-calls';
import { useUsersOptions } from '../area-options';
import { resetErrorKey } from '../login-messages';
import { userPaths } from '../paths';
import { NewPasswordForm } from './new-password-form';

type Target = { accountCode: string; source: AccountSource };

function RequestKeyForm({ onSent }: { onSent: (target: Target) => void }) {
  const { t } = useTranslation('users');
  const source: AccountSource = useUsersOptions().hasGateway ? 'gateway' : 'fos';
  const [accountCode, setAccountCode] = useState('');
  const request = useRequestPasswordReset();
  const { isPending } = request;
  const code = source === 'gateway' ? accountCode.trim().toUpperCase() : accountCode.trim();
  const message = outcomeMessage(request, ({ result }) =>
    result === 'sent' ? null : { key: `users:${resetErrorKey(result)}` },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code === '' || isPending) return;
    const target = { accountCode: code, source };
    request.mutate(target, {
      onSuccess: ({ result }) => {
        if (result === 'sent') onSent(target);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('reset.request_body')}</Text>
        {message && <MessageAlert message={message} />}
        <TextInput
          label={t('login.account_code')}
          value={source === 'gateway' ? accountCode.toUpperCase() : accountCode}
          onChange={(event) => setAccountCode(event.currentTarget.value)}
          autoComplete="username"
        />
        <Button type="submit" disabled={code === '' || isPending} loading={isPending}>
          {t('reset.send_key')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * `/users/resetPassword` (spec §2.2, brand flag resetPassword): ask for a verification key, then
 * set a new password with it under the firm's rule; the spec §8 reset codes become text.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('users');
  const [target, setTarget] = useState<Target | null>(null);
  const [isDone, setIsDone] = useState(false);
  return (
    <Container size={480} py={{ base: 32, md: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t('reset.title')}
          </Title>
          {!target && <RequestKeyForm onSent={setTarget} />}
          {target && !isDone && <NewPasswordForm target={target} onDone={() => setIsDone(true)} />}
          {isDone && <MessageAlert message={{ key: 'users:reset.success' }} color="teal" />}
          <Anchor component={Link} to={userPaths.login} size="sm">
            {t('reset.back_to_login')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
