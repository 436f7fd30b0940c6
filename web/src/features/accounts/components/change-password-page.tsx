import { Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionRecord } from '../../../lib/sessions';
import { ChangePasswordForm } from './change-password-form';
import { LoginHistory } from './login-history';

/**
 * `/accounts/changePassword` (spec §2.9, §2.15), and the gate's Force Change Password screen
 * (spec §4) when `title` says so.
 */
export function ChangePasswordPage({
  session,
  title,
  intro,
}: {
  session: SessionRecord;
  title?: string;
  intro?: React.ReactNode;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Container size="sm" py={{ base: 24, md: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title ?? t('change_password.title')}
          </Title>
          {intro}
          <LoginHistory session={session} />
          <ChangePasswordForm kind="login" session={session} />
        </Stack>
      </Paper>
    </Container>
  );
}
