import type { FeatureFlag, FeatureFlags } from '@brands/brand-config';
import { hasRoleAtLeast, type Role } from '@shared/domain/roles';
import type layout from '@shared/i18n/locales/en/layout.json';

/** A label of the navigation, a key of layout.json `nav`. */
export type NavLabel = keyof (typeof layout)['nav'];

/** One link inside a navigation group. */
export type NavLink = { label: NavLabel; to: string };

/** The product areas of the main menu (spec §2.16), also keys of home.json `area`. */
export type AreaLabel =
  | 'news'
  | 'funds'
  | 'stocks'
  | 'virtual_assets'
  | 'assets'
  | 'cash'
  | 'account'
  | 'advisor'
  | 'admin';

/** One main-menu item: its area, desktop target and the links of its mobile drawer group. */
export type NavGroup = { label: AreaLabel; to: string; links: NavLink[] };

/**
 * A drawer link as an area's manifest declares it: shown only when its own flag is on, and when
 * restricted (spec §6), not while an advisor acts for a client.
 */
export type MenuLink = NavLink & { flag?: FeatureFlag; isRestricted?: boolean };

/** An area's main-menu entry, as its manifest (web/src/app/areas/) declares it. */
export type MenuEntry = {
  label: AreaLabel;
  /** The desktop target. */
  to: string;
  links: readonly MenuLink[];
  /** Spec §2.16: shown to an advisor-role session, landing there; absent, hidden from advisors. */
  advisorTo?: string;
  /** Spec §2.16: hidden while an advisor acts for a client. */
  isHiddenInAdvisorMode?: boolean;
};

/**
 * What the navigation reads of an area's manifest: its flag, its menu entry, the lowest role its
 * gate lets in, and whether it has pages open to anyone.
 */
export type MenuArea = {
  flag?: FeatureFlag;
  menu?: MenuEntry;
  gate?: { minRole?: Role };
  openPages?: readonly unknown[];
};

/**
 * Who looks at the menu: the current session's role (none: a visitor), and whether an advisor
 * acts for a client.
 */
export type NavViewer = { role?: Role; isAdvisorMode: boolean };

const isOn = (features: FeatureFlags, flag: FeatureFlag | undefined) =>
  flag === undefined || features[flag];

/**
 * The main menu of spec §2.16 in the order of `areas` (News, Funds, Stocks, Virtual Assets,
 * Assets, Cash, Account, Advisor, Admin), each item hidden when its area's flag is off, with the
 * drawer's group links (spec §2.4-2.13), each hidden by its own flag. An advisor-role session
 * sees only the areas with an advisor landing (Funds on its watchlist, Advisor, Admin); in
 * advisor mode (acting for a client) Virtual Assets and the restricted links are hidden. Each
 * reader sees only what they can open (issue 31 §2): a client no area above their role (Advisor,
 * Admin), a visitor only the areas with pages open to anyone. An area of the other account source
 * stays: its gate says a second sign-in is needed and offers it.
 */
export function buildNavigation(
  areas: readonly MenuArea[],
  features: FeatureFlags,
  viewer: NavViewer = { isAdvisorMode: false },
): NavGroup[] {
  const { role } = viewer;
  // An advisor (and an advisor acting for a client) keeps the spec's own advisor menu below.
  const isAdvisorMenu = role === 'advisor' || viewer.isAdvisorMode;
  const canOpen = (area: MenuArea) =>
    role === undefined
      ? area.gate === undefined ||
        ((area.openPages?.length ?? 0) > 0 && area.gate.minRole === undefined)
      : area.gate?.minRole === undefined || hasRoleAtLeast(role, area.gate.minRole);
  const entries = areas.flatMap((area) =>
    area.menu && isOn(features, area.flag) && (isAdvisorMenu || canOpen(area)) ? [area.menu] : [],
  );
  const group = (menu: MenuEntry, to = menu.to): NavGroup => ({
    label: menu.label,
    to,
    links: menu.links
      .filter((link) => isOn(features, link.flag) && !(viewer.isAdvisorMode && link.isRestricted))
      .map(({ label, to: target }) => ({ label, to: target })),
  });
  if (viewer.isAdvisorMode) {
    return entries.filter((menu) => !menu.isHiddenInAdvisorMode).map((menu) => group(menu));
  }
  if (viewer.role === 'advisor') {
    return entries.flatMap((menu) => (menu.advisorTo ? [group(menu, menu.advisorTo)] : []));
  }
  return entries.map((menu) => group(menu));
}
