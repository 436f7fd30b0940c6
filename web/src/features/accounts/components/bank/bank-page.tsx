import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../../components/data/data-table';
import { QueryState } from '../../../../components/data/query-state';
import { StatusBadge, type StatusFamily } from '../../../../components/data/status-badge';
import { ConfirmButton } from '../../../../components/form/confirm-button';
import { MessageAlert, outcomeMessage } from '../../../../lib/message';
import { useBankAccounts, useRemoveBankAccount, type BankAccount } from '../../api/bank-account';
import { AccountPage, dateOf, RestrictedNote, useIsRestricted } from '../account-page';
import { BankAccountForm } from './bank-account-form';
import { IDENTIFIER_KEY } from '../../text-keys';
import { useBankName } from '../../../../lib/use-bank-name';

const FAMILY: Readonly<Record<BankAccount['status'], StatusFamily>> = {
  pending: 'working',
  approved: 'done',
  rejected: 'failed',
};

/**
 * `/accounts/bank` (spec §2.9, issue 25 §4): the designated bank accounts per currency with their
 * review status; the client adds one with its proof (pending until approved) or removes one after
 * confirming. Restricted mode shows the list only.
 */
export function BankPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('accountPages');
  const accounts = useBankAccounts(accountCode);
  const remove = useRemoveBankAccount(accountCode);
  const isRestricted = useIsRestricted();
  const [isAdding, setAdding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const bankName = useBankName();
  const label = (row: BankAccount) => `${row.bankCode} ${row.identifier}`;
  const removal = outcomeMessage(remove, (answer) =>
    answer.result === 'ok' ? null : { key: `accountPages:bank.results.${answer.result}` },
  );
  const columns: Column<BankAccount>[] = [
    {
      key: 'currency',
      heading: t('bank.currency'),
      cell: (row) => row.currency ?? t('bank.any_fps_currency'),
      phone: 'figure',
    },
    {
      key: 'bank',
      heading: t('bank.bank'),
      cell: (row) => <span translate="no">{`${row.bankCode} ${bankName(row)}`}</span>,
      phone: 'title',
    },
    {
      key: 'identifier',
      heading: t('bank.identifier'),
      cell: (row) => (
        <>
          <Text
            size="xs"
            c="dimmed"
            component="span"
          >{`${t(`bank.identifier_types.${IDENTIFIER_KEY[row.identifierType]}`)} `}</Text>
          <span translate="no" style={{ whiteSpace: 'nowrap' }}>
            {row.identifier}
          </span>
        </>
      ),
      // On a phone the account is the card's second line, under the bank.
      phone: 'title',
    },
    {
      key: 'holder',
      heading: t('bank.holder'),
      cell: (row) => <span translate="no">{row.holderName}</span>,
    },
    {
      key: 'status',
      heading: t('bank.status'),
      cell: (row) => (
        <StatusBadge family={FAMILY[row.status]}>{t(`bank.statuses.${row.status}`)}</StatusBadge>
      ),
      phone: 'status',
    },
    {
      key: 'added',
      heading: t('bank.added_on'),
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{dateOf(row.createdAt)}</span>,
    },
  ];
  if (!isRestricted) {
    columns.push({
      key: 'remove',
      heading: '',
      phone: 'action',
      cell: (row) => (
        <ConfirmButton
          title={t('bank.remove_title')}
          question={t('bank.remove_question', { account: label(row) })}
          confirmLabel={t('bank.remove')}
          aria-label={t('bank.remove_label', { account: label(row) })}
          buttonProps={{
            variant: 'subtle',
            color: 'red',
            size: 'xs',
            disabled: !row.canRemove || remove.isPending,
          }}
          onConfirm={() => {
            setDone(null);
            remove.mutate(row.id, {
              onSuccess: (answer) =>
                answer.result === 'ok' ? setDone(t('bank.removed')) : undefined,
            });
          }}
        >
          {t('bank.remove')}
        </ConfirmButton>
      ),
    });
  }
  return (
    <AccountPage title={t('bank.title')} intro={t('bank.intro')}>
      {done ? (
        <Alert color="green" role="status" data-testid="bank-done">
          {done}
        </Alert>
      ) : null}
      {removal ? <MessageAlert message={removal} /> : null}
      <QueryState
        query={accounts}
        isEmpty={(data) => data.accounts.length === 0}
        emptyText={t('bank.empty')}
      >
        {(data) => (
          <DataTable
            rows={data.accounts}
            columns={columns}
            rowKey={(row) => row.id}
            rowAttributes={(row) => ({ 'data-bank-account': row.id, 'data-status': row.status })}
          />
        )}
      </QueryState>
      {isRestricted ? (
        <RestrictedNote />
      ) : isAdding && accounts.data ? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <BankAccountForm
            accountCode={accountCode}
            setup={accounts.data}
            onCancel={() => setAdding(false)}
            onDone={(message) => {
              setAdding(false);
              setDone(message);
            }}
          />
        </Paper>
      ) : (
        <Group>
          <Button
            disabled={!accounts.data}
            onClick={() => {
              setDone(null);
              setAdding(true);
            }}
          >
            {t('bank.add')}
          </Button>
        </Group>
      )}
    </AccountPage>
  );
}
