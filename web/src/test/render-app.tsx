import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { BrandConfig } from '@brands/brand-config';
import { brands } from '@brands/index';
import type { Language } from '@shared/i18n/languages';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { brandLogoSvg } from '../lib/brand-assets';
import { createI18n } from '../lib/i18n';
import { signInForTest } from './sessions';
import type { LoginSession } from '@shared/contracts/account-login';

/** A brand by id, for tests that render harbour or lotus. */
export function testBrand(id: string): BrandConfig {
  const brand = brands[id];
  if (!brand) throw new Error(`no brand ${id}`);
  return brand;
}

type RenderOptions = {
  brand?: BrandConfig;
  path?: string;
  language?: Language;
  /** Signs a session in before the first render (see test/sessions.ts for the defaults). */
  session?: Partial<LoginSession>;
  routes?: RouteObject[];
  /** The texts, when not every catalogue of `language` (`createI18n(language)`). */
  i18n?: I18n;
  /** Set when the test uses fake timers, so user events advance them. */
  hasFakeTimers?: boolean;
};

/** Renders the app's providers around a memory router of `createRoutes(brand)` (or `routes`). */
export function renderApp(options: RenderOptions = {}) {
  const { brand = testBrand('default'), path = '/', language = 'en', session } = options;
  if (session) signInForTest(session);
  const router = createMemoryRouter(options.routes ?? createRoutes(brand), {
    initialEntries: [path],
  });
  const i18n = options.i18n ?? createI18n(language);
  const user = userEvent.setup(
    options.hasFakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  const view = render(
    <AppProviders brand={{ config: brand, logoSvg: brandLogoSvg(brand) }} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, i18n, user, ...view };
}
