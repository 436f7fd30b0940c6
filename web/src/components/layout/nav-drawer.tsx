import { NavLink } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../brand-logo';
import { isInArea } from './main-menu';
import { SideDrawer } from './side-drawer';
import type { NavGroup } from './navigation';

type DrawerLinkProps = { to: string; label: string; isActive: boolean; onNavigate: () => void };

type NavDrawerProps = {
  groups: NavGroup[];
  isOpen: boolean;
  onClose: () => void;
  hasLoginLink: boolean;
};

function DrawerLink({ to, label, isActive, onNavigate }: DrawerLinkProps) {
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function DrawerGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const isInGroup = isInArea(pathname, group.to);
  const [isExpanded, setIsExpanded] = useState(isInGroup);
  if (group.links.length <= 1) {
    const label = t(`nav.${group.label}`);
    return <DrawerLink to={group.to} label={label} isActive={isInGroup} onNavigate={onNavigate} />;
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={t(`nav.${group.label}`)}
      opened={isExpanded}
      onChange={setIsExpanded}
      aria-expanded={isExpanded}
      childrenOffset="md"
    >
      {group.links.map((link) => (
        <DrawerLink
          key={link.to}
          to={link.to}
          label={t(`nav.${link.label}`)}
          isActive={pathname === link.to}
          onNavigate={onNavigate}
        />
      ))}
    </NavLink>
  );
}

/** The navigation drawer at widths up to 1200px (spec §2.16): collapsible groups per area. */
export function NavDrawer({ groups, isOpen, onClose, hasLoginLink }: NavDrawerProps) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <SideDrawer
      isOpen={isOpen}
      onClose={onClose}
      position="left"
      title={<BrandLogo />}
      closeLabel={t('close_navigation')}
    >
      <nav aria-label={t('main_navigation')}>
        {groups.map((group) => (
          <DrawerGroup key={group.label} group={group} onNavigate={onClose} />
        ))}
        {hasLoginLink && (
          <NavLink
            component={Link}
            to="/users/login"
            label={t('common:log_in')}
            onClick={onClose}
          />
        )}
      </nav>
    </SideDrawer>
  );
}
