import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS } from '@shared/domain/admin-content';
import { NEWS_CATEGORIES, type NewsCategory } from '@shared/domain/news';
import type { HouseNews } from '../api/admin-content';
import {
  fromHongKongInput,
  NO_TEXTS,
  toHongKongInput,
  useContentTexts,
  type Texts,
} from './content-texts';
import { isComplete, LanguageFields } from './language-fields';

/** What the news form holds. */
export type NewsValues = {
  category: NewsCategory;
  title: Texts;
  summary: Texts;
  body: Texts;
  /** A `datetime-local` value in Hong Kong time. */
  publishedAt: string;
  /** Publish on adding (else a draft); only the add page asks. */
  publish: boolean;
};

/** A new item: an announcement, published now. */
export const newNews = (now = new Date()): NewsValues => ({
  category: 'announcement',
  title: NO_TEXTS,
  summary: NO_TEXTS,
  body: NO_TEXTS,
  publishedAt: toHongKongInput(now.toISOString()),
  publish: true,
});

/** A stored item's values. */
export const newsValues = (item: HouseNews): NewsValues => ({
  category: item.category,
  title: item.title,
  summary: item.summary,
  body: item.body,
  publishedAt: toHongKongInput(item.publishedAt),
  publish: item.status === 'published',
});

/** The call's fields from the form. */
export const newsFields = (values: NewsValues) => ({
  category: values.category,
  title: values.title,
  summary: values.summary,
  body: values.body,
  publishedAt: fromHongKongInput(values.publishedAt) ?? '',
});

/**
 * A house news item: category, title, summary and body (plain text, paragraphs split by a blank
 * line) in three languages, and its publish time in Hong Kong time.
 */
export function NewsForm(props: {
  initial: NewsValues;
  hasPublish: boolean;
  submitLabel: string;
  isBusy: boolean;
  outcome: ReactNode;
  onSubmit: (values: NewsValues) => void;
}) {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const [values, setValues] = useState(props.initial);
  const [isTried, setTried] = useState(false);
  const set = <K extends keyof NewsValues>(field: K, value: NewsValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const hasTime = fromHongKongInput(values.publishedAt) !== null;
  const isReady =
    hasTime && isComplete(values.title) && isComplete(values.summary) && isComplete(values.body);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (isReady) props.onSubmit(values);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('news.category')}
            value={values.category}
            data={NEWS_CATEGORIES.map((value) => ({ value, label: texts.category(value) }))}
            onChange={(event) => set('category', event.currentTarget.value as NewsCategory)}
          />
          <TextInput
            type="datetime-local"
            label={t('news.published_at')}
            description={t('form.hong_kong_time')}
            required
            value={values.publishedAt}
            error={isTried && !hasTime ? t('form.required') : undefined}
            onChange={(event) => set('publishedAt', event.currentTarget.value)}
          />
        </SimpleGrid>
        <LanguageFields
          label={t('news.title_field')}
          values={values.title}
          maxLength={CONTENT_LIMITS.newsTitle}
          isTried={isTried}
          onChange={(title) => set('title', title)}
        />
        <LanguageFields
          label={t('news.summary')}
          values={values.summary}
          maxLength={CONTENT_LIMITS.newsSummary}
          isMultiline
          isTried={isTried}
          onChange={(summary) => set('summary', summary)}
        />
        <LanguageFields
          label={t('news.body')}
          values={values.body}
          maxLength={CONTENT_LIMITS.newsBody}
          isMultiline
          isTried={isTried}
          onChange={(body) => set('body', body)}
        />
        {props.hasPublish ? (
          <Checkbox
            label={t('news.publish_now')}
            checked={values.publish}
            onChange={(event) => set('publish', event.currentTarget.checked)}
          />
        ) : null}
        {props.outcome}
        <Group>
          <Button type="submit" loading={props.isBusy}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
