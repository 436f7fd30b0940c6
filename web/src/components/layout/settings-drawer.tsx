import {
  Button,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@shared/i18n/languages';
import { useBrand } from '../../lib/brand-context';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { isColourMode } from '../../lib/preferences';
import { useLayoutPreferences } from '../../lib/preferences-context';
import { SideDrawer } from './side-drawer';

function ColourModeControl() {
  const { t } = useTranslation('settings');
  const labelId = useId();
  const { setColorScheme } = useMantineColorScheme();
  const colourMode = useComputedColorScheme('light');
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={600}>
        {t('color_mode')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={colourMode}
        onChange={(value) => isColourMode(value) && setColorScheme(value)}
        data={[
          { value: 'light', label: t('light') },
          { value: 'dark', label: t('dark') },
        ]}
      />
    </Stack>
  );
}

function LanguageControl() {
  const { t, i18n } = useTranslation('settings');
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={600}>
        {t('language')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={currentLanguage(i18n)}
        onChange={(value) => isLanguage(value) && void changeLanguage(i18n, value)}
        data={LANGUAGES.map((language) => ({
          value: language,
          label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
        }))}
      />
    </Stack>
  );
}

/**
 * The settings panel (spec §2.15): colour mode, language and the simple layout; in session-login
 * mode also the Exit link (spec §2.2).
 */
export function SettingsDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { config } = useBrand();
  const { isSimpleLayout, setSimpleLayout } = useLayoutPreferences();
  return (
    <SideDrawer
      isOpen={isOpen}
      onClose={onClose}
      position="right"
      title={
        <Text component="span" fw={650} size="lg">
          {t('title')}
        </Text>
      }
      closeLabel={t('close')}
    >
      <Stack gap="xl">
        <ColourModeControl />
        <LanguageControl />
        <Switch
          label={t('simple_layout')}
          description={t('simple_layout_description')}
          checked={isSimpleLayout}
          onChange={(event) => setSimpleLayout(event.currentTarget.checked)}
        />
        {config.loginMode === 'session' && (
          <Button component={Link} to="/exit" variant="default" onClick={onClose}>
            {t('exit')}
          </Button>
        )}
      </Stack>
    </SideDrawer>
  );
}
