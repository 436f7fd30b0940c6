import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-context';
import { isAdvisorMode } from '../../../lib/sessions';

/**
 * Restricted mode (spec §6): while an advisor acts for the holder, the assets pages show what is
 * held but their changes are disabled, with `RestrictedNote` (the server refuses them too).
 */
export function useIsRestricted(): boolean {
  return isAdvisorMode(useSession());
}

/** What an advisor acting for the holder sees beside the disabled changes. */
export function RestrictedNote() {
  const { t } = useTranslation('assets');
  return (
    <Alert color="gray" role="status" title={t('restricted.title')} data-testid="restricted-note">
      {t('restricted.body')}
    </Alert>
  );
}
