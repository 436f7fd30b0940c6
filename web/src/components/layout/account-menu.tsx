import { Badge, Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessions } from '../../lib/session-context';
import { sessionTag, type SessionRecord } from '../../lib/sessions';
import { signOut } from '../../lib/sign-out';
import { useSwitchSession } from '../../lib/use-switch-session';

function SessionItem({ session, onPick }: { session: SessionRecord; onPick: () => void }) {
  const { t } = useTranslation('layout');
  const isActive = session.status === 'active';
  return (
    <Menu.Item
      disabled={!isActive}
      onClick={onPick}
      rightSection={
        <Group gap={4} wrap="nowrap">
          <Badge size="sm" variant="light">
            {t(`switcher.tag.${sessionTag(session)}`)}
          </Badge>
          {!isActive && (
            <Badge size="sm" color="gray">
              {t('switcher.inactive')}
            </Badge>
          )}
        </Group>
      }
    >
      {session.accountCode}
    </Menu.Item>
  );
}

/**
 * The switcher dropdown of spec §2.15 / §2.16: the current account, the other sessions of this
 * browser tagged Advisor, Client, Admin or User (inactive ones disabled, §4), and logout.
 */
export function AccountMenu({ current }: { current: SessionRecord }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { sessions } = useSessions();
  const switchTo = useSwitchSession();
  const others = sessions.filter((session) => session.sessionId !== current.sessionId);

  const logout = async () => {
    if (await signOut(current.sessionId)) void navigate('/users/login');
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm">
          <Text span size="sm" fw={600}>
            {current.accountCode}
          </Text>
          <VisuallyHidden>{t('switcher.open')}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {others.length > 0 && <Menu.Label>{t('switcher.other_sessions')}</Menu.Label>}
        {others.map((session) => (
          <SessionItem key={session.sessionId} session={session} onPick={() => switchTo(session)} />
        ))}
        {others.length > 0 && <Menu.Divider />}
        <Menu.Item color="red" onClick={() => void logout()}>
          {t('switcher.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
