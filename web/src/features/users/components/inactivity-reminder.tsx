import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §4 / §8: the warning before the inactivity logout, with "Stay Logged In". */
export function InactivityReminder({ onStay }: { onStay: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Modal
      opened
      onClose={onStay}
      title={t('inactivity.reminder_title')}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text>{t('inactivity.reminder')}</Text>
        <Button onClick={onStay} data-autofocus>
          {t('inactivity.stay')}
        </Button>
      </Stack>
    </Modal>
  );
}
