import type { ComponentType, ReactElement } from 'react';
import type { BrandConfig, FeatureFlag, LoginMode } from '@brands/brand-config';
import type { MenuEntry } from '../../components/layout/navigation';
import type { GateRules } from '../routes/gates/session-gate';

/** A route module: a page's component, loaded with its route (one chunk per page). */
export type RouteModule = { Component: ComponentType };

/** One page of an area, as its manifest declares it. */
export type AreaPage = {
  /** The path under the area (`subscribe/:id?`). */
  path: string;
  /** The page's route module; absent while the page is not built (under construction, §2.12). */
  load?: () => Promise<RouteModule>;
  /** Flags the page needs besides the area's own; all must be on. */
  flags?: readonly FeatureFlag[];
  /** The only login mode the page exists in (spec §2.2: logout with password login). */
  loginMode?: LoginMode;
  /** Restricted mode (spec §6): not shown while an advisor acts for a client. */
  isRestricted?: boolean;
  /**
   * A page a visitor lands on from outside (login): its route waits for no catalogue beyond the
   * start part loaded with the app (lib/i18n-catalogues.ts), which holds every text it shows.
   * Every other page loads all of its language's catalogues with its module.
   */
  isFirstPage?: boolean;
};

/**
 * Everything the app knows about one product area (docs/CODE-STYLE.md §10): its paths, its flag,
 * its menu entry, its guard and its lazy routes. The route table and the navigation are built from
 * the list of manifests (`area-list.ts`); nothing else reads the brand's flags for an area.
 */
export type AreaManifest = {
  /** The area's first path segment (`funds` for `/funds/...`). */
  segment: string;
  /** The flag that turns the whole area on; absent when every brand has it. */
  flag?: FeatureFlag;
  /** The main-menu entry (spec §2.16); absent for an area outside the menu. */
  menu?: MenuEntry;
  /**
   * The session gate in front of `pages` (spec §6); an unknown path behind it is not-found once
   * past the gate. Absent: `pages` are open and an unknown path falls through to not-found.
   */
  gate?: GateRules;
  /**
   * Where the area's own path goes, behind the gate: a page (`dashboard`), or the first of a list
   * of pages that exists on the brand (spec §2.9: the first enabled of information, raq, ...).
   */
  indexTo?: string | readonly string[];
  /**
   * The area's pages (behind the gate when there is one). Absent while the area is not built:
   * every path of the area, behind its gate, shows the under-construction page (spec §2.12), so a
   * menu item, a home card or a landing redirect never ends on a bare not-found. Adding the pages
   * when the area is built turns that off.
   */
  pages?: readonly AreaPage[];
  /** Pages in front of the gate, open to anyone (spec §2.4: comparer, fund details). */
  openPages?: readonly AreaPage[];
  /**
   * Every path of the area shows the under-construction page while its flag is off (spec §2.12:
   * advisors); otherwise an area whose flag is off has no routes and its paths are not-found.
   */
  isUnderConstructionWhenOff?: boolean;
  /**
   * Wraps the area's pages (an `<Outlet />` inside): gives the area's feature the options it
   * needs, worked out here from the brand's flags, so feature code never reads flags.
   */
  wrap?: (brand: BrandConfig) => ReactElement;
};

/** Whether the brand offers `flag` (an absent flag is always on). */
export function isFlagOn(brand: BrandConfig, flag: FeatureFlag | undefined): boolean {
  return flag === undefined || brand.features[flag];
}

/** Whether a page exists on the brand: its flags all on, and its login mode the brand's. */
export function isPageOn(brand: BrandConfig, page: AreaPage): boolean {
  const hasFlags = (page.flags ?? []).every((flag) => brand.features[flag]);
  return hasFlags && (page.loginMode === undefined || page.loginMode === brand.loginMode);
}

/** A page the area's own path may go to, and whether restricted mode (spec §6) refuses it. */
export type IndexChoice = { path: string; isRestricted: boolean };

/**
 * Where the area's own path may go on the brand, in order: `indexTo`, or those pages of its list
 * that exist on the brand; empty when there is none. The first one the reader may open wins.
 */
export function indexChoicesOf(area: AreaManifest, brand: BrandConfig): IndexChoice[] {
  const { indexTo } = area;
  if (indexTo === undefined) return [];
  if (typeof indexTo === 'string') return [{ path: indexTo, isRestricted: false }];
  const onBrand = new Map(
    (area.pages ?? []).filter((page) => isPageOn(brand, page)).map((page) => [page.path, page]),
  );
  return indexTo.flatMap((path) => {
    const page = onBrand.get(path);
    return page ? [{ path, isRestricted: page.isRestricted ?? false }] : [];
  });
}
