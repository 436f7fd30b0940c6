import { useTranslation } from 'react-i18next';
import { OrderConfirmationSetting } from '../../../features/accounts/components/order-confirmation-setting';
import { SettingPage } from '../../../features/users/components/setting-page';
import { useSession } from '../../../lib/session-context';
import { isAdvisorMode } from '../../../lib/sessions';

/**
 * `/accounts/userSettings` (spec §2.9, always there): the settings page, as User Settings, with
 * the order confirmation setting for a Gateway client's own session (issue 31 §5).
 */
export function Component() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const hasOrders = session?.source === 'gateway' && !isAdvisorMode(session);
  return (
    <SettingPage title={t('nav.user_settings')}>
      {hasOrders ? <OrderConfirmationSetting accountCode={session.accountCode} /> : null}
    </SettingPage>
  );
}
