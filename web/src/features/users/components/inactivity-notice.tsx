import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §4 / §8: the inactivity logout notice, shown until closed or a new login. */
export function InactivityNotice() {
  const { t } = useTranslation('layout');
  const [isOpen, setIsOpen] = useState(true);
  if (!isOpen) return null;
  return (
    <Alert
      color="yellow"
      role="alert"
      title={t('inactivity.logged_out_title')}
      withCloseButton
      closeButtonLabel={t('inactivity.close')}
      onClose={() => setIsOpen(false)}
    >
      {t('inactivity.logged_out')}
    </Alert>
  );
}
