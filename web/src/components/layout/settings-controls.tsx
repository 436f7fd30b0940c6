import {
  Button,
  Stack,
  Switch,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@shared/i18n/languages';
import { callApi } from '../../lib/api-client';
import { useBrand } from '../../lib/brand-context';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { isColourMode, type GainColour } from '../../lib/preferences';
import { useLayoutPreferences } from '../../lib/preferences-context';
import { useSession } from '../../lib/session-context';
import { isAdvisorMode } from '../../lib/sessions';
import { ReportingCurrencyControl } from './reporting-currency-control';
import { SettingSegments } from './setting-segments';

function ColourModeControl() {
  const { t } = useTranslation('settings');
  const { setColorScheme } = useMantineColorScheme();
  const colourMode = useComputedColorScheme('light');
  return (
    <SettingSegments
      label={t('color_mode')}
      value={colourMode}
      onChange={(value) => isColourMode(value) && setColorScheme(value)}
      data={[
        { value: 'light', label: t('light') },
        { value: 'dark', label: t('dark') },
      ]}
    />
  );
}

const isGainColour = (value: string): value is GainColour =>
  value === 'green-up' || value === 'red-up';

/** Green up (the default) or red up, as mainland readers expect (UI style). */
function GainColourControl() {
  const { t } = useTranslation('settings');
  const { gainColour, setGainColour } = useLayoutPreferences();
  return (
    <SettingSegments
      label={t('gain_colour')}
      value={gainColour}
      onChange={(value) => isGainColour(value) && setGainColour(value)}
      data={[
        { value: 'green-up', label: t('green_up') },
        { value: 'red-up', label: t('red_up') },
      ]}
    />
  );
}

function LanguageControl() {
  const { t, i18n } = useTranslation('settings');
  const session = useSession();
  const choose = (language: Language) => {
    void changeLanguage(i18n, language);
    // Spec §7: a signed-in choice is also the account's preference; an advisor acting for a
    // client leaves the client's preference alone (spec §6).
    if (!session || isAdvisorMode(session)) return;
    const { accountCode, source } = session;
    callApi('preference/setLanguage', { accountCode, language, source }).catch(() => {
      // The page already speaks the language; the account preference catches up next time.
    });
  };
  return (
    <SettingSegments
      label={t('language')}
      value={currentLanguage(i18n)}
      onChange={(value) => isLanguage(value) && choose(value)}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
      }))}
    />
  );
}

/**
 * The settings of spec §2.15, shared by the settings panel and `/users/setting` (§2.2): colour
 * mode, reporting currency when signed in, language, the colour of gains and the simple layout; in session-login mode
 * also the Exit link (spec §2.2). `onLeave` runs when a link leaves the page.
 */
export function SettingsControls({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation('settings');
  const { config } = useBrand();
  const { isSimpleLayout, setSimpleLayout } = useLayoutPreferences();
  const session = useSession();
  return (
    <Stack gap="xl">
      <ColourModeControl />
      {session && <ReportingCurrencyControl key={session.sessionId} session={session} />}
      <LanguageControl />
      <GainColourControl />
      <Switch
        label={t('simple_layout')}
        description={t('simple_layout_description')}
        checked={isSimpleLayout}
        onChange={(event) => setSimpleLayout(event.currentTarget.checked)}
      />
      {config.loginMode === 'session' && (
        <Button component={Link} to="/exit" variant="default" onClick={onLeave}>
          {t('exit')}
        </Button>
      )}
    </Stack>
  );
}
