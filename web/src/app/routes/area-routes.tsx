import type { RouteObject } from 'react-router';
import type { BrandConfig } from '@brands/brand-config';
import {
  indexChoicesOf,
  isFlagOn,
  isPageOn,
  type AreaManifest,
  type AreaPage,
  type RouteModule,
} from '../areas/area';
import { FirstOpenPage, RestrictedGate } from './gates/restricted-gate';
import { SessionGate } from './gates/session-gate';

/** How the route table loads a route module, for a page or not (router.tsx `lazyModules`). */
export type LazyModule = (
  load: () => Promise<RouteModule>,
  page?: Pick<AreaPage, 'isFirstPage'>,
) => RouteObject['lazy'];

/** The under-construction page (spec §2.12) of one area, named by its menu entry. */
function underConstruction(area: AreaManifest): () => Promise<RouteModule> {
  return () =>
    import('./under-construction').then((module) =>
      module.underConstructionModule(area.menu?.label),
    );
}

/** One area's routes on the brand: its pages behind its gate, or nothing (or its off page). */
function routesOf(area: AreaManifest, brand: BrandConfig, lazyModule: LazyModule): RouteObject[] {
  const building = lazyModule(underConstruction(area));
  if (!isFlagOn(brand, area.flag)) {
    return area.isUnderConstructionWhenOff ? [{ path: `${area.segment}/*`, lazy: building }] : [];
  }
  const routeOf = (page: AreaPage): RouteObject => ({
    path: page.path,
    lazy: page.load ? lazyModule(page.load, page) : building,
  });
  // Restricted pages (spec §6) sit behind one gate that refuses them in advisor mode.
  const pages = (list: readonly AreaPage[] = []): RouteObject[] => {
    const shown = list.filter((page) => isPageOn(brand, page));
    const open = shown.filter((page) => !page.isRestricted).map(routeOf);
    const restricted = shown.filter((page) => page.isRestricted).map(routeOf);
    return restricted.length === 0
      ? open
      : [...open, { element: <RestrictedGate />, children: restricted }];
  };
  const isBuilt = area.pages !== undefined;
  // A built area's unknown path is not-found; every path of an area not built is under construction.
  const rest: RouteObject[] = isBuilt
    ? area.gate
      ? [{ path: '*', lazy: lazyModule(() => import('./not-found')) }]
      : []
    : [{ path: '*', lazy: building }];
  const indexChoices = indexChoicesOf(area, brand);
  const index: RouteObject[] =
    indexChoices.length > 0
      ? [{ index: true, element: <FirstOpenPage choices={indexChoices} /> }]
      : isBuilt
        ? []
        : [{ index: true, lazy: building }];
  const children = area.gate
    ? [
        ...pages(area.openPages),
        {
          element: <SessionGate {...area.gate} />,
          children: [...index, ...pages(area.pages), ...rest],
        },
      ]
    : [...index, ...pages(area.pages), ...rest];
  if (children.length === 0) return [];
  // Spec §2.16: an area the menu hides in advisor mode is refused there on every path too.
  const shown = area.menu?.isHiddenInAdvisorMode
    ? [{ element: <RestrictedGate notice="area" />, children }]
    : children;
  return [{ path: area.segment, element: area.wrap?.(brand), children: shown }];
}

/**
 * The product areas' routes (spec §2.2-2.13, §6), built from their manifests: an area whose flag
 * is off has no routes (its paths fall through to not-found) or the under-construction page; an
 * area not built yet shows the under-construction page on every path, behind its gate.
 */
export function areaRoutes(
  areas: readonly AreaManifest[],
  brand: BrandConfig,
  lazyModule: LazyModule,
): RouteObject[] {
  return areas.flatMap((area) => routesOf(area, brand, lazyModule));
}
