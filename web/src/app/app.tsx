import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router/dom';
import { brand } from '@brand/brand';
import { findBrandLogo } from '../lib/brand-assets';
import type { ActiveBrand } from '../lib/brand-context';
import { FatalErrorBoundary } from './fatal-error-boundary';
import { AppProviders } from './providers';
import { createAppRouter, type LoadTexts } from './router';

/**
 * The build's brand (`BRAND`, docs/DECISIONS.md §7): the one place that reads `@brand`, whose
 * images are the only ones the build carries.
 */
const activeBrand: ActiveBrand = {
  config: brand,
  logoSvg: findBrandLogo(
    brand,
    import.meta.glob<string>('@brand/*.svg', { eager: true, query: '?raw', import: 'default' }),
  ),
};

/** The running app's router. */
export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The router of the build's brand, made once before the first render (main.tsx), so the first
 * page's module loads while the texts do; its pages load the rest of the texts with `loadTexts`.
 */
export function createRouter(loadTexts: LoadTexts): AppRouter {
  return createAppRouter(activeBrand.config, loadTexts);
}

/** The whole app: the fatal error screen around the providers around the router. */
export function App({ i18n, router }: { i18n: I18n; router: AppRouter }) {
  return (
    <FatalErrorBoundary i18n={i18n}>
      <AppProviders brand={activeBrand} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </FatalErrorBoundary>
  );
}
