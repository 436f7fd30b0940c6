import { Button, Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { callApi } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import {
  adminAccountKeys,
  type AdminAccountPage,
  type AdminAdvisorLink,
  type useAccountActions,
} from '../api/admin-account';
import { Name, Section } from './admin-page';
import { Outcome } from './outcome';

type Actions = ReturnType<typeof useAccountActions>;

/** The id of the account whose code is exactly `code` (any case), or null when none is. */
async function accountIdOf(code: string): Promise<number | null> {
  const wanted = code.trim().toUpperCase();
  const page = await callApi('admin-account/searchAccounts', {
    code: wanted,
    offset: 0,
    limit: 50,
  });
  return page.accounts.find((row) => row.accountCode.toUpperCase() === wanted)?.accountId ?? null;
}

/** One side's links: the other party, the stock-instruction permission, and unlinking. */
function LinkTable(props: {
  links: readonly AdminAdvisorLink[];
  /** Which party each row names: the client (the account advises) or the advisor. */
  other: 'client' | 'advisor';
  isReadOnly: boolean;
  actions: Actions;
}) {
  const { t } = useTranslation('admins');
  const format = useFormat();
  const code = (row: AdminAdvisorLink) =>
    props.other === 'client' ? row.clientCode : row.advisorCode;
  const ids = (row: AdminAdvisorLink) => ({
    advisorAccountId: row.advisorAccountId,
    clientAccountId: row.clientAccountId,
  });
  const columns: Column<AdminAdvisorLink>[] = [
    {
      key: 'code',
      heading: t(`links.${props.other}`),
      phone: 'title',
      cell: (row) => <Name>{code(row)}</Name>,
    },
    {
      key: 'name',
      heading: t('account.name'),
      phone: 'figure',
      cell: (row) => <Name>{props.other === 'client' ? row.clientName : row.advisorName}</Name>,
    },
    {
      key: 'permission',
      heading: t('links.can_instruct_stocks'),
      phone: 'status',
      cell: (row) => (
        <Switch
          checked={row.canInstructStocks}
          disabled={props.isReadOnly || props.actions.link.isPending}
          aria-label={t('links.permission_label', { code: code(row) })}
          label={row.canInstructStocks ? t('links.allowed') : t('links.not_allowed')}
          onChange={(event) =>
            props.actions.link.mutate({
              ...ids(row),
              canInstructStocks: event.currentTarget.checked,
            })
          }
        />
      ),
    },
    { key: 'since', heading: t('links.since'), cell: (row) => format.date(row.createdAt) },
    {
      key: 'unlink',
      heading: '',
      phone: 'action',
      cell: (row) =>
        props.isReadOnly ? null : (
          <ConfirmButton
            title={t('links.unlink')}
            question={t('links.unlink_question', {
              advisor: row.advisorCode,
              client: row.clientCode,
            })}
            confirmLabel={t('links.unlink')}
            aria-label={t('links.unlink_label', { code: code(row) })}
            buttonProps={{ size: 'compact-sm', variant: 'light', color: 'red' }}
            onConfirm={() => props.actions.unlink.mutate(ids(row))}
          >
            {t('links.unlink')}
          </ConfirmButton>
        ),
    },
  ];
  return (
    <DataTable
      caption={t(`links.caption_${props.other}`)}
      rows={props.links}
      columns={columns}
      rowKey={(row) => `${row.advisorAccountId}-${row.clientAccountId}`}
      rowAttributes={(row) => ({ 'data-link': code(row) })}
    />
  );
}

/** Links a new party to the account, by the other party's code. */
function AddLink(props: { page: AdminAccountPage; other: 'client' | 'advisor' }) {
  const { t } = useTranslation('admins');
  const [code, setCode] = useState('');
  const [canInstruct, setCanInstruct] = useState(false);
  const { accountId } = props.page.account;
  const queryClient = useQueryClient();
  const link = useMutation({
    mutationFn: async () => {
      const otherId = await accountIdOf(code);
      if (otherId === null) return { result: 'not_found' } as const;
      return callApi(
        'admin-account/linkAdvisor',
        props.other === 'client'
          ? {
              advisorAccountId: accountId,
              clientAccountId: otherId,
              canInstructStocks: canInstruct,
            }
          : {
              advisorAccountId: otherId,
              clientAccountId: accountId,
              canInstructStocks: canInstruct,
            },
      );
    },
    onSuccess: async (answer) => {
      if (answer.result === 'ok') setCode('');
      await queryClient.invalidateQueries({ queryKey: adminAccountKeys.all });
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) link.mutate();
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t(`links.add_${props.other}`)}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Checkbox
            label={t('links.can_instruct_stocks')}
            checked={canInstruct}
            onChange={(event) => setCanInstruct(event.currentTarget.checked)}
            mb={8}
          />
          <Button type="submit" variant="default" loading={link.isPending} disabled={!code.trim()}>
            {t('links.link')}
          </Button>
        </Group>
        <Outcome call={link} done={t('links.linked')} />
      </Stack>
    </form>
  );
}

/**
 * The account's advisor links (spec §3 advisor linkage, §6 stock-instruction permission): an
 * advisor or manager with its clients, a client with its advisors.
 */
export function AccountLinks({ page, actions }: { page: AdminAccountPage; actions: Actions }) {
  const { t } = useTranslation('admins');
  const { role } = page.account;
  const isAdvisor = role === 'advisor' || role === 'manager';
  const isClient = role === 'user';
  if (!isAdvisor && !isClient && page.advisees.length === 0 && page.advisors.length === 0) {
    return null;
  }
  return (
    <Section title={t('links.title')} testId="account-links">
      {page.advisees.length > 0 ? (
        <LinkTable
          links={page.advisees}
          other="client"
          isReadOnly={page.isReadOnly}
          actions={actions}
        />
      ) : null}
      {page.advisors.length > 0 ? (
        <LinkTable
          links={page.advisors}
          other="advisor"
          isReadOnly={page.isReadOnly}
          actions={actions}
        />
      ) : null}
      {page.advisees.length === 0 && page.advisors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('links.none')}
        </Text>
      ) : null}
      <Outcome call={actions.unlink} done={t('links.unlinked')} />
      <Outcome call={actions.link} />
      {page.isReadOnly || !(isAdvisor || isClient) ? null : (
        <AddLink page={page} other={isAdvisor ? 'client' : 'advisor'} />
      )}
    </Section>
  );
}
