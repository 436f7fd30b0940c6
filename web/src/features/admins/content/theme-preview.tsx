import { Badge, Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { currentLanguage } from '../../../lib/i18n';
import type { Texts } from './content-texts';

/** A theme as the editor holds it. */
export type ThemeValues = { primaryColour: string; logo: string | null; footer: Texts };

/**
 * A small page in the theme being edited (spec §2.15: the admin's preview is shown as "Theme"):
 * its header with the logo, a button and a link in its colour, and its footer in the page's
 * language. Nothing of the running app changes until the theme is saved.
 */
export function ThemePreview({ theme, label }: { theme: ThemeValues; label: string }) {
  const { t, i18n } = useTranslation('adminContent');
  const colour = /^#[0-9a-f]{6}$/i.test(theme.primaryColour) ? theme.primaryColour : undefined;
  return (
    <Paper withBorder radius="md" aria-label={label} role="region" data-testid="theme-preview">
      <Group
        justify="space-between"
        p="sm"
        style={{ borderBottom: `4px solid ${colour ?? 'transparent'}` }}
      >
        {theme.logo ? (
          <Image src={theme.logo} alt={t('theme.logo')} h={32} w="auto" fit="contain" />
        ) : (
          <BrandLogo h={32} />
        )}
        <Badge variant="filled" color={colour}>
          {label}
        </Badge>
      </Group>
      <Stack gap="sm" p="md">
        <Text fw={600}>{t('theme.sample_heading')}</Text>
        <Text size="sm">{t('theme.sample_text')}</Text>
        <Group>
          <Button color={colour}>{t('theme.sample_button')}</Button>
          {/* The link's text keeps the page's colour (readable on either scheme); its underline
              takes the theme's. */}
          <Text
            size="sm"
            fw={600}
            td="underline"
            style={{ textDecorationColor: colour, textDecorationThickness: 2 }}
          >
            {t('theme.sample_link')}
          </Text>
        </Group>
      </Stack>
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text size="xs" c="dimmed" data-testid="theme-preview-footer">
          {theme.footer[currentLanguage(i18n)]}
        </Text>
      </Box>
    </Paper>
  );
}
