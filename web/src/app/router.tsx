import { createBrowserRouter, type RouteObject } from 'react-router';
import type { BrandConfig } from '@brands/brand-config';
import { AppLayout } from '../components/layout/app-layout';
import { reloadAfterChunkFailure } from '../features/maintenance/chunk-reload';
import { MaintenancePage } from '../features/maintenance/components/maintenance-page';
import { BASE_PATH } from '../lib/base-path';
import type { RouteModule } from './areas/area';
import { areas } from './areas/area-list';
import { notificationBell } from './areas/notifications';
import { areaRoutes } from './routes/area-routes';
import { FirstLoad, RootShell } from './routes/root';
import { RootRouteError, RouteError } from './routes/route-error';

/**
 * A route module loaded with its route (one chunk per area). A module that fails to load
 * (usually an old build's file, gone after a deployment) reloads the page (spec §4); the error
 * still reaches the route's error screen meanwhile, and stays there if no reload happens.
 */
function lazyModule(load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return async () => {
    try {
      const { Component } = await load();
      return { Component };
    } catch (error) {
      void reloadAfterChunkFailure();
      throw error;
    }
  };
}

/** Pages that live in the page frame (header, drawer, footer). */
function framedPages(brand: BrandConfig): RouteObject[] {
  return [
    { index: true, lazy: lazyModule(() => import('./routes/home')) },
    ...areaRoutes(areas, brand, lazyModule),
    // Areas not built yet, and areas whose feature flag is off, fall through to here (spec §2.1).
    { path: '*', lazy: lazyModule(() => import('./routes/not-found')) },
  ];
}

/**
 * The route table of spec §2.1 for one brand, pure so tests can build it for any brand. The
 * areas' manifests (`areas/`) and the brand's flags decide which areas exist
 * (docs/DECISIONS.md §7); nothing here looks at the brand's id.
 */
export function createRoutes(brand: BrandConfig): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootShell,
      HydrateFallback: FirstLoad,
      ErrorBoundary: RootRouteError,
      children: [
        { path: 'none', lazy: lazyModule(() => import('./routes/none')) },
        // Not lazy: it must show when the server, and so every chunk not yet loaded, is gone.
        { path: 'maintenance', Component: MaintenancePage },
        { path: 'exit', lazy: lazyModule(() => import('./routes/exit')) },
        {
          element: <AppLayout areas={areas} headerActions={notificationBell(brand)} />,
          children: [{ ErrorBoundary: RouteError, children: framedPages(brand) }],
        },
      ],
    },
  ];
}

/** The browser router of the running app, under the app's path prefix (`/portal`). */
export function createAppRouter(brand: BrandConfig) {
  return createBrowserRouter(createRoutes(brand), { basename: BASE_PATH || '/' });
}
