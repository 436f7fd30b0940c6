import { Navigate, type RouteObject } from 'react-router';
import type { BrandConfig } from '@brands/brand-config';
import {
  isFlagOn,
  isPageOn,
  type AreaManifest,
  type AreaPage,
  type RouteModule,
} from '../areas/area';
import { SessionGate } from './gates/session-gate';

/** How the route table loads a route module (router.tsx `lazyModule`). */
export type LazyModule = (load: () => Promise<RouteModule>) => RouteObject['lazy'];

/** One area's routes on the brand: its pages behind its gate, or nothing (or its off page). */
function routesOf(area: AreaManifest, brand: BrandConfig, lazyModule: LazyModule): RouteObject[] {
  if (!isFlagOn(brand, area.flag)) {
    return area.whenOff ? [{ path: `${area.segment}/*`, lazy: lazyModule(area.whenOff) }] : [];
  }
  const pages = (list: readonly AreaPage[] = []): RouteObject[] =>
    list
      .filter((page) => isPageOn(brand, page))
      .map((page) => ({ path: page.path, lazy: lazyModule(page.load) }));
  const children = area.gate
    ? [
        ...pages(area.openPages),
        {
          element: <SessionGate {...area.gate} />,
          children: [
            ...(area.indexTo
              ? [{ index: true, element: <Navigate to={area.indexTo} replace /> }]
              : []),
            ...pages(area.pages),
            // Behind the gate, an unknown path of a built area is not-found once past it.
            { path: '*', lazy: lazyModule(() => import('./not-found')) },
          ],
        },
      ]
    : pages(area.pages);
  if (children.length === 0) return [];
  return [{ path: area.segment, element: area.wrap?.(brand), children }];
}

/**
 * The product areas' routes (spec §2.2-2.13, §6), built from their manifests: an area whose flag
 * is off has no routes (its paths fall through to not-found) or its `whenOff` page.
 */
export function areaRoutes(
  areas: readonly AreaManifest[],
  brand: BrandConfig,
  lazyModule: LazyModule,
): RouteObject[] {
  return areas.flatMap((area) => routesOf(area, brand, lazyModule));
}
