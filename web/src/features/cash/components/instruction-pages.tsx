import { Button, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import { useCashProfile, type CashProfile } from '../api/cash';
import { useCashOptions } from '../area-options';
import { cashPaths } from '../paths';
import { CashPage, Name, QueryState } from './cash-page';
import { useBankName } from '../../../lib/use-bank-name';

type Payee = CashProfile['payeeAccounts'][number];
type BankAccount = CashProfile['bankAccounts'][number];

/**
 * `/cashes/requests/instruction` (spec §2.10): the firm's receiving accounts per currency, from
 * the server, and how to pay into them, then the deposit request that tells the firm.
 */
export function DepositInstructionPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const bankName = useBankName();
  const profile = useCashProfile(accountCode);
  return (
    <CashPage title={t('deposit_instruction.title')}>
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>{t('deposit_instruction.step_pay')}</List.Item>
        <List.Item>{t('deposit_instruction.step_reference', { account: accountCode })}</List.Item>
        <List.Item>{t('deposit_instruction.step_request')}</List.Item>
      </List>
      <div>
        <Button component={Link} to={cashPaths.request} variant="light">
          {t('deposit.title')}
        </Button>
      </div>
      <QueryState
        query={profile}
        isEmpty={(data) => data.payeeAccounts.length === 0}
        emptyText={t('deposit_instruction.none')}
      >
        {(data) => (
          <>
            <DataTable<Payee>
              caption={t('deposit_instruction.caption')}
              rows={data.payeeAccounts}
              rowKey={(row) => row.currency}
              columns={[
                {
                  key: 'currency',
                  heading: t('form.currency'),
                  cell: (row) => row.currency,
                  phone: 'title',
                },
                {
                  key: 'number',
                  heading: t('deposit_instruction.account_number'),
                  cell: (row) => row.accountNumber,
                  phone: 'figure',
                },
                {
                  key: 'name',
                  heading: t('deposit_instruction.account_name'),
                  cell: (row) => <Name>{row.accountName}</Name>,
                  phone: 'status',
                },
                {
                  key: 'bank',
                  heading: t('form.bank_name'),
                  cell: (row) => <Name>{`${bankName(row)} (${row.bankCode})`}</Name>,
                },
                {
                  key: 'swift',
                  heading: t('deposit_instruction.swift'),
                  cell: (row) => <Name>{row.swiftCode}</Name>,
                },
                {
                  key: 'fps',
                  heading: t('deposit_instruction.fps_id'),
                  cell: (row) => row.fpsId ?? '–',
                },
              ]}
            />
            <Text size="sm" c="dimmed">
              {t('deposit_instruction.cut_off', {
                time: data.cutOffs.deposit,
                date: data.valueDates.deposit,
              })}
            </Text>
          </>
        )}
      </QueryState>
    </CashPage>
  );
}

/**
 * `/cashes/withdraws/instruction` (spec §2.10): where withdrawals go (the designated bank
 * accounts, the FPS id), the cut-off, the value date and today's limits.
 */
export function WithdrawInstructionPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const bankName = useBankName();
  const format = useFormat();
  const { hasEdda } = useCashOptions();
  const profile = useCashProfile(accountCode);
  return (
    <CashPage title={t('withdraw_instruction.title')}>
      <QueryState query={profile}>
        {(data) => (
          <>
            <List size="sm" spacing={4}>
              <List.Item>{t('withdraw_instruction.designated')}</List.Item>
              <List.Item>{t('withdraw_instruction.hold')}</List.Item>
              <List.Item>
                {t('withdraw_instruction.cut_off', {
                  time: data.cutOffs.withdraw,
                  date: data.valueDates.withdraw,
                })}
              </List.Item>
              <List.Item>{t('withdraw_instruction.cancel')}</List.Item>
              {hasEdda ? <List.Item>{t('withdraw_instruction.fps')}</List.Item> : null}
            </List>
            <Title order={2} size="h4">
              {t('withdraw_instruction.accounts')}
            </Title>
            {data.bankAccounts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('withdraw.no_account')}
              </Text>
            ) : (
              <DataTable<BankAccount>
                caption={t('withdraw_instruction.accounts')}
                rows={data.bankAccounts}
                rowKey={(row) => row.id}
                columns={[
                  {
                    key: 'bank',
                    heading: t('form.bank_name'),
                    cell: (row) => <Name>{bankName(row)}</Name>,
                    phone: 'title',
                  },
                  {
                    key: 'id',
                    heading: t('withdraw_instruction.identifier'),
                    cell: (row) =>
                      `${t(`identifier.${row.identifierType === 'fpsId' ? 'fps_id' : 'account_number'}`)} ${row.identifier}`,
                    phone: 'status',
                  },
                  {
                    key: 'currency',
                    heading: t('form.currency'),
                    cell: (row) => row.currency ?? data.fpsCurrencies.join(', '),
                    phone: 'figure',
                  },
                  {
                    key: 'holder',
                    heading: t('withdraw_instruction.holder'),
                    cell: (row) => <Name>{row.holderName}</Name>,
                  },
                ]}
              />
            )}
            <Title order={2} size="h4">
              {t('withdraw_instruction.limits')}
            </Title>
            <DataTable<string>
              caption={t('withdraw_instruction.limits')}
              rows={data.currencies}
              rowKey={(currency) => currency}
              columns={[
                {
                  key: 'currency',
                  heading: t('form.currency'),
                  cell: (currency) => currency,
                  phone: 'title',
                },
                {
                  key: 'limit',
                  heading: t('withdraw_instruction.daily_limit'),
                  numeric: true,
                  cell: (currency) =>
                    format.money(data.dailyWithdrawalLimits[currency] ?? '0', currency),
                  phone: 'figure',
                },
                {
                  key: 'used',
                  heading: t('withdraw_instruction.used_today'),
                  numeric: true,
                  cell: (currency) => format.money(data.withdrawnToday[currency] ?? '0', currency),
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </CashPage>
  );
}
