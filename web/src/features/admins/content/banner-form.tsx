import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_SEVERITIES,
  CONTENT_LIMITS,
  type BannerSeverity,
} from '@shared/domain/admin-content';
import { BANNER_PLACEMENTS, type BannerPlacement } from '@shared/domain/news';
import type { AdminBanner } from '../api/admin-content';
import {
  fromHongKongInput,
  NO_TEXTS,
  toHongKongInput,
  useContentTexts,
  type Texts,
} from './content-texts';
import { isComplete, LanguageFields } from './language-fields';

/** What the banner form holds. */
export type BannerValues = {
  placement: BannerPlacement;
  severity: BannerSeverity;
  title: Texts;
  body: Texts;
  link: string;
  /** `datetime-local` values in Hong Kong time; `endsAt` blank for open-ended. */
  startsAt: string;
  endsAt: string;
};

/** A new banner's values: shown from now, open-ended. */
export function newBanner(placement: BannerPlacement, now = new Date()): BannerValues {
  return {
    placement,
    severity: 'info',
    title: NO_TEXTS,
    body: NO_TEXTS,
    link: '',
    startsAt: toHongKongInput(now.toISOString()),
    endsAt: '',
  };
}

/** A stored banner's values in the form. */
export function bannerValues(banner: AdminBanner): BannerValues {
  return {
    placement: banner.placement,
    severity: banner.severity,
    title: banner.title,
    body: banner.body,
    link: banner.link ?? '',
    startsAt: toHongKongInput(banner.startsAt),
    endsAt: banner.endsAt ? toHongKongInput(banner.endsAt) : '',
  };
}

/** The call's fields from the form's values. */
export function bannerFields(values: BannerValues) {
  return {
    placement: values.placement,
    severity: values.severity,
    title: values.title,
    body: values.body,
    link: values.link.trim() || null,
    startsAt: fromHongKongInput(values.startsAt) ?? '',
    endsAt: fromHongKongInput(values.endsAt),
  };
}

/**
 * A banner's fields: placement (its type), severity, title and body in three languages, an
 * optional link and the schedule in Hong Kong time. The title in every language and the start
 * are checked here; the server checks the rest and answers a code.
 */
export function BannerForm(props: {
  initial: BannerValues;
  submitLabel: string;
  isBusy: boolean;
  outcome: ReactNode;
  onSubmit: (values: BannerValues) => void;
}) {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const [values, setValues] = useState(props.initial);
  const [isTried, setTried] = useState(false);
  const set = <K extends keyof BannerValues>(field: K, value: BannerValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const hasStart = fromHongKongInput(values.startsAt) !== null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (isComplete(values.title) && hasStart) props.onSubmit(values);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('banner.placement')}
            value={values.placement}
            data={BANNER_PLACEMENTS.map((value) => ({ value, label: texts.placement(value) }))}
            onChange={(event) => set('placement', event.currentTarget.value as BannerPlacement)}
          />
          <NativeSelect
            label={t('banner.severity')}
            value={values.severity}
            data={BANNER_SEVERITIES.map((value) => ({ value, label: texts.severity(value) }))}
            onChange={(event) => set('severity', event.currentTarget.value as BannerSeverity)}
          />
        </SimpleGrid>
        <LanguageFields
          label={t('banner.title_field')}
          values={values.title}
          maxLength={CONTENT_LIMITS.bannerTitle}
          isTried={isTried}
          onChange={(title) => set('title', title)}
        />
        <LanguageFields
          label={t('banner.body')}
          values={values.body}
          maxLength={CONTENT_LIMITS.bannerBody}
          isMultiline
          isOptional
          onChange={(body) => set('body', body)}
        />
        <TextInput
          label={t('banner.link')}
          description={t('banner.link_hint')}
          maxLength={CONTENT_LIMITS.link}
          value={values.link}
          onChange={(event) => set('link', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label={t('banner.starts_at')}
            description={t('form.hong_kong_time')}
            required
            value={values.startsAt}
            error={isTried && !hasStart ? t('form.required') : undefined}
            onChange={(event) => set('startsAt', event.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label={t('banner.ends_at')}
            description={t('banner.ends_hint')}
            value={values.endsAt}
            onChange={(event) => set('endsAt', event.currentTarget.value)}
          />
        </SimpleGrid>
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
