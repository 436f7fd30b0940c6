import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsControls } from './settings-controls';
import { SideDrawer } from './side-drawer';

/** The settings panel (spec §2.15): the settings controls in a drawer from the right. */
export function SettingsDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
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
      <SettingsControls onLeave={onClose} />
    </SideDrawer>
  );
}
