import { createBrowserRouter, type RouteObject } from 'react-router';
import type { BrandConfig } from '@brands/brand-config';
import { AppLayout } from '../components/layout/app-layout';
import { reloadAfterChunkFailure } from '../features/maintenance/chunk-reload';
import { MaintenancePage } from '../features/maintenance/components/maintenance-page';
import { BASE_PATH } from '../lib/base-path';
import { tourOffer } from './areas/accounts';
import { areas } from './areas/area-list';
import { notificationBell } from './areas/notifications';
import { areaRoutes, type LazyModule } from './routes/area-routes';
import { FirstLoad, RootShell } from './routes/root';
import { RootRouteError, RouteError } from './routes/route-error';

/** Loads every catalogue of the page's language (main.tsx); tests preload them all. */
export type LoadTexts = () => Promise<void>;

const textsPreloaded: LoadTexts = () => Promise.resolve();

/** What every page but a first page needs besides its module: the page styles and all texts. */
function pageNeeds(loadTexts: LoadTexts): Promise<unknown> {
  // The page styles first: their stylesheet must come before the page's own (CSS modules).
  return Promise.all([import('./page-styles'), loadTexts()]);
}

/**
 * Route modules loaded with their routes (one chunk per page), each with the page styles and the
 * rest of the page's catalogues unless it is a first page (`AreaPage.isFirstPage`, issue 22). A
 * module, stylesheet or catalogue that fails to load (usually an old build's file, gone after a
 * deployment) reloads the page (spec §4); the error still reaches the route's error screen
 * meanwhile, and stays there if no reload happens.
 */
function lazyModules(loadTexts: LoadTexts): LazyModule {
  return (load, page) => async () => {
    try {
      const needs = page?.isFirstPage ? undefined : pageNeeds(loadTexts);
      const [{ Component }] = await Promise.all([load(), needs]);
      return { Component };
    } catch (error) {
      void reloadAfterChunkFailure();
      throw error;
    }
  };
}

/** Pages that live in the page frame (header, drawer, footer). */
function framedPages(brand: BrandConfig, lazyModule: LazyModule): RouteObject[] {
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
export function createRoutes(brand: BrandConfig, loadTexts = textsPreloaded): RouteObject[] {
  const lazyModule = lazyModules(loadTexts);
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
          element: (
            <AppLayout
              areas={areas}
              headerActions={
                <>
                  {notificationBell(brand)}
                  {tourOffer(brand)}
                </>
              }
            />
          ),
          children: [{ ErrorBoundary: RouteError, children: framedPages(brand, lazyModule) }],
        },
      ],
    },
  ];
}

/** The browser router of the running app, under the app's path prefix (`/portal`). */
export function createAppRouter(brand: BrandConfig, loadTexts: LoadTexts) {
  return createBrowserRouter(createRoutes(brand, loadTexts), { basename: BASE_PATH || '/' });
}
