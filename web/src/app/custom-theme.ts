import { darken, lighten } from '@mantine/core';
import type { ColourScale } from '@brands/brand-config';
import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import type { ActiveBrand } from '../lib/brand-context';
import { callApi } from '../lib/api-client';

/** A custom theme an administrator saved (spec §2.13 theme); null: the brand's own. */
export type CustomTheme = CallOutput<'site-content/loadTheme'>['theme'];

/**
 * A ten-shade scale around one colour, placed at the brand's light shade (the one buttons use),
 * lighter towards 0 and darker towards 9, as Mantine's scales run.
 */
export function scaleAround(colour: string, shade: number): ColourScale {
  const shades = Array.from({ length: 10 }, (_, index) =>
    index < shade
      ? lighten(colour, (shade - index) / (shade + 1))
      : index > shade
        ? darken(colour, (index - shade) * 0.12)
        : colour,
  );
  return shades as unknown as ColourScale;
}

/** The brand as every reader sees it: its own, with an administrator's custom theme over it. */
export function withCustomTheme(brand: ActiveBrand, theme: CustomTheme): ActiveBrand {
  if (!theme) return brand;
  const { colours } = brand.config;
  return {
    ...brand,
    config: {
      ...brand.config,
      colours: {
        ...colours,
        primary: scaleAround(theme.primaryColour, colours.primaryShade.light),
      },
      footer: theme.footer,
    },
    customLogo: theme.logo,
  };
}

/** The custom theme, read once a session (anyone may read it: it dresses the login page too). */
export function useCustomTheme(): CustomTheme {
  const query = useQuery({
    queryKey: ['site-content', 'theme'],
    queryFn: ({ signal }) => callApi('site-content/loadTheme', {}, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data?.theme ?? null;
}
