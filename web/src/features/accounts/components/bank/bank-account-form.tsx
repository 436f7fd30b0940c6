import {
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { HK_BANKS, HK_BANK_CODES, type HkBankCode } from '@shared/domain/hk-banks';
import { isProofOk, ProofInput, type Proof } from '../../../../components/form/proof-input';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, MessageAlert, type Message } from '../../../../lib/message';
import { useFormat } from '../../../../lib/use-format';
import { useAddBankAccount } from '../../api/bank-account';

type Setup = CallOutput<'bank-account/loadBankAccounts'>;
type IdentifierType = 'accountNumber' | 'fpsId';
type Answer = CallOutput<'bank-account/addBankAccount'>;

/** The text of a refused add: the answer's code, or the call's error (a field's code first). */
function refusal(answer: Answer | undefined, error: unknown): Message | null {
  if (error instanceof ApiError && error.fields?.identifier === 'bank_identifier_format') {
    return { key: 'accountPages:bank.results.bank_identifier_format' };
  }
  if (error) return apiErrorMessage(error);
  if (!answer || answer.result === 'ok') return null;
  return { key: `accountPages:bank.results.${answer.result}` };
}

/**
 * A new designated bank account (issue 25 §4): currency, bank from the list, account number or FPS
 * id, holder name (the account's own) and the proof; it is pending until the back office decides.
 */
export function BankAccountForm(props: {
  accountCode: string;
  setup: Setup;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('accountPages');
  const format = useFormat();
  const { setup } = props;
  const add = useAddBankAccount(props.accountCode);
  const [type, setType] = useState<IdentifierType>('accountNumber');
  const [currency, setCurrency] = useState(setup.currencies[0] ?? 'HKD');
  const [bankCode, setBankCode] = useState<HkBankCode>(HK_BANK_CODES[0]);
  const [identifier, setIdentifier] = useState('');
  const [holderName, setHolderName] = useState(setup.holderName);
  const [proof, setProof] = useState<Proof | null>(null);
  const canSubmit = identifier.trim() !== '' && holderName.trim() !== '' && isProofOk(proof);
  const message = refusal(add.data, add.error);
  const send = () => {
    if (!canSubmit || !isProofOk(proof)) return;
    add.mutate(
      {
        currency: currency === '' ? null : currency,
        identifierType: type,
        identifier: identifier.trim(),
        bankCode,
        holderName: holderName.trim(),
        proof: { fileName: proof.fileName, contentBase64: proof.contentBase64 },
      },
      {
        onSuccess: (answer) =>
          answer.result === 'ok' ? props.onDone(t('bank.form.added')) : undefined,
      },
    );
  };
  const currencies = [
    ...setup.currencies.map((code) => ({ value: code, label: code })),
    ...(type === 'fpsId' ? [{ value: '', label: t('bank.any_fps_currency') }] : []),
  ];
  return (
    <form
      noValidate
      data-testid="bank-account-form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('bank.form.title')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('bank.form.identifier_type')}
          </Text>
          <SegmentedControl
            value={type}
            onChange={(value) => {
              add.reset();
              setType(value);
              if (value === 'accountNumber' && currency === '')
                setCurrency(setup.currencies[0] ?? 'HKD');
            }}
            data={[
              { value: 'accountNumber', label: t('bank.identifier_types.account_number') },
              { value: 'fpsId', label: t('bank.identifier_types.fps_id') },
            ]}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('bank.currency')}
            value={currency}
            data={currencies}
            onChange={(event) => setCurrency(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('bank.bank')}
            value={bankCode}
            data={HK_BANK_CODES.map((code) => ({
              value: code,
              label: `${code} ${format.text(HK_BANKS[code])}`,
            }))}
            onChange={(event) => setBankCode(event.currentTarget.value as HkBankCode)}
          />
          <TextInput
            label={type === 'fpsId' ? t('bank.form.fps_id') : t('bank.form.account_number')}
            description={
              type === 'fpsId' ? t('bank.form.fps_id_hint') : t('bank.form.account_number_hint')
            }
            inputMode="numeric"
            value={identifier}
            maxLength={30}
            onChange={(event) => {
              add.reset();
              setIdentifier(event.currentTarget.value);
            }}
          />
          <TextInput
            label={t('bank.holder')}
            description={
              <>
                {t('bank.form.holder_hint')} <span translate="no">{setup.holderName}</span>
              </>
            }
            value={holderName}
            maxLength={120}
            onChange={(event) => {
              add.reset();
              setHolderName(event.currentTarget.value);
            }}
          />
        </SimpleGrid>
        <ProofInput
          label={t('bank.form.proof')}
          description={t('bank.form.proof_hint', {
            types: setup.proof.extensions.map((extension) => extension.toUpperCase()).join(', '),
            size: Math.floor(setup.proof.maxBytes / 1024),
          })}
          limits={setup.proof}
          texts={{
            wrongType: t('bank.form.proof_wrong_type'),
            tooLarge: t('bank.form.proof_too_large'),
          }}
          proof={proof}
          onChange={(next) => {
            add.reset();
            setProof(next);
          }}
        />
        {message ? <MessageAlert message={message} /> : null}
        {!canSubmit ? (
          <Text size="sm" c="dimmed">
            {t('bank.form.needs_input')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel}>
            {t('bank.form.cancel')}
          </Button>
          <Button type="submit" disabled={!canSubmit} loading={add.isPending}>
            {t('bank.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
