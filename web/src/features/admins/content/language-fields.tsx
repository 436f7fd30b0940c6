import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { EDIT_LANGUAGES, useContentTexts, type Texts } from './content-texts';

/**
 * One field in the three languages side by side (stacked on a phone), each labelled with its
 * language; every language is required unless `isOptional` (a banner's body).
 */
export function LanguageFields(props: {
  label: string;
  values: Texts;
  onChange: (values: Texts) => void;
  maxLength: number;
  isMultiline?: boolean;
  isOptional?: boolean;
  /** Marks the blank ones after a refused try. */
  isTried?: boolean;
}) {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const set = (language: Language, value: string) =>
    props.onChange({ ...props.values, [language]: value });
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      {EDIT_LANGUAGES.map((language) => {
        const field = {
          label: t('form.in_language', { field: props.label, language: texts.language(language) }),
          value: props.values[language],
          required: !props.isOptional,
          maxLength: props.maxLength,
          lang: language,
          error:
            props.isTried && !props.isOptional && props.values[language].trim() === ''
              ? t('form.required')
              : undefined,
        };
        return props.isMultiline ? (
          <Textarea
            key={language}
            {...field}
            rows={3}
            onChange={(event) => set(language, event.currentTarget.value)}
          />
        ) : (
          <TextInput
            key={language}
            {...field}
            onChange={(event) => set(language, event.currentTarget.value)}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** Whether every language has a text. */
export const isComplete = (values: Texts) =>
  EDIT_LANGUAGES.every((language) => values[language].trim() !== '');
