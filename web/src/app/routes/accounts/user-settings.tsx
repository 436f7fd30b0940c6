import { useTranslation } from 'react-i18next';
import { SettingPage } from '../../../features/users/components/setting-page';

/** `/accounts/userSettings` (spec §2.9, always there): the settings page, as User Settings. */
export function Component() {
  const { t } = useTranslation('layout');
  return <SettingPage title={t('nav.user_settings')} />;
}
