import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/use-format';
import { useContentChange, useContentQuery } from '../api/admin-content';
import { QueryState } from '../components/admin-page';
import { adminPaths } from '../paths';
import { ContentOutcome } from './content-outcome';
import { ThemePreview, type ThemeValues } from './theme-preview';

/** Stores the edited theme as a preview for an hour and gives its link (admins only open it). */
export function PreviewLinkButton({ theme }: { theme: ThemeValues }) {
  const { t } = useTranslation('adminContent');
  const format = useFormat();
  const preview = useContentChange('admin-theme/previewTheme');
  const token = preview.data?.token;
  return (
    <Stack gap="xs">
      <Button variant="default" loading={preview.isPending} onClick={() => preview.mutate(theme)}>
        {t('theme.make_link')}
      </Button>
      {token ? (
        <Text size="sm">
          <Anchor
            component={Link}
            to={`${adminPaths.themePreview}?preview=${encodeURIComponent(token)}`}
          >
            {t('theme.link')}
          </Anchor>{' '}
          {preview.data?.expiresAt
            ? t('theme.link_until', { at: format.dateTime(preview.data.expiresAt) })
            : null}
        </Text>
      ) : (
        <ContentOutcome call={preview} done="" />
      )}
    </Stack>
  );
}

/**
 * A stored preview opened by its link: shown as "Theme" to an admin (spec §2.15); anyone else
 * gets the spec §6 message that the display contains illegal changes.
 */
export function StoredThemePreview({ token }: { token: string }) {
  const { t } = useTranslation('adminContent');
  const preview = useContentQuery(
    ['site-content', 'theme-preview', token],
    'site-content/loadThemePreview',
    { token },
  );
  return (
    <QueryState query={preview}>
      {(data) =>
        data.result === 'ok' && data.theme ? (
          <ThemePreview theme={data.theme} label={t('theme.preview_label')} />
        ) : (
          <Alert color="red" role="alert">
            {t(`result.${data.result === 'ok' ? 'not_found' : data.result}`)}
          </Alert>
        )
      }
    </QueryState>
  );
}

/**
 * `/admins/theme/preview?preview=<token>`, open to anyone: the stored preview for an admin, the
 * spec §6 illegal-changes message for anyone else (never the admin gate's silent redirect).
 */
export function ThemePreviewPage() {
  const { t } = useTranslation('adminContent');
  const token = useSearchParams()[0].get('preview') ?? '';
  return (
    <Container size="md" py="xl">
      <Stack gap="md" data-testid="stored-theme-preview">
        <Title order={1} size="h2">
          {t('theme.stored_preview')}
        </Title>
        <StoredThemePreview token={token === '' ? '-' : token} />
      </Stack>
    </Container>
  );
}
