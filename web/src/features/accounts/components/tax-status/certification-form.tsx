import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAX_JURISDICTIONS, TAX_JURISDICTION_CODES } from '@shared/domain/tax-jurisdictions';
import {
  CRS_NO_TIN_REASONS,
  CRS_NO_TIN_REASON_TEXTS,
  TAX_RESIDENCES_MAX,
  taxCertificationIssues,
  type CrsNoTinReason,
} from '@shared/domain/tax-status';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, MessageAlert } from '../../../../lib/message';
import { useFormat } from '../../../../lib/use-format';
import { useSubmitCertification, type CertificationInput } from '../../api/tax-status';
import { dateOf } from '../account-page';

type Jurisdiction = (typeof TAX_JURISDICTION_CODES)[number];
type Row = {
  key: number;
  jurisdiction: Jurisdiction;
  tin: string;
  reason: CrsNoTinReason | '';
  explanation: string;
};

const newRow = (key: number, jurisdiction: Jurisdiction = 'HK'): Row => ({
  key,
  jurisdiction,
  tin: '',
  reason: '',
  explanation: '',
});

/** The form as the call takes it: a TIN or a reason per row, the explanation only for reason B. */
function inputOf(
  rows: readonly Row[],
  isUsPerson: boolean,
  usTin: string,
  hasDeclared: boolean,
  signature: string,
): CertificationInput {
  return {
    residences: rows.map((row) => ({
      jurisdiction: row.jurisdiction,
      tin: row.tin.trim() === '' ? null : row.tin.trim(),
      noTinReason: row.reason === '' ? null : row.reason,
      explanation: row.reason === 'B' ? row.explanation.trim() : null,
    })),
    isUsPerson,
    usTin: isUsPerson ? usTin.trim() : null,
    hasDeclared,
    signatureName: signature.trim(),
  };
}

/** The server's field codes of a refused submission (`residences.0.tin` -> code). */
function serverIssues(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.code === 'invalid_input' ? (error.fields ?? {}) : {};
}

/**
 * A new CRS/FATCA self-certification (issue 25 §3): residence rows (jurisdiction, then a TIN or
 * the reason there is none), the US-person question, the declaration and a typed signature. The
 * rules are the contract's own (`taxCertificationIssues`), checked here on submit and then as the
 * client corrects; the server's codes show on the same fields, in the reader's language.
 */
export function CertificationForm(props: {
  accountCode: string;
  holderName: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('accountPages');
  const format = useFormat();
  const submit = useSubmitCertification(props.accountCode);
  const [rows, setRows] = useState<Row[]>([newRow(0)]);
  const [nextKey, setNextKey] = useState(1);
  const [usAnswer, setUsAnswer] = useState<'' | 'yes' | 'no'>('');
  const [usTin, setUsTin] = useState('');
  const [hasDeclared, setDeclared] = useState(false);
  const [signature, setSignature] = useState('');
  const [isTried, setTried] = useState(false);
  const input = inputOf(rows, usAnswer === 'yes', usTin, hasDeclared, signature);
  const local: Record<string, string> = { ...taxCertificationIssues(input) };
  if (usAnswer === '') local.isUsPerson = 'choose_yes_no';
  if (input.signatureName === '') local.signatureName = 'signature_required';
  const issues = isTried ? { ...serverIssues(submit.error), ...local } : {};
  if (submit.data?.result === 'signature_mismatch') issues.signatureName = 'signature_mismatch';
  const errorAt = (path: string) => {
    const code = issues[path];
    if (!code) return undefined;
    const key = `tax_status.errors.${code}`;
    return t((t(key as never) === key ? 'tax_status.errors.invalid' : key) as never) as string;
  };
  const update = (key: number, patch: Partial<Row>) => {
    submit.reset();
    setRows((old) => old.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  const send = () => {
    setTried(true);
    submit.reset();
    if (Object.keys(local).length > 0) return;
    submit.mutate(input, {
      onSuccess: (answer) => {
        if (answer.result === 'ok' && answer.certification) {
          props.onDone(
            t('tax_status.form.submitted', { date: dateOf(answer.certification.expiresAt) }),
          );
        }
      },
    });
  };
  const jurisdictions = TAX_JURISDICTION_CODES.map((code) => ({
    value: code,
    label: format.text(TAX_JURISDICTIONS[code]),
  }));
  const reasons = [
    { value: '', label: t('tax_status.no_reason') },
    ...CRS_NO_TIN_REASONS.map((code) => ({
      value: code,
      label: `${code}: ${format.text(CRS_NO_TIN_REASON_TEXTS[code])}`,
    })),
  ];
  const nonField =
    submit.error && Object.keys(serverIssues(submit.error)).length === 0
      ? apiErrorMessage(submit.error)
      : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      data-testid="certification-form"
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('tax_status.form.title')}
        </Title>
        {isTried && Object.keys(issues).length > 0 ? (
          <Alert color="red" role="alert">
            {t('tax_status.form.fix_fields')}
          </Alert>
        ) : null}
        {errorAt('residences') ? (
          <Text c="red" size="sm">
            {errorAt('residences')}
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const at = `residences.${index}`;
          return (
            <Paper key={row.key} withBorder p="sm" radius="md" data-testid="residence-row">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    {t('tax_status.form.residence_n', { index: index + 1 })}
                  </Text>
                  {rows.length > 1 ? (
                    <CloseButton
                      aria-label={t('tax_status.form.remove_residence', { index: index + 1 })}
                      onClick={() => setRows((old) => old.filter((other) => other.key !== row.key))}
                    />
                  ) : null}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NativeSelect
                    label={t('tax_status.jurisdiction')}
                    value={row.jurisdiction}
                    data={jurisdictions}
                    error={errorAt(`${at}.jurisdiction`)}
                    onChange={(event) =>
                      update(row.key, { jurisdiction: event.currentTarget.value as Jurisdiction })
                    }
                  />
                  <TextInput
                    label={t('tax_status.tin')}
                    description={
                      row.jurisdiction === 'HK' ? t('tax_status.form.hk_tin_hint') : undefined
                    }
                    value={row.tin}
                    maxLength={30}
                    disabled={row.reason !== ''}
                    error={errorAt(`${at}.tin`)}
                    onChange={(event) => update(row.key, { tin: event.currentTarget.value })}
                  />
                </SimpleGrid>
                <NativeSelect
                  label={t('tax_status.no_tin_reason')}
                  value={row.reason}
                  data={reasons}
                  error={errorAt(`${at}.noTinReason`)}
                  onChange={(event) =>
                    update(row.key, {
                      reason: event.currentTarget.value as Row['reason'],
                      tin: event.currentTarget.value === '' ? row.tin : '',
                    })
                  }
                />
                {row.reason === 'B' ? (
                  <TextInput
                    label={t('tax_status.explanation')}
                    value={row.explanation}
                    maxLength={200}
                    error={errorAt(`${at}.explanation`)}
                    onChange={(event) =>
                      update(row.key, { explanation: event.currentTarget.value })
                    }
                  />
                ) : null}
              </Stack>
            </Paper>
          );
        })}
        {rows.length < TAX_RESIDENCES_MAX ? (
          <Group>
            <Button
              variant="light"
              size="xs"
              onClick={() => {
                const unused = TAX_JURISDICTION_CODES.find(
                  (code) => !rows.some((row) => row.jurisdiction === code),
                );
                setRows((old) => [...old, newRow(nextKey, unused)]);
                setNextKey(nextKey + 1);
              }}
            >
              {t('tax_status.form.add_residence')}
            </Button>
          </Group>
        ) : null}
        <Radio.Group
          label={t('tax_status.us_person_question')}
          value={usAnswer}
          error={errorAt('isUsPerson')}
          onChange={(value) => setUsAnswer(value)}
        >
          <Group mt={6}>
            <Radio value="yes" label={t('tax_status.yes')} />
            <Radio value="no" label={t('tax_status.no')} />
          </Group>
        </Radio.Group>
        {usAnswer === 'yes' ? (
          <TextInput
            label={t('tax_status.us_tin')}
            value={usTin}
            maxLength={20}
            error={errorAt('usTin')}
            onChange={(event) => setUsTin(event.currentTarget.value)}
          />
        ) : null}
        <Checkbox
          label={t('tax_status.form.declaration')}
          checked={hasDeclared}
          error={errorAt('hasDeclared')}
          onChange={(event) => setDeclared(event.currentTarget.checked)}
        />
        <TextInput
          label={t('tax_status.form.signature')}
          description={
            <>
              {t('tax_status.form.signature_hint')} <span translate="no">{props.holderName}</span>
            </>
          }
          value={signature}
          maxLength={120}
          autoComplete="name"
          error={errorAt('signatureName')}
          onChange={(event) => {
            submit.reset();
            setSignature(event.currentTarget.value);
          }}
        />
        {nonField ? <MessageAlert message={nonField} /> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel}>
            {t('tax_status.form.cancel')}
          </Button>
          <Button type="submit" loading={submit.isPending}>
            {t('tax_status.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
