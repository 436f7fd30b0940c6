import {
  Alert,
  Button,
  ColorInput,
  FileInput,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS, isThemeColour } from '@shared/domain/admin-content';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { useFormat } from '../../../lib/use-format';
import {
  contentKeys,
  useContentChange,
  useContentQuery,
  type ThemeData,
} from '../api/admin-content';
import { AdminPage, QueryState, Section } from '../components/admin-page';
import { ContentOutcome } from './content-outcome';
import { isComplete, LanguageFields } from './language-fields';
import { ThemePreview, type ThemeValues } from './theme-preview';
import { PreviewLinkButton } from './theme-preview-link';

/** Reads a chosen image as a data address (PNG, JPEG or WebP; the server checks again). */
function readImage(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

function ThemeEditor({ data }: { data: ThemeData }) {
  const { t } = useTranslation('adminContent');
  const format = useFormat();
  const [values, setValues] = useState<ThemeValues>(() => ({ ...(data.custom ?? data.brand) }));
  const [isTried, setTried] = useState(false);
  const save = useContentChange('admin-theme/saveTheme');
  const reset = useContentChange('admin-theme/resetTheme');
  const set = <K extends keyof ThemeValues>(field: K, value: ThemeValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const isLogoLink = values.logo?.startsWith('https://') ?? false;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (isThemeColour(values.primaryColour) && isComplete(values.footer)) save.mutate(values);
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {data.custom && data.updatedAt
              ? t('theme.custom_since', {
                  at: format.dateTime(data.updatedAt),
                  by: data.updatedBy ?? '',
                })
              : t('theme.brand_own')}
          </Text>
          <ColorInput
            label={t('theme.colour')}
            format="hex"
            required
            value={values.primaryColour}
            error={
              isTried && !isThemeColour(values.primaryColour)
                ? t('result.invalid_colour')
                : undefined
            }
            onChange={(colour) => set('primaryColour', colour)}
            eyeDropperButtonProps={{ 'aria-label': t('theme.pick_colour') }}
          />
          <FileInput
            label={t('theme.logo_file')}
            description={
              <>
                {t('theme.logo_hint')} <span translate="no">PNG, JPEG, WebP</span>
              </>
            }
            accept="image/png,image/jpeg,image/webp"
            clearable
            onChange={(file) => {
              if (file) void readImage(file).then((logo) => set('logo', logo));
            }}
          />
          <TextInput
            label={t('theme.logo_link')}
            maxLength={CONTENT_LIMITS.link}
            value={isLogoLink ? (values.logo ?? '') : ''}
            onChange={(event) => set('logo', event.currentTarget.value.trim() || null)}
          />
          {values.logo ? (
            <Group>
              <Button variant="subtle" size="xs" onClick={() => set('logo', null)}>
                {t('theme.brand_logo')}
              </Button>
            </Group>
          ) : null}
          <LanguageFields
            label={t('theme.footer')}
            values={values.footer}
            maxLength={CONTENT_LIMITS.footer}
            isMultiline
            isTried={isTried}
            onChange={(footer) => set('footer', footer)}
          />
          <ContentOutcome call={save} done={t('theme.saved')} />
          <ContentOutcome call={reset} done={t('theme.was_reset')} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('theme.save')}
            </Button>
            <ConfirmButton
              title={t('theme.reset_title')}
              question={t('theme.reset_question')}
              confirmLabel={t('theme.reset')}
              buttonProps={{ variant: 'default', loading: reset.isPending }}
              onConfirm={() => reset.mutate({}, { onSuccess: () => setValues({ ...data.brand }) })}
            >
              {t('theme.reset')}
            </ConfirmButton>
          </Group>
        </Stack>
      </form>
      <Stack gap="sm">
        {/* Spec §2.15: the admin's preview is shown as "Theme". */}
        <ThemePreview theme={values} label={t('theme.preview_label')} />
        <Alert variant="light" color="gray">
          {t('theme.preview_note')}
        </Alert>
        <PreviewLinkButton theme={values} />
      </Stack>
    </SimpleGrid>
  );
}

/**
 * `/admins/theme` (spec §2.13, §2.15, issue 29): the brand's colour, logo and footer as a custom
 * theme, edited beside a live preview labelled "Theme"; save applies it to every reader, reset
 * goes back to the brand's own.
 */
export function ThemePage() {
  const { t } = useTranslation('adminContent');
  const theme = useContentQuery(contentKeys.theme, 'admin-theme/loadTheme', {});
  return (
    <AdminPage title={t('theme.title')}>
      <Section title={t('theme.editor')}>
        <QueryState query={theme}>{(data) => <ThemeEditor data={data} />}</QueryState>
      </Section>
    </AdminPage>
  );
}
