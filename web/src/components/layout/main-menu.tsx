import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './layout.module.css';
import type { NavGroup } from './navigation';

/** Whether `pathname` lies in the same top-level area as `to` (`/funds/...` for Funds). */
export function isInArea(pathname: string, to: string): boolean {
  const area = to.split('/')[1];
  return Boolean(area) && pathname.split('/')[1] === area;
}

/** The desktop main menu (spec §2.16): one link per enabled area. */
export function MainMenu({ groups }: { groups: NavGroup[] }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <Group
      component="nav"
      aria-label={t('main_navigation')}
      gap={2}
      wrap="nowrap"
      visibleFrom="lg"
      data-tour="menu"
    >
      {groups.map((group) => {
        const isActive = isInArea(pathname, group.to);
        return (
          <UnstyledButton
            key={group.label}
            component={Link}
            to={group.to}
            className={classes.menuLink}
            data-active={isActive || undefined}
            aria-current={isActive ? 'page' : undefined}
            data-tour={`nav-${group.label}`}
          >
            {t(`nav.${group.label}`)}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
