import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { StatusBadge } from '../../../components/data/status-badge';
import { useFormat } from '../../../lib/use-format';
import { ACCOUNT_STATUS_FAMILY, useAdminTexts } from '../admin-texts';
import { useAccountActions, useAdminAccount, type AdminAccountPage } from '../api/admin-account';
import { AccountAudit } from './account-audit';
import { AccountForm, fieldsOf } from './account-form';
import { AccountLinks } from './account-links';
import { AccountSecurity, AccountSessions } from './account-security';
import { AdminPage, Name, QueryState, Section } from './admin-page';
import { Outcome } from './outcome';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** What the account is: its facts at a glance. */
function Facts({ page }: { page: AdminAccountPage }) {
  const { t } = useTranslation('admins');
  const texts = useAdminTexts();
  const format = useFormat();
  const { account } = page;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
      <Fact label={t('account.status')}>
        <StatusBadge family={ACCOUNT_STATUS_FAMILY[account.status]}>
          {texts.status(account.status)}
        </StatusBadge>
      </Fact>
      <Fact label={t('account.source')}>{texts.source(account.source)}</Fact>
      <Fact label={t('account.role')}>{texts.roleWithRank(account.role, account.rank)}</Fact>
      <Fact label={t('account.two_factor')}>{texts.twoFactor(account.twoFactor)}</Fact>
      <Fact label={t('account.last_login')}>
        {account.lastLoginAt
          ? t('account.last_login_at', {
              time: format.dateTime(account.lastLoginAt),
              result: texts.lastLogin(account.lastLoginStatus),
            })
          : texts.lastLogin(null)}
      </Fact>
      <Fact label={t('account.created_at')}>{format.dateTime(account.createdAt)}</Fact>
      <Fact label={t('account.password')}>
        {account.mustChangePassword ? t('account.must_change') : t('account.password_set')}
      </Fact>
      <Fact label={t('account.sign_in_failures')}>
        {account.signInDelayedUntil
          ? t('account.delayed_until', {
              count: account.signInFailures,
              time: format.dateTime(account.signInDelayedUntil),
            })
          : t('account.failures', { count: account.signInFailures })}
      </Fact>
    </SimpleGrid>
  );
}

function Details({ page }: { page: AdminAccountPage }) {
  const { t } = useTranslation('admins');
  const { account } = page;
  const actions = useAccountActions(account.accountId);
  const isCreated = (useLocation().state as { isCreated?: boolean } | null)?.isCreated === true;
  // The account's own role is offered even where the admin could not give it (read only then).
  const roles = page.assignableRoles.includes(account.role)
    ? page.assignableRoles
    : [account.role, ...page.assignableRoles];
  return (
    <Stack gap="lg">
      {isCreated ? (
        <Alert color="green" role="status">
          {t('add.created', { code: account.accountCode })}
        </Alert>
      ) : null}
      {page.isReadOnly ? (
        <Alert color="gray" role="status" data-testid="read-only-note">
          {t('detail.read_only')}
        </Alert>
      ) : null}
      <Facts page={page} />
      <Section title={t('detail.fields')}>
        <AccountForm
          // A fresh form when the account changes under it (after a save).
          key={`${account.role}|${account.displayName}|${account.email}|${account.mobile}|${account.twoFactor}|${account.tradePasswordRequired}`}
          initial={{
            accountCode: account.accountCode,
            source: account.source,
            role: account.role,
            displayName: account.displayName,
            email: account.email ?? '',
            mobile: account.mobile ?? '',
            twoFactor: account.twoFactor ?? '',
            tradePasswordRequired: account.tradePasswordRequired,
          }}
          hasCode={false}
          roles={roles}
          isReadOnly={page.isReadOnly}
          isBusy={actions.update.isPending}
          submitLabel={t('detail.save')}
          error={actions.update.error}
          outcome={<Outcome call={actions.update} done={t('detail.saved')} />}
          onSubmit={(values) => actions.update.mutate(fieldsOf(values))}
        />
      </Section>
      <AccountSecurity page={page} actions={actions} />
      <AccountSessions page={page} actions={actions} />
      <AccountLinks page={page} actions={actions} />
      <AccountAudit events={page.audit} />
    </Stack>
  );
}

/**
 * `/admins/account/{id}` (spec §2.13): one account: its fields, status, password and two-factor
 * resets, sign-in throttles, sessions (kicked by the spec §4 rule), advisor links and its audit
 * trail. An account the admin may not change (its own, or ranked at or above it) is read only.
 */
export function AccountDetailPage({ accountId }: { accountId: number }) {
  const { t } = useTranslation('admins');
  const account = useAdminAccount(accountId);
  const code = account.data?.account.accountCode;
  return (
    <AdminPage title={code ? t('detail.title', { code }) : t('detail.title_loading')}>
      {code ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            <Name>{account.data?.account.displayName}</Name>
          </Text>
        </Group>
      ) : null}
      <QueryState query={account}>{(page) => <Details page={page} />}</QueryState>
    </AdminPage>
  );
}
