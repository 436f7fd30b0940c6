import { Alert, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFor } from '@shared/domain/currency';
import { toDecimal, toPlainString } from '@shared/domain/decimal';
import { roundDecimal } from '@shared/domain/rounding';
import { PreviewRows } from '../../../components/data/preview-rows';
import { MaxInput } from '../../../components/order/max-input';
import { useCashBalances } from '../../../lib/cash-balances';
import { useFormat } from '../../../lib/use-format';
import { placeCash, useCashProfile, type CashProfile } from '../api/cash';
import { useCashTexts } from '../cash-texts';
import { cashPaths } from '../paths';
import { CashOrderFlow } from './cash-order-flow';
import { CashPage, Intro, Name, QueryState } from './cash-page';
import { isAmount, useAmountError } from './deposit-page';
import { useBankName } from '../../../lib/use-bank-name';

type Channel = 'manual' | 'fps';

/** `value` floored to `places` decimals, never below zero (the "Max" of an amount). */
export const floorTo = (value: string, places: number) =>
  roundDecimal(Decimal.max(0, toDecimal(value)), places, 'down');

/**
 * What a withdrawal of `amount` would do: the result code the server would give (0, ERR703 no
 * account, ERR704 over the available cash, ERR705 over today's limit) and what stays available.
 */
export function previewWithdrawal(input: {
  amount: string;
  available: string;
  limit: string;
  withdrawnToday: string;
  hasAccount: boolean;
}) {
  const amount = toDecimal(input.amount);
  const leftToday = Decimal.max(0, toDecimal(input.limit).sub(input.withdrawnToday));
  const remaining = toDecimal(input.available).sub(amount);
  const result = !input.hasAccount
    ? 'ERR703'
    : remaining.isNegative()
      ? 'ERR704'
      : amount.gt(leftToday)
        ? 'ERR705'
        : '0';
  return { result, leftToday: toPlainString(leftToday), remaining: toPlainString(remaining) };
}

function WithdrawForm(props: { accountCode: string; profile: CashProfile; channel: Channel }) {
  const { accountCode, profile, channel } = props;
  const { t } = useTranslation('cash');
  const bankName = useBankName();
  const texts = useCashTexts();
  const format = useFormat();
  const balances = useCashBalances(accountCode);
  const currencies = channel === 'fps' ? profile.fpsCurrencies : profile.currencies;
  const [currency, setCurrency] = useState(currencies[0] ?? 'HKD');
  const [method, setMethod] = useState(profile.withdrawalMethods[0] ?? 'normal');
  const [amount, setAmount] = useState('');
  const accounts = profile.bankAccounts.filter((account) =>
    channel === 'fps'
      ? account.identifierType === 'fpsId' && (account.currency ?? currency) === currency
      : account.identifierType === 'accountNumber' && account.currency === currency,
  );
  const [accountId, setAccountId] = useState<number | null>(null);
  const account = accounts.find((row) => row.id === accountId) ?? accounts[0] ?? null;
  const places = currencyFor(currency).precision;
  const available =
    balances.data?.balances.find((row) => row.currency === currency)?.available ?? '0';
  const valid = isAmount(amount, places);
  const preview = previewWithdrawal({
    amount: valid ? amount : '0',
    available,
    limit: profile.dailyWithdrawalLimits[currency] ?? '0',
    withdrawnToday: profile.withdrawnToday[currency] ?? '0',
    hasAccount: account !== null,
  });
  const money = (value: string) => format.money(value, currency);
  const fieldError = useAmountError(amount, currency);
  // The rule broken, with the figure it allows (issue 31 §14).
  const ruleOf = (result: string) =>
    result === 'ERR704'
      ? t('rule.at_most_available', { amount: money(floorTo(available, places)) })
      : result === 'ERR705'
        ? t('rule.at_most_left_today', { amount: money(preview.leftToday) })
        : texts.result(result);
  const error =
    fieldError ?? (valid && preview.result !== '0' ? ruleOf(preview.result) : undefined);
  const accountText = (row: NonNullable<typeof account>) =>
    `${row.identifier} · ${bankName(row)} (${row.holderName})`;
  const rows: [string, ReactNode][] = [
    [t('withdraw.to'), account ? <Name>{accountText(account)}</Name> : t('withdraw.no_account')],
    ...(channel === 'manual'
      ? [[t('form.method'), texts.withdrawalMethod(method)] as [string, string]]
      : []),
    [t('withdraw.available'), money(available)],
    [t('form.amount_label', { currency }), valid ? money(amount) : '–'],
    [t('withdraw.remaining'), valid ? money(preview.remaining) : '–'],
    [t('withdraw.limit_left'), money(preview.leftToday)],
    [t('form.value_date'), profile.valueDates.withdraw],
    [t('form.cut_off'), t('form.cut_off_value', { time: profile.cutOffs.withdraw })],
  ];
  const input = { accountCode, currency, amount, bankAccountId: account?.id ?? 0 };
  const common = {
    accountCode,
    canReview: valid && preview.result === '0',
    reviewHint: amount === '' ? t('form.needs_input') : t('form.needs_fix'),
    blockedReason: account === null && currencies.length > 0 ? texts.result('ERR703') : null,
    preview: (
      <Stack gap="xs">
        <PreviewRows rows={rows} />
        <Text size="xs" c="dimmed">
          {t(channel === 'fps' ? 'withdraw.what_happens_fps' : 'withdraw.what_happens')}
        </Text>
      </Stack>
    ),
  };
  const fields = (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={t('form.currency')}
        value={currency}
        data={currencies}
        onChange={(event) => {
          setCurrency(event.currentTarget.value);
          setAccountId(null);
        }}
      />
      <NativeSelect
        translate="no"
        label={t(channel === 'fps' ? 'withdraw.fps_id' : 'withdraw.account')}
        value={account ? String(account.id) : ''}
        data={
          accounts.length
            ? accounts.map((row) => ({ value: String(row.id), label: accountText(row) }))
            : [{ value: '', label: t('withdraw.no_account') }]
        }
        onChange={(event) => setAccountId(Number(event.currentTarget.value))}
      />
      {channel === 'manual' ? (
        <NativeSelect
          label={t('form.method')}
          value={method}
          data={profile.withdrawalMethods.map((value) => ({
            value,
            label: texts.withdrawalMethod(value),
          }))}
          onChange={(event) => setMethod(event.currentTarget.value as typeof method)}
        />
      ) : null}
      <MaxInput
        label={t('form.amount_label', { currency })}
        value={amount}
        error={error}
        onChange={setAmount}
        max={floorTo(available, places)}
      />
    </SimpleGrid>
  );
  return channel === 'fps' ? (
    <CashOrderFlow {...common} input={input} place={placeCash.fpsWithdrawal}>
      {fields}
    </CashOrderFlow>
  ) : (
    <CashOrderFlow {...common} input={{ ...input, method }} place={placeCash.withdrawal}>
      {fields}
    </CashOrderFlow>
  );
}

/**
 * `/cashes/withdraw` (spec §2.10, with top-up) and `/cashes/withdraws/fps` (with eDDA): a
 * withdrawal to the client's designated bank account or registered FPS id, held at once; the
 * preview shows what stays available, today's limit left, the cut-off and the value date.
 */
export function WithdrawPage({ accountCode, channel }: { accountCode: string; channel: Channel }) {
  const { t } = useTranslation('cash');
  const profile = useCashProfile(accountCode);
  return (
    <CashPage title={t(channel === 'fps' ? 'withdraw.fps_title' : 'withdraw.title')}>
      <Intro
        text={t(channel === 'fps' ? 'withdraw.fps_intro' : 'withdraw.intro')}
        link={t('withdraw.how_it_works')}
        to={cashPaths.withdrawInstruction}
      />
      <QueryState query={profile}>
        {(data) =>
          channel === 'fps' && data.fpsCurrencies.length === 0 ? (
            <Alert color="gray">{t('result.edda_not_enabled')}</Alert>
          ) : (
            <WithdrawForm accountCode={accountCode} profile={data} channel={channel} />
          )
        }
      </QueryState>
    </CashPage>
  );
}
