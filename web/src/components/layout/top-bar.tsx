import {
  ActionIcon,
  Anchor,
  Badge,
  Burger,
  Button,
  Container,
  Group,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session-context';
import { isAdvisorMode } from '../../lib/sessions';
import { BrandLogo } from '../brand-logo';
import { SettingsIcon } from '../icons';
import { MainMenu } from './main-menu';
import classes from './layout.module.css';
import type { NavGroup } from './navigation';

// The dropdown (Menu, floating positioning) loads once someone is signed in, not on the login page.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

type TopBarProps = {
  groups: NavGroup[];
  hasLoginLink: boolean;
  isNavOpen: boolean;
  onOpenNav: () => void;
  onOpenSettings: () => void;
  /** Beside the settings button on every width (the notification bell), composed by the app. */
  headerActions?: ReactNode;
};

/**
 * The role of the signed-in session (spec §2.16, §6): shown for roles other than a plain user,
 * and as Advisor in advisor mode (an advisor acting for a client), on every width; nothing when
 * nobody is signed in.
 */
function RoleLabel() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const isAdvisor = isAdvisorMode(session);
  if (!session || (session.role === 'user' && !isAdvisor)) return null;
  const role = t(`role.${isAdvisor ? 'advisor' : session.role}`);
  return (
    <>
      <VisuallyHidden>{isAdvisor ? t('advisor_mode') : t('signed_in_as', { role })}</VisuallyHidden>
      <Badge variant="light" size="lg" radius="sm" className={classes.tag} aria-hidden>
        {role}
      </Badge>
    </>
  );
}

/** A labelled settings button (the gear). */
export function SettingsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t('open')}
      onClick={onClick}
      className={classes.fixed}
      data-tour="settings"
    >
      <SettingsIcon />
    </ActionIcon>
  );
}

/**
 * The header bar (spec §2.16): on desktop the logo, main menu, role label, login link and
 * settings; up to 1200px a menu button opens the navigation drawer instead of the menu. At phone
 * width the gaps tighten and only the account name gives way (ellipsis), never a tag or a button.
 */
export function TopBar({
  groups,
  hasLoginLink,
  isNavOpen,
  onOpenNav,
  onOpenSettings,
  headerActions,
}: TopBarProps) {
  const { t } = useTranslation(['layout', 'common']);
  const session = useSession();
  return (
    <Container size="xl" h="100%" className={classes.bar}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="md" className={classes.barRow}>
        <Group wrap="nowrap" className={classes.barStart}>
          <Burger
            hiddenFrom="lg"
            size="sm"
            opened={isNavOpen}
            onClick={onOpenNav}
            aria-label={t('open_navigation')}
            data-tour="menu"
          />
          <Anchor component={Link} to="/" c="bright" lh={0}>
            <BrandLogo />
          </Anchor>
          <MainMenu groups={groups} />
        </Group>
        <Group wrap="nowrap" className={classes.barEnd}>
          <RoleLabel />
          {hasLoginLink && (
            <Button component={Link} to="/users/login" size="sm" visibleFrom="xs">
              {t('common:log_in')}
            </Button>
          )}
          {session && (
            <Suspense fallback={null}>
              <AccountMenu current={session} />
            </Suspense>
          )}
          {headerActions}
          <SettingsButton onClick={onOpenSettings} />
        </Group>
      </Group>
    </Container>
  );
}
