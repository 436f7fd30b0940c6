import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { brand } from '@brand/brand';
import { brandLogoSvg } from '../lib/brand-assets';
import type { ActiveBrand } from '../lib/brand-context';
import { FatalErrorBoundary } from './fatal-error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The build's brand (`BRAND`, docs/DECISIONS.md §7): the one place that reads `@brand`. */
const activeBrand: ActiveBrand = { config: brand, logoSvg: brandLogoSvg(brand) };

/** The whole app: the fatal error screen around the providers around the router. */
export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(() => createAppRouter(activeBrand.config));
  return (
    <FatalErrorBoundary i18n={i18n}>
      <AppProviders brand={activeBrand} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </FatalErrorBoundary>
  );
}
