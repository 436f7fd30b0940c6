import { Badge, Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { advisorSessionOf } from '../../lib/advisees';
import { useSessions } from '../../lib/session-context';
import { findSession, sessionTag, type SessionRecord } from '../../lib/sessions';
import { signOut } from '../../lib/sign-out';
import { useSwitchSession } from '../../lib/use-switch-session';
import { AdviseeMenuItems } from './advisee-menu-items';
import classes from './layout.module.css';

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
 * browser tagged Advisor, Client, Admin or User (inactive ones disabled, §4), an advisor's
 * clients to open a session for, and logout. Logging out of a client session goes back to the
 * advisor's.
 */
export function AccountMenu({ current }: { current: SessionRecord }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { sessions } = useSessions();
  const switchTo = useSwitchSession();
  const others = sessions.filter((session) => session.sessionId !== current.sessionId);
  const advisor = advisorSessionOf(sessions);

  const logout = async () => {
    const { advisorSessionId } = current;
    if (!(await signOut(current.sessionId))) return;
    const back = advisorSessionId ? findSession(advisorSessionId) : undefined;
    if (back?.status === 'active') switchTo(back);
    else void navigate('/users/login');
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" className={classes.accountButton}>
          <Text span size="sm" fw={600} className={classes.accountName}>
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
        {advisor && <AdviseeMenuItems advisor={advisor} />}
        <Menu.Item color="red" onClick={() => void logout()}>
          {t('switcher.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
