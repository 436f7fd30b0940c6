import { Button, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './order-field.module.css';

/** The error and input classes of an order field: errors in contrast-safe shades. */
export const orderFieldClasses = { error: classes.error, input: classes.input };

type MaxInputProps = {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The largest allowed value, already rounded down to the input's precision. */
  max: string;
};

/** A decimal amount or units field with a "Max" button that fills in the largest allowed value. */
export function MaxInput({ label, value, error, onChange, max }: MaxInputProps) {
  const { t } = useTranslation('order');
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      value={value}
      error={error}
      classNames={orderFieldClasses}
      onChange={(event) => onChange(event.currentTarget.value.trim())}
      rightSectionWidth={64}
      rightSection={
        <Button size="compact-xs" variant="light" onClick={() => onChange(max)}>
          {t('max')}
        </Button>
      }
    />
  );
}
