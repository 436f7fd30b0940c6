import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@shared/domain/date-time';
import type { SessionRecord } from '../../../lib/sessions';
import { passwordInfoQuery } from '../api/password-calls';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** Spec §2.15: last login time, last login status and last change date above the form. */
export function LoginHistory({ session }: { session: SessionRecord }) {
  const { t } = useTranslation('accounts');
  const { data } = useQuery(passwordInfoQuery(session));
  const none = t('change_password.not_available');
  const status = data?.lastLoginStatus;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Fact
        label={t('change_password.last_login_time')}
        value={data?.lastLoginTime ? formatDateTime(new Date(data.lastLoginTime)) : none}
      />
      <Fact
        label={t('change_password.last_login_status')}
        value={status ? t(`change_password.status_${status}`) : none}
      />
      <Fact
        label={t('change_password.last_change_date')}
        value={data ? formatDate(new Date(data.lastChangePasswordDate)) : none}
      />
    </SimpleGrid>
  );
}
