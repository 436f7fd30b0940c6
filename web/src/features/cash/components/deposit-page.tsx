import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFor } from '@shared/domain/currency';
import { isDecimalString } from '@shared/domain/decimal';
import { PreviewRows } from '../../../components/data/preview-rows';
import { isProofOk, ProofInput, type Proof } from '../../../components/form/proof-input';
import { orderFieldClasses } from '../../../components/order/max-input';
import { useFormat } from '../../../lib/use-format';
import { placeCash, useCashProfile, type CashProfile } from '../api/cash';
import { useCashTexts } from '../cash-texts';
import { cashPaths } from '../paths';
import { CashOrderFlow } from './cash-order-flow';
import { CashPage, Intro, Name, QueryState } from './cash-page';

/** Whether `text` is an amount above zero within `places` decimals. */
export function isAmount(text: string, places: number): boolean {
  if (!isDecimalString(text) || text.startsWith('-')) return false;
  if ((text.split('.')[1] ?? '').length > places) return false;
  return /[1-9]/.test(text);
}

/**
 * The amount field's error text naming the rule it breaks (issue 31 §14): more decimals than
 * the currency has ("2 decimals at most for HKD"), or not above zero ("above HKD 0.00");
 * nothing while empty or fine.
 */
export function useAmountError(amount: string, currency: string) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const places = currencyFor(currency).precision;
  if (amount === '' || isAmount(amount, places)) return undefined;
  const isNumber = isDecimalString(amount) && !amount.startsWith('-');
  if (isNumber && /[1-9]/.test(amount)) return t('rule.decimals', { places, currency });
  return t('rule.above_zero', { zero: format.money('0', currency) });
}

function DepositForm({ accountCode, profile }: { accountCode: string; profile: CashProfile }) {
  const { t } = useTranslation('cash');
  const texts = useCashTexts();
  const format = useFormat();
  const [method, setMethod] = useState(profile.depositMethods[0] ?? 'bankTransfer');
  const [currency, setCurrency] = useState(profile.currencies[0] ?? 'HKD');
  const [amount, setAmount] = useState('');
  const [bankName, setBankName] = useState('');
  const [bankAccount, setBankAccount] = useState('');
  const [proof, setProof] = useState<Proof | null>(null);
  const places = currencyFor(currency).precision;
  const isProofRequired = profile.proofRequiredMethods.includes(method);
  const proofOk = isProofOk(proof);
  const amountError = useAmountError(amount, currency);
  const missing =
    !isAmount(amount, places) || bankName.trim() === '' || (isProofRequired && !proofOk);
  const money = (value: string) => format.money(value, currency);
  const rows: [string, ReactNode][] = [
    [t('form.method'), texts.depositMethod(method)],
    [t('form.amount_label', { currency }), isAmount(amount, places) ? money(amount) : '–'],
    [t('form.bank_name'), <Name key="bank">{bankName.trim() || '–'}</Name>],
    [
      t('deposit.proof'),
      proofOk ? <Name key="proof">{proof.fileName}</Name> : t('deposit.no_proof'),
    ],
    [t('form.value_date'), profile.valueDates.deposit],
    [t('form.cut_off'), t('form.cut_off_value', { time: profile.cutOffs.deposit })],
  ];
  return (
    <CashOrderFlow
      accountCode={accountCode}
      isTradePasswordFree
      canReview={!missing}
      reviewHint={amount === '' ? t('form.needs_input') : t('form.needs_fix')}
      preview={
        <Stack gap="xs">
          <PreviewRows rows={rows} />
          <Text size="xs" c="dimmed">
            {t('deposit.what_happens')}
          </Text>
        </Stack>
      }
      input={{
        accountCode,
        method,
        currency,
        amount,
        bankName: bankName.trim(),
        bankAccount: bankAccount.trim() || undefined,
        proof: proofOk
          ? { fileName: proof.fileName, contentBase64: proof.contentBase64 }
          : undefined,
      }}
      place={placeCash.deposit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('form.method')}
          value={method}
          data={profile.depositMethods.map((value) => ({
            value,
            label: texts.depositMethod(value),
          }))}
          onChange={(event) => setMethod(event.currentTarget.value as typeof method)}
        />
        <NativeSelect
          label={t('form.currency')}
          value={currency}
          data={profile.currencies}
          onChange={(event) => setCurrency(event.currentTarget.value)}
        />
        <TextInput
          label={t('form.amount_label', { currency })}
          inputMode="decimal"
          value={amount}
          error={amountError}
          classNames={orderFieldClasses}
          onChange={(event) => setAmount(event.currentTarget.value.trim())}
        />
        <TextInput
          label={t('form.bank_name')}
          value={bankName}
          maxLength={120}
          onChange={(event) => setBankName(event.currentTarget.value)}
        />
        <TextInput
          label={t('deposit.bank_account')}
          description={t('form.optional')}
          value={bankAccount}
          maxLength={40}
          onChange={(event) => setBankAccount(event.currentTarget.value)}
        />
        <ProofInput
          label={t('deposit.proof')}
          description={`${isProofRequired ? t('deposit.proof_required') : t('form.optional')} · ${t(
            'deposit.proof_hint',
            {
              types: profile.proof.extensions
                .map((extension) => extension.toUpperCase())
                .join(', '),
              size: Math.floor(profile.proof.maxBytes / 1024),
            },
          )}`}
          limits={profile.proof}
          texts={{ wrongType: texts.result('ERR104'), tooLarge: texts.result('ERR105') }}
          proof={proof}
          onChange={setProof}
        />
      </SimpleGrid>
    </CashOrderFlow>
  );
}

/** `/cashes/request` (spec §2.10, with top-up): a deposit request with its proof of payment. */
export function DepositPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const profile = useCashProfile(accountCode);
  return (
    <CashPage title={t('deposit.title')}>
      <Intro
        text={t('deposit.intro')}
        link={t('deposit.how_to_pay')}
        to={cashPaths.requestInstruction}
      />
      <QueryState query={profile}>
        {(data) => <DepositForm accountCode={accountCode} profile={data} />}
      </QueryState>
    </CashPage>
  );
}
