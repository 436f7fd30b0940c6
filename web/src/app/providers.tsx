import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { EmbeddedBridge } from '../features/embedded/components/embedded-bridge';
import { BrandProvider, type ActiveBrand } from '../lib/brand-context';
import { storageColourSchemeManager } from '../lib/preferences';
import { PreferencesProvider } from '../lib/preferences-context';
import { useCustomTheme, withCustomTheme } from './custom-theme';
import { createBrandTheme, createCssVariablesResolver } from './theme';

/** What the providers need; tests pass their own brand and language. */
export type AppProvidersProps = {
  brand: ActiveBrand;
  i18n: I18n;
  /** Mantine's `test` env turns off transitions and portals (jsdom). */
  env?: 'default' | 'test';
  children: ReactNode;
};

type ThemedProps = { brand: ActiveBrand; env: AppProvidersProps['env']; children: ReactNode };

/** Mantine with the brand's theme, whose library labels follow the page's language. */
function ThemeProvider({ brand, env, children }: ThemedProps) {
  const { t } = useTranslation('common');
  const passwordVisibility = t('toggle_password_visibility');
  const theme = useMemo(
    () => createBrandTheme(brand.config, { passwordVisibility }),
    [brand.config, passwordVisibility],
  );
  const cssVariablesResolver = useMemo(
    () => createCssVariablesResolver(brand.config),
    [brand.config],
  );
  const [colourSchemeManager] = useState(storageColourSchemeManager);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colourSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      {children}
    </MantineProvider>
  );
}

/** The brand with the custom theme an administrator saved over it, for every reader. */
function CustomBrand({ brand, env, children }: ThemedProps) {
  const theme = useCustomTheme();
  const active = useMemo(() => withCustomTheme(brand, theme), [brand, theme]);
  return (
    <BrandProvider brand={active}>
      <ThemeProvider brand={active} env={env}>
        {children}
      </ThemeProvider>
    </BrandProvider>
  );
}

/** Everything a page relies on: language, brand, theme and colour mode, queries, preferences. */
export function AppProviders({ brand, i18n, env, children }: AppProvidersProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
      }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CustomBrand brand={brand} env={env}>
          <PreferencesProvider>
            <EmbeddedBridge />
            {children}
          </PreferencesProvider>
        </CustomBrand>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
