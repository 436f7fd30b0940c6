import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NavGroup } from './navigation';

const NavigationContext = createContext<readonly NavGroup[]>([]);

/** Gives the pages the menu the reader sees (the app layout's groups, built from the manifests). */
export function NavigationProvider(props: { groups: readonly NavGroup[]; children: ReactNode }) {
  return <NavigationContext value={props.groups}>{props.children}</NavigationContext>;
}

/** The first segment of a path (`/stocks/ipo?x` gives `stocks`). */
function segmentOf(path: string): string {
  return path.split(/[?#]/)[0]?.split('/')[1] ?? '';
}

/** One of an area's page links; `end`: marked current on its own path only. */
export type AreaNavLink = { to: string; label: string; end?: boolean };

/**
 * The current area's page links, the very links of its group in the menu and drawer (its
 * manifest's, each behind its flag and, in advisor mode, not restricted), in the reader's
 * language, with the landmark's name. Empty outside an area.
 */
export function useAreaNavigation(): { navLabel: string; links: AreaNavLink[] } {
  const { t } = useTranslation('layout');
  const groups = use(NavigationContext);
  const segment = segmentOf(useLocation().pathname);
  const group = groups.find((candidate) =>
    candidate.links.some((link) => segmentOf(link.to) === segment),
  );
  if (!group) return { navLabel: '', links: [] };
  return {
    navLabel: t('area_pages', { area: t(`nav.${group.label}`) }),
    links: group.links.map((link) => ({ to: link.to, label: t(`nav.${link.label}`), end: true })),
  };
}
