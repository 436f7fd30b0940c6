import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSource } from '@shared/contracts/common';
import type { Role } from '@shared/domain/roles';
import { ApiError } from '../../../lib/api-client';
import { SOURCES, TWO_FACTOR_METHODS, useAdminTexts } from '../admin-texts';
import type { AccountFields } from '../api/admin-account';

/** What the form holds: texts as typed (empty for none). */
export type AccountFormValues = {
  accountCode: string;
  source: AccountSource;
  role: Role;
  displayName: string;
  email: string;
  mobile: string;
  twoFactor: '' | 'S' | 'T' | 'E';
  tradePasswordRequired: boolean;
};

/** The fields a call takes from the form (empty texts as null). */
export function fieldsOf(values: AccountFormValues): AccountFields {
  return {
    role: values.role,
    displayName: values.displayName.trim(),
    email: values.email.trim() || null,
    mobile: values.mobile.trim() || null,
    twoFactor: values.twoFactor || null,
    tradePasswordRequired: values.tradePasswordRequired,
  };
}

/** The form's own checks before a call: what is missing, by field. */
function missingOf(values: AccountFormValues, hasCode: boolean): Set<keyof AccountFormValues> {
  const missing = new Set<keyof AccountFormValues>();
  if (hasCode && !/^[A-Za-z0-9]{3,20}$/.test(values.accountCode.trim())) missing.add('accountCode');
  if (!values.displayName.trim()) missing.add('displayName');
  return missing;
}

/**
 * An account's fields: on the add page with its code and source, on the account page without
 * (they never change). Roles offered are only those the admin may give (below its own rank). The
 * server's refusal of a field (`invalid_input`) marks that field.
 */
export function AccountForm(props: {
  initial: AccountFormValues;
  /** The code and source fields (the add page). */
  hasCode: boolean;
  roles: readonly Role[];
  isReadOnly?: boolean;
  isBusy: boolean;
  submitLabel: string;
  error: unknown;
  /** The outcome under the form (a refusal's text). */
  outcome?: ReactNode;
  onSubmit: (values: AccountFormValues) => void;
}) {
  const { t } = useTranslation('admins');
  const texts = useAdminTexts();
  const [values, setValues] = useState(props.initial);
  const [isTried, setTried] = useState(false);
  const missing = missingOf(values, props.hasCode);
  const refused = props.error instanceof ApiError ? (props.error.fields ?? {}) : {};
  const errorOf = (field: keyof AccountFormValues) =>
    isTried && missing.has(field)
      ? t(field === 'accountCode' ? 'form.invalid_code' : 'form.invalid_name')
      : field in refused
        ? t('form.refused_field')
        : undefined;
  const set =
    <K extends keyof AccountFormValues>(field: K) =>
    (value: AccountFormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));
  const disabled = props.isReadOnly ?? false;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (missing.size === 0 && !disabled) props.onSubmit(values);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {props.hasCode ? (
            <>
              <TextInput
                label={t('account.code')}
                description={t('form.code_hint')}
                required
                value={values.accountCode}
                error={errorOf('accountCode')}
                onChange={(event) => set('accountCode')(event.currentTarget.value)}
              />
              <NativeSelect
                label={t('account.source')}
                value={values.source}
                data={SOURCES.map((value) => ({ value, label: texts.source(value) }))}
                onChange={(event) => set('source')(event.currentTarget.value as AccountSource)}
              />
            </>
          ) : null}
          <NativeSelect
            label={t('account.role')}
            value={values.role}
            disabled={disabled}
            data={props.roles.map((value) => ({ value, label: texts.role(value) }))}
            onChange={(event) => set('role')(event.currentTarget.value as Role)}
          />
          <TextInput
            label={t('account.name')}
            required
            disabled={disabled}
            value={values.displayName}
            error={errorOf('displayName')}
            onChange={(event) => set('displayName')(event.currentTarget.value)}
          />
          <TextInput
            label={t('account.email')}
            type="email"
            disabled={disabled}
            value={values.email}
            error={errorOf('email')}
            onChange={(event) => set('email')(event.currentTarget.value)}
          />
          <TextInput
            label={t('account.mobile')}
            type="tel"
            disabled={disabled}
            value={values.mobile}
            error={errorOf('mobile')}
            onChange={(event) => set('mobile')(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('account.two_factor')}
            value={values.twoFactor}
            disabled={disabled}
            data={[
              { value: '', label: texts.twoFactor(null) },
              ...TWO_FACTOR_METHODS.map((value) => ({ value, label: texts.twoFactor(value) })),
            ]}
            onChange={(event) =>
              set('twoFactor')(event.currentTarget.value as AccountFormValues['twoFactor'])
            }
          />
        </SimpleGrid>
        <Checkbox
          label={t('account.trade_password_required')}
          disabled={disabled}
          checked={values.tradePasswordRequired}
          onChange={(event) => set('tradePasswordRequired')(event.currentTarget.checked)}
        />
        {props.outcome}
        {disabled ? null : (
          <Group>
            <Button type="submit" loading={props.isBusy}>
              {props.submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
