import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Typing a comma, a space or a new line (or pasting a list with them) makes a chip. */
const SPLIT_CHARS = [',', ' ', '\n', '\t', ';'];

/**
 * Codes as typed or pasted, one each: split on commas, spaces and new lines, trimmed, in capitals
 * (the books' account codes are), each kept once in the order first given.
 */
export function normaliseCodes(values: readonly string[]): string[] {
  const codes = values
    .flatMap((value) => value.split(/[\s,;]+/))
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  return [...new Set(codes)];
}

/**
 * The clients a document goes to: account codes typed or pasted as chips, with their count in the
 * description; `max` is the most one upload may name.
 */
export function AccountCodesInput(props: {
  value: string[];
  onChange: (codes: string[]) => void;
  max: number;
  error?: string;
}) {
  const { t } = useTranslation('adminDocument');
  return (
    <TagsInput
      label={t('form.clients')}
      description={t('form.clients_hint', { count: props.value.length, max: props.max })}
      placeholder={props.value.length === 0 ? t('form.clients_placeholder') : undefined}
      value={props.value}
      onChange={(values) => props.onChange(normaliseCodes(values))}
      splitChars={SPLIT_CHARS}
      acceptValueOnBlur
      // Codes are typed, not picked: no suggestions list.
      dropdownOpened={false}
      clearable
      required
      error={props.error}
      data-testid="account-codes"
      // The account codes are the books' own: never translated.
      translate="no"
      clearButtonProps={{ 'aria-label': t('form.clients_clear') }}
    />
  );
}
