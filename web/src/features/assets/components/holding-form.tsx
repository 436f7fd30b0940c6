import {
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetValue, assetValueIssues, moneyValueIssue } from '@shared/domain/asset-holding';
import { currencyFor } from '@shared/domain/currency';
import { formatDate } from '@shared/domain/date-time';
import { IsoDateInput } from '../../../components/form/iso-date-input';
import { isProofOk, ProofInput, type Proof } from '../../../components/form/proof-input';
import { MessageAlert, type Message } from '../../../lib/message';
import { useFormat } from '../../../lib/use-format';
import type { AssetDefinitions } from '../api/asset-definition';
import type { AssetHoldingDetail, AssetHoldingFields } from '../api/asset-holding';
import { useCategoryLabel } from './asset-labels';
import { fieldMessage } from './holding-errors';
import classes from './assets.module.css';

/** What the form sends: the holding's fields, and on adding its valuation date and attachment. */
export type HoldingFormValues = AssetHoldingFields & {
  valuedOn?: string;
  attachments?: { fileName: string; contentBase64: string }[];
};

const DECIMAL = /^\d+(\.\d+)?$/;

/** The form's starting values: blank for a new holding, the holding's own for an edit. */
function startOf(holding: AssetHoldingDetail | undefined) {
  return {
    category: holding?.category ?? 'real_estate',
    name: holding?.name ?? '',
    currency: holding?.currency ?? 'HKD',
    valueBasis: holding?.valueBasis ?? 'total',
    quantity: holding?.quantity ?? '',
    unitValue: holding?.unitValue ?? '',
    totalValue: holding?.totalValue ?? '',
    cost: holding?.cost ?? '',
    acquisitionDate: holding?.acquisitionDate ?? '',
    notes: holding?.notes ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * A holding's form (issue 24 §1): category of the 13, name, currency, quantity and unit value or
 * a total value, cost, acquisition date, notes; on adding also the valuation date and an
 * attachment. Values are checked here by the same rules the server applies
 * (shared/domain/asset-holding.ts); the server's refusal codes show beside the fields.
 */
export function HoldingForm(props: {
  definitions: AssetDefinitions;
  holding?: AssetHoldingDetail;
  isPending: boolean;
  message: Message | null;
  fieldErrors: Record<string, string>;
  submitLabel: string;
  onSubmit: (values: HoldingFormValues) => void;
  onCancel: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('assets');
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  const { definitions, holding } = props;
  const isAdding = holding === undefined;
  const [values, setValues] = useState(() => startOf(holding));
  const today = formatDate(new Date());
  const [valuedOn, setValuedOn] = useState(today);
  const [proof, setProof] = useState<Proof | null>(null);
  const set = (field: keyof typeof values) => (value: string) => {
    props.onEdit();
    setValues((current) => ({ ...current, [field]: value }));
  };
  const isUnit = values.valueBasis === 'unit';
  const numbers = isUnit ? (['quantity', 'unitValue'] as const) : (['totalValue'] as const);
  const malformed = numbers.filter((field) => !DECIMAL.test(values[field].trim()));
  const cost = values.cost.trim();
  const valueInput = {
    valueBasis: values.valueBasis,
    quantity: isUnit ? orNull(values.quantity) : null,
    unitValue: isUnit ? orNull(values.unitValue) : null,
    totalValue: isUnit ? null : orNull(values.totalValue),
  };
  const issues: Record<string, string> =
    malformed.length > 0 ? {} : assetValueIssues(valueInput, values.currency);
  const costIssue =
    cost === ''
      ? null
      : DECIMAL.test(cost)
        ? moneyValueIssue(cost, currencyFor(values.currency))
        : 'invalid';
  if (costIssue) issues.cost = costIssue;
  const errorOf = (field: string) => {
    const local = issues[field];
    const server = props.fieldErrors[field];
    if (local) return t(fieldMessage(local) as never);
    return server ? t(server as never) : undefined;
  };
  const reason =
    values.name.trim() === ''
      ? t('form.needs_name')
      : malformed.length > 0
        ? t('form.needs_value')
        : Object.keys(issues).length > 0
          ? t('form.fix_fields')
          : proof !== null && !isProofOk(proof)
            ? proof.error
            : null;
  const preview = reason === null ? assetValue(valueInput, values.currency) : null;
  const send = () => {
    if (reason !== null) return;
    props.onSubmit({
      category: values.category,
      name: values.name.trim(),
      currency: values.currency,
      ...valueInput,
      cost: orNull(values.cost),
      acquisitionDate: values.acquisitionDate || null,
      notes: values.notes.trim(),
      ...(isAdding
        ? {
            valuedOn,
            attachments: isProofOk(proof)
              ? [{ fileName: proof.fileName, contentBase64: proof.contentBase64 }]
              : [],
          }
        : {}),
    });
  };
  const { limits } = definitions;
  return (
    <form
      noValidate
      data-testid="holding-form"
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('form.category')}
            value={values.category}
            data={definitions.categories.map(({ category, number }) => ({
              value: category,
              label: `${String(number)} ${categoryLabel(category)}`,
            }))}
            onChange={(event) => set('category')(event.currentTarget.value)}
          />
          <TextInput
            label={t('form.name')}
            value={values.name}
            maxLength={limits.nameMaxLength}
            error={errorOf('name')}
            onChange={(event) => set('name')(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('form.currency')}
            description={isAdding ? undefined : t('form.currency_fixed')}
            value={values.currency}
            disabled={!isAdding}
            data={definitions.currencies.map(({ code }) => code)}
            error={errorOf('currency')}
            onChange={(event) => set('currency')(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('form.value_basis')}
            </Text>
            <SegmentedControl
              value={values.valueBasis}
              onChange={set('valueBasis')}
              data={[
                { value: 'total', label: t('form.basis_total') },
                { value: 'unit', label: t('form.basis_unit') },
              ]}
            />
          </Stack>
          {isUnit ? (
            <>
              <TextInput
                label={t('form.quantity')}
                inputMode="decimal"
                value={values.quantity}
                error={errorOf('quantity')}
                onChange={(event) => set('quantity')(event.currentTarget.value)}
              />
              <TextInput
                label={t('form.unit_value', { currency: values.currency })}
                inputMode="decimal"
                value={values.unitValue}
                error={errorOf('unitValue')}
                onChange={(event) => set('unitValue')(event.currentTarget.value)}
              />
            </>
          ) : (
            <TextInput
              label={t('form.total_value', { currency: values.currency })}
              inputMode="decimal"
              value={values.totalValue}
              error={errorOf('totalValue')}
              onChange={(event) => set('totalValue')(event.currentTarget.value)}
            />
          )}
          <TextInput
            label={t('form.cost', { currency: values.currency })}
            description={t('form.optional')}
            inputMode="decimal"
            value={values.cost}
            error={errorOf('cost')}
            onChange={(event) => set('cost')(event.currentTarget.value)}
          />
          <IsoDateInput
            label={t('form.acquisition_date')}
            value={values.acquisitionDate}
            maxDate={today}
            onChange={set('acquisitionDate')}
          />
          {isAdding ? (
            <IsoDateInput
              label={t('form.valued_on')}
              value={valuedOn}
              maxDate={today}
              onChange={setValuedOn}
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          label={t('form.notes')}
          value={values.notes}
          maxLength={limits.notesMaxLength}
          rows={3}
          error={errorOf('notes')}
          onChange={(event) => set('notes')(event.currentTarget.value)}
        />
        {isAdding ? (
          <ProofInput
            label={t('form.attachment')}
            description={t('form.attachment_hint', {
              types: limits.attachmentExtensions.map((type) => type.toUpperCase()).join(', '),
              size: Math.floor(limits.attachmentMaxBytes / 1024),
            })}
            limits={{
              extensions: limits.attachmentExtensions,
              maxBytes: limits.attachmentMaxBytes,
            }}
            texts={{ wrongType: t('form.wrong_type'), tooLarge: t('form.too_large') }}
            proof={proof}
            onChange={(next) => {
              props.onEdit();
              setProof(next);
            }}
          />
        ) : null}
        {preview !== null ? (
          <Text size="sm" data-testid="holding-value-preview">
            {t('form.value_preview', { value: format.money(preview, values.currency) })}
          </Text>
        ) : null}
        {props.message ? <MessageAlert message={props.message} /> : null}
        {reason !== null ? (
          <Text size="sm" c="dimmed" data-testid="submit-reason">
            {reason}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={reason !== null} loading={props.isPending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
