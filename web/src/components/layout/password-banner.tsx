import { Alert, Anchor, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentPasswordInfo } from '../../lib/session-context';
import { passwordReminder, type PasswordReminder } from './password-reminder';

function useReminderText(reminder: PasswordReminder): string {
  const { t } = useTranslation('layout');
  switch (reminder.kind) {
    case 'expired':
      return t('password_banner.expired');
    case 'today':
      return t('password_banner.today');
    case 'days_left':
      return t('password_banner.days_left', { count: reminder.days });
    case 'days_ago':
      return t('password_banner.days_ago', { count: reminder.days });
  }
}

function Banner({ reminder }: { reminder: PasswordReminder }) {
  const { t } = useTranslation('layout');
  const text = useReminderText(reminder);
  return (
    <Container size="xl" pt="md">
      <Alert color={reminder.kind === 'days_left' ? 'yellow' : 'red'} role="alert">
        {text}{' '}
        <Anchor component={Link} to="/accounts/changePassword" fw={600} inherit>
          {t('password_banner.link')}
        </Anchor>
      </Alert>
    </Container>
  );
}

/** Spec §2.16 / §4 password reminder banner: on every page but the sign-in pages. */
export function PasswordBanner() {
  const info = useCurrentPasswordInfo();
  const { pathname } = useLocation();
  if (!info || pathname.startsWith('/users/')) return null;
  const reminder = passwordReminder(info);
  return reminder ? <Banner reminder={reminder} /> : null;
}
