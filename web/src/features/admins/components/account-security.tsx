import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { StatusBadge, type StatusFamily } from '../../../components/data/status-badge';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { useFormat } from '../../../lib/use-format';
import { ACCOUNT_STATUSES, useAdminTexts } from '../admin-texts';
import type {
  AdminAccount,
  AdminAccountPage,
  AdminSession,
  useAccountActions,
} from '../api/admin-account';
import { Section } from './admin-page';
import { Outcome } from './outcome';

type Actions = ReturnType<typeof useAccountActions>;

/** Status, the password and two-factor resets and the sign-in throttles. */
export function AccountSecurity({ page, actions }: { page: AdminAccountPage; actions: Actions }) {
  const { t } = useTranslation('admins');
  const texts = useAdminTexts();
  const { account } = page;
  const [status, setStatus] = useState<AdminAccount['status']>(account.status);
  if (page.isReadOnly) return null;
  return (
    <Section title={t('security.title')} testId="account-security">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('account.status')}
          value={status}
          data={ACCOUNT_STATUSES.map((value) => ({ value, label: texts.status(value) }))}
          onChange={(event) => setStatus(event.currentTarget.value as AdminAccount['status'])}
        />
        <Button
          variant="default"
          disabled={status === account.status}
          loading={actions.setStatus.isPending}
          onClick={() => actions.setStatus.mutate(status)}
        >
          {t('security.set_status')}
        </Button>
      </Group>
      <Outcome call={actions.setStatus} done={t('security.status_set')} />
      <Text size="sm" c="dimmed">
        {t('security.reset_hint')}
      </Text>
      <Group gap="sm">
        <ConfirmButton
          title={t('security.reset_password')}
          question={t('security.reset_password_question', { code: account.accountCode })}
          confirmLabel={t('security.reset_password')}
          buttonProps={{ variant: 'default', loading: actions.resetPassword.isPending }}
          onConfirm={() => actions.resetPassword.mutate()}
        >
          {t('security.reset_password')}
        </ConfirmButton>
        <ConfirmButton
          title={t('security.reset_two_factor')}
          question={t('security.reset_two_factor_question', { code: account.accountCode })}
          confirmLabel={t('security.reset_two_factor')}
          buttonProps={{ variant: 'default', loading: actions.resetTwoFactor.isPending }}
          onConfirm={() => actions.resetTwoFactor.mutate()}
        >
          {t('security.reset_two_factor')}
        </ConfirmButton>
        <Button
          variant="default"
          loading={actions.clearThrottles.isPending}
          onClick={() => actions.clearThrottles.mutate()}
        >
          {t('security.clear_throttles')}
        </Button>
      </Group>
      <Outcome call={actions.resetPassword} done={t('security.password_reset')} />
      <Outcome call={actions.resetTwoFactor} done={t('security.two_factor_reset')} />
      <Outcome call={actions.clearThrottles} done={t('security.throttles_cleared')} />
    </Section>
  );
}

const SESSION_FAMILY: Readonly<Record<AdminSession['status'], StatusFamily>> = {
  active: 'done',
  logouted: 'ended',
  kicked: 'failed',
  expired: 'ended',
};

/** The account's sessions, newest first, and the kick (spec §4). */
export function AccountSessions({ page, actions }: { page: AdminAccountPage; actions: Actions }) {
  const { t } = useTranslation('admins');
  const texts = useAdminTexts();
  const format = useFormat();
  const { account, sessions } = page;
  const active = sessions.filter((session) => session.status === 'active').length;
  const columns: Column<AdminSession>[] = [
    {
      key: 'started',
      heading: t('sessions.started'),
      phone: 'title',
      cell: (row) => format.dateTime(row.createdAt),
    },
    {
      key: 'status',
      heading: t('sessions.status'),
      phone: 'status',
      cell: (row) => (
        <StatusBadge family={SESSION_FAMILY[row.status]}>
          {t(`sessions.state.${row.status}`)}
        </StatusBadge>
      ),
    },
    { key: 'source', heading: t('account.source'), cell: (row) => texts.source(row.source) },
    { key: 'role', heading: t('account.role'), cell: (row) => texts.role(row.role) },
    {
      key: 'last',
      heading: t('sessions.last_activity'),
      cell: (row) => format.dateTime(row.lastActivityAt),
    },
    {
      key: 'ended',
      heading: t('sessions.ended'),
      cell: (row) => (row.endedAt ? format.dateTime(row.endedAt) : '–'),
    },
    {
      key: 'advisor',
      heading: t('sessions.kind'),
      cell: (row) => (row.advisorSessionId ? t('sessions.advisee') : t('sessions.own')),
    },
  ];
  const kicked = actions.kick.data;
  return (
    <Section title={t('sessions.title')} testId="account-sessions">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          {account.rank > 100 ? t('sessions.rule_above_user') : t('sessions.rule_user')}
        </Text>
        {page.isReadOnly ? null : (
          <ConfirmButton
            title={t('sessions.kick_title')}
            question={t('sessions.kick_question', { code: account.accountCode, count: active })}
            confirmLabel={t('sessions.kick')}
            buttonProps={{
              color: 'red',
              variant: 'light',
              disabled: active === 0,
              loading: actions.kick.isPending,
            }}
            onConfirm={() => actions.kick.mutate()}
          >
            {t('sessions.kick')}
          </ConfirmButton>
        )}
      </Group>
      <Outcome
        call={actions.kick}
        done={kicked ? t('sessions.kicked', { count: kicked.kickedSessions }) : undefined}
      />
      {sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sessions.none')}
        </Text>
      ) : (
        <DataTable
          caption={t('sessions.caption', { code: account.accountCode })}
          rows={sessions}
          columns={columns}
          rowKey={(row) => row.sessionId}
          rowAttributes={(row) => ({ 'data-session-status': row.status })}
        />
      )}
    </Section>
  );
}
