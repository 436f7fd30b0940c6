import { Alert, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFor } from '@shared/domain/currency';
import { toDecimal } from '@shared/domain/decimal';
import { PreviewRows } from '../../../components/data/preview-rows';
import { orderFieldClasses } from '../../../components/order/max-input';
import { useFormat } from '../../../lib/use-format';
import { placeCash, useEddaAuthorisations, type EddaAuthorisation } from '../api/cash';
import { cashPaths } from '../paths';
import { CashOrderFlow } from './cash-order-flow';
import { EddaRecentDeposits } from './edda-recent-deposits';
import { CashPage, Name, Intro, QueryState } from './cash-page';
import { isAmount, useAmountError } from './deposit-page';
import { useBankName } from '../../../lib/use-bank-name';

function EddaDepositForm(props: {
  accountCode: string;
  approved: readonly EddaAuthorisation[];
  ddaReference?: string;
}) {
  const { accountCode, approved } = props;
  const { t } = useTranslation('cash');
  const bankName = useBankName();
  const format = useFormat();
  const [reference, setReference] = useState(
    approved.find((row) => row.ddaReference === props.ddaReference)?.ddaReference ??
      approved[0]?.ddaReference ??
      '',
  );
  const [amount, setAmount] = useState('');
  const authorisation = approved.find((row) => row.ddaReference === reference) ?? approved[0];
  const currency = authorisation?.currency ?? 'HKD';
  const places = currencyFor(currency).precision;
  const valid = isAmount(amount, places);
  const isOver =
    valid && authorisation !== undefined && toDecimal(amount).gt(authorisation.debitLimit);
  const error =
    useAmountError(amount, currency) ??
    (isOver && authorisation
      ? t('rule.at_most_debit_limit', { amount: format.money(authorisation.debitLimit, currency) })
      : undefined);
  const label = (row: EddaAuthorisation) =>
    `${row.ddaReference} · ${bankName(row)} ${row.accountNumber} (${row.currency})`;
  const rows: [string, ReactNode][] = [
    [
      t('edda.from'),
      authorisation ? (
        <Name>{`${bankName(authorisation)} ${authorisation.accountNumber}`}</Name>
      ) : (
        '–'
      ),
    ],
    [t('edda.reference'), reference || '–'],
    [t('form.amount_label', { currency }), valid ? format.money(amount, currency) : '–'],
    [t('edda.debit_limit'), authorisation ? format.money(authorisation.debitLimit, currency) : '–'],
  ];
  return (
    <CashOrderFlow
      accountCode={accountCode}
      isTradePasswordFree
      canReview={valid && !isOver}
      reviewHint={amount === '' ? t('form.needs_input') : t('form.needs_fix')}
      preview={
        <Stack gap="xs">
          <PreviewRows rows={rows} />
          <Text size="xs" c="dimmed">
            {t('edda.what_happens')}
          </Text>
        </Stack>
      }
      input={{ accountCode, ddaReference: reference, amount }}
      place={placeCash.eddaDeposit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          translate="no"
          label={t('edda.authorisation')}
          value={reference}
          data={approved.map((row) => ({ value: row.ddaReference, label: label(row) }))}
          onChange={(event) => setReference(event.currentTarget.value)}
        />
        <TextInput
          label={t('form.amount_label', { currency })}
          inputMode="decimal"
          value={amount}
          error={error}
          classNames={orderFieldClasses}
          onChange={(event) => setAmount(event.currentTarget.value.trim())}
        />
      </SimpleGrid>
    </CashOrderFlow>
  );
}

/**
 * `/cashes/requests/ddi/{ddaReference?}` (spec §2.10, with eDDA): a deposit by direct debit under
 * an approved eDDA authorisation (the one named, else the first); the simulated bank answers
 * within seconds and the cash is credited.
 */
export function EddaDepositPage(props: { accountCode: string; ddaReference?: string }) {
  const { t } = useTranslation('cash');
  const authorisations = useEddaAuthorisations(props.accountCode);
  return (
    <CashPage title={t('edda.deposit_title')}>
      <Intro text={t('edda.deposit_intro')} link={t('edda.manage')} to={cashPaths.sdda} />
      <QueryState query={authorisations}>
        {(data) => {
          const approved = data.authorisations.filter((row) => row.status === 'A');
          return approved.length === 0 ? (
            <Alert color="orange">{t('result.edda_authorisation_not_approved')}</Alert>
          ) : (
            <EddaDepositForm
              accountCode={props.accountCode}
              approved={approved}
              ddaReference={props.ddaReference}
            />
          );
        }}
      </QueryState>
      <EddaRecentDeposits accountCode={props.accountCode} />
    </CashPage>
  );
}
