import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currencyFor } from '@shared/domain/currency';
import { DataTable } from '../../../components/data/data-table';
import { PreviewRows } from '../../../components/data/preview-rows';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { AgreementPanel } from '../../../components/legal/agreement-panel';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useFormat } from '../../../lib/use-format';
import {
  useCancelEdda,
  useCashProfile,
  useEddaAuthorisations,
  useSetupEdda,
  type CashProfile,
  type EddaAuthorisation,
} from '../api/cash';
import { useCashTexts } from '../cash-texts';
import { cashPaths } from '../paths';
import { CashPage, Name, EddaStatus, QueryState } from './cash-page';
import { isAmount } from './deposit-page';
import { useBankName } from '../../../lib/use-bank-name';

type Draft = {
  holderName: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  idType: EddaAuthorisation['idType'];
  idNumber: string;
  currency: string;
  debitLimit: string;
};

function SetupForm({ accountCode, profile }: { accountCode: string; profile: CashProfile }) {
  const { t } = useTranslation('cash');
  const texts = useCashTexts();
  const format = useFormat();
  const setup = useSetupEdda(accountCode);
  const [isConfirming, setConfirming] = useState(false);
  const [hasAccepted, setAccepted] = useState(false);
  const [draft, setDraft] = useState<Draft>({
    holderName: '',
    bankCode: '',
    bankName: '',
    accountNumber: '',
    idType: profile.eddaIdTypes[0] ?? 'ID',
    idNumber: '',
    currency: profile.fpsCurrencies[0] ?? 'HKD',
    debitLimit: '',
  });
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });
  const places = currencyFor(draft.currency).precision;
  const isComplete =
    draft.holderName.trim() !== '' &&
    /^\d{3}$/.test(draft.bankCode) &&
    draft.bankName.trim() !== '' &&
    /^[0-9-]{6,20}$/.test(draft.accountNumber) &&
    draft.idNumber.trim() !== '' &&
    isAmount(draft.debitLimit, places);
  const answer = setup.data;
  if (answer?.result === '0' && answer.authorisation) {
    return (
      <Stack>
        <Alert color="green" role="status">
          {t('sdda.sent', {
            reference: answer.authorisation.ddaReference,
            status: texts.eddaStatus(answer.authorisation.status),
          })}
        </Alert>
        <Group>
          <Button
            variant="default"
            onClick={() => {
              setup.reset();
              setConfirming(false);
              setAccepted(false);
            }}
          >
            {t('sdda.another')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const rows: [string, ReactNode][] = [
    [t('sdda.holder_name'), <Name key="holder">{draft.holderName}</Name>],
    [t('form.bank_name'), <Name key="bank">{`${draft.bankName} (${draft.bankCode})`}</Name>],
    [t('sdda.account_number'), draft.accountNumber],
    [t('sdda.id'), `${texts.idType(draft.idType)} ${draft.idNumber}`],
    [
      t('edda.debit_limit'),
      isAmount(draft.debitLimit, places) ? format.money(draft.debitLimit, draft.currency) : '–',
    ],
  ];
  return (
    <Stack>
      <fieldset
        disabled={isConfirming || setup.isPending}
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('sdda.holder_name')}
            value={draft.holderName}
            maxLength={120}
            onChange={(event) => set('holderName')(event.currentTarget.value)}
          />
          <TextInput
            label={t('sdda.bank_code')}
            description={t('sdda.bank_code_hint')}
            value={draft.bankCode}
            maxLength={3}
            inputMode="numeric"
            onChange={(event) => set('bankCode')(event.currentTarget.value.trim())}
          />
          <TextInput
            label={t('form.bank_name')}
            value={draft.bankName}
            maxLength={120}
            onChange={(event) => set('bankName')(event.currentTarget.value)}
          />
          <TextInput
            label={t('sdda.account_number')}
            value={draft.accountNumber}
            maxLength={20}
            inputMode="numeric"
            onChange={(event) => set('accountNumber')(event.currentTarget.value.trim())}
          />
          <NativeSelect
            label={t('sdda.id_type')}
            value={draft.idType}
            data={profile.eddaIdTypes.map((value) => ({ value, label: texts.idType(value) }))}
            onChange={(event) => set('idType')(event.currentTarget.value)}
          />
          <TextInput
            label={t('sdda.id_number')}
            value={draft.idNumber}
            maxLength={30}
            onChange={(event) => set('idNumber')(event.currentTarget.value.trim())}
          />
          <NativeSelect
            label={t('form.currency')}
            value={draft.currency}
            data={profile.fpsCurrencies}
            onChange={(event) => set('currency')(event.currentTarget.value)}
          />
          <TextInput
            label={t('edda.debit_limit')}
            inputMode="decimal"
            value={draft.debitLimit}
            onChange={(event) => set('debitLimit')(event.currentTarget.value.trim())}
          />
        </SimpleGrid>
      </fieldset>
      {isConfirming ? (
        <>
          <Title order={2} size="h4">
            {t('flow.confirm_title')}
          </Title>
          <Paper withBorder p="md">
            <PreviewRows rows={rows} />
          </Paper>
          <AgreementPanel type="edda" emptyText={t('sdda.no_agreement')} />
          <Checkbox
            label={t('sdda.accept')}
            checked={hasAccepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
          />
        </>
      ) : null}
      {answer && answer.result !== '0' ? (
        <Alert color="red" role="alert">
          {texts.refusal(answer)}
        </Alert>
      ) : null}
      {setup.error ? <MessageAlert message={apiErrorMessage(setup.error)} /> : null}
      <Group>
        {isConfirming ? (
          <>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {texts.flow.back}
            </Button>
            <Button
              loading={setup.isPending}
              disabled={!hasAccepted}
              onClick={() =>
                setup.mutate({
                  ...draft,
                  debitLimit: draft.debitLimit,
                  hasAcceptedAgreement: hasAccepted,
                })
              }
            >
              {t('sdda.submit')}
            </Button>
          </>
        ) : (
          <Button disabled={!isComplete} onClick={() => setConfirming(true)}>
            {t('flow.review')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {isConfirming && !hasAccepted
          ? t('sdda.needs_accept')
          : !isComplete
            ? t('form.needs_input')
            : null}
      </Text>
    </Stack>
  );
}

function Authorisations({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const bankName = useBankName();
  const texts = useCashTexts();
  const format = useFormat();
  const authorisations = useEddaAuthorisations(accountCode);
  const cancel = useCancelEdda(accountCode);
  return (
    <>
      {cancel.data && cancel.data.result !== '0' ? (
        <Alert color="red" role="alert">
          {texts.refusal(cancel.data)}
        </Alert>
      ) : null}
      <QueryState
        query={authorisations}
        isEmpty={(data) => data.authorisations.length === 0}
        emptyText={t('sdda.none')}
      >
        {(data) => (
          <DataTable<EddaAuthorisation>
            caption={t('sdda.list')}
            rows={data.authorisations}
            rowKey={(row) => row.ddaReference}
            rowAttributes={(row) => ({ 'data-dda-reference': row.ddaReference })}
            columns={[
              {
                key: 'reference',
                heading: t('edda.reference'),
                cell: (row) => row.ddaReference,
                phone: 'title',
              },
              {
                key: 'limit',
                heading: t('edda.debit_limit'),
                numeric: true,
                cell: (row) => format.money(row.debitLimit, row.currency),
                phone: 'figure',
              },
              {
                key: 'status',
                heading: t('history.status'),
                cell: (row) => <EddaStatus status={row.status} />,
                phone: 'status',
              },
              {
                key: 'bank',
                heading: t('form.bank_name'),
                cell: (row) => <Name>{`${bankName(row)} ${row.accountNumber}`}</Name>,
              },
              {
                key: 'updated',
                heading: t('sdda.updated_at'),
                oneLine: true,
                cell: (row) => format.dateTime(row.updatedAt),
              },
              {
                key: 'action',
                heading: '',
                phone: 'action',
                cell: (row) => (
                  <Group gap="xs" wrap="nowrap">
                    {row.status === 'A' ? (
                      <Button
                        component={Link}
                        to={cashPaths.ddi(row.ddaReference)}
                        size="compact-sm"
                        variant="light"
                      >
                        {t('sdda.deposit')}
                      </Button>
                    ) : null}
                    {['P', 'A', 'S'].includes(row.status) ? (
                      <ConfirmButton
                        title={t('sdda.cancel_title')}
                        question={t('sdda.cancel_question', { reference: row.ddaReference })}
                        confirmLabel={t('sdda.cancel_confirm')}
                        buttonProps={{ size: 'compact-sm', variant: 'light', color: 'red' }}
                        onConfirm={() => cancel.mutate(row.ddaReference)}
                      >
                        {t('history.cancel')}
                      </ConfirmButton>
                    ) : null}
                  </Group>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}

/**
 * `/cashes/sdda` (spec §2.10, with eDDA): the client's eDDA authorisations with their statuses,
 * and the set-up of a new one with the eDDA agreement; the bank answers within seconds.
 */
export function SddaPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const profile = useCashProfile(accountCode);
  return (
    <CashPage title={t('sdda.title')}>
      <Authorisations accountCode={accountCode} />
      <Title order={2} size="h4">
        {t('sdda.setup_title')}
      </Title>
      <QueryState query={profile}>
        {(data) => <SetupForm accountCode={accountCode} profile={data} />}
      </QueryState>
    </CashPage>
  );
}
