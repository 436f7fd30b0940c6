import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import type { SessionRecord } from '../../../lib/sessions';
import { tradePasswordQuery } from '../api/password-calls';
import { ChangePasswordForm } from './change-password-form';
import { LoadingIndicator } from '../../../components/loading-indicator';

/** `/accounts/changeTradePassword` (spec §2.9): the form only when a trade password is required. */
export function ChangeTradePasswordPage({ session }: { session: SessionRecord }) {
  const { t } = useTranslation(['accounts', 'common']);
  const check = useQuery(tradePasswordQuery(session.accountCode));
  return (
    <Container size="sm" py={{ base: 24, md: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t('change_trade_password.title')}
          </Title>
          {check.isPending && <LoadingIndicator label={t('common:loading')} />}
          {check.isError && <MessageAlert message={apiErrorMessage(check.error)} />}
          {check.data && !check.data.tradePasswordRequired && (
            <Text>{t('change_trade_password.not_required')}</Text>
          )}
          {check.data?.tradePasswordRequired && (
            <ChangePasswordForm kind="trade" session={session} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
