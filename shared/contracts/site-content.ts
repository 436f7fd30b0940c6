import { z } from 'zod';
import { OPEN_BANNER_PLACEMENTS } from '../domain/news';
import { disclaimerType } from './admin-disclaimer';
import { themeSettings } from './admin-theme';
import { language } from './common';
import { banner } from './news';

/**
 * The `site-content` service (issue 29): what the admins publish, as the readers get it: the
 * custom theme (no session: the login page wears it too), a theme preview (admins only), the
 * login page's and maintenance banners (no session), and the disclaimer notes of the pages.
 */
export const siteContentContracts = {
  /** The brand's custom theme; null: the brand's own (as built). */
  loadTheme: {
    input: z.strictObject({}),
    output: z.object({ theme: themeSettings.nullable() }),
  },
  /**
   * A stored preview: `ok` with it for an admin; `illegal_changes` with null for anyone else
   * (spec §6: the display contains illegal changes, contact the admin); `not_found` for an
   * admin opening an unknown or expired token.
   */
  loadThemePreview: {
    input: z.strictObject({ token: z.string().trim().min(1).max(128) }),
    output: z.object({
      result: z.enum(['ok', 'not_found', 'illegal_changes']),
      theme: themeSettings.nullable(),
    }),
  },
  /**
   * The banners shown now before sign-in (login page, maintenance) at each placement asked,
   * latest start first within a placement: one call for all of a page's slots.
   */
  searchOpenBanners: {
    input: z.strictObject({
      placements: z
        .array(z.enum(OPEN_BANNER_PLACEMENTS))
        .min(1)
        .max(OPEN_BANNER_PLACEMENTS.length)
        .refine((placements) => new Set(placements).size === placements.length, {
          message: 'each placement once',
        }),
    }),
    output: z.object({
      banners: z.array(banner.extend({ placement: z.enum(OPEN_BANNER_PLACEMENTS) })),
    }),
  },
  /**
   * A page's disclaimer note in the language (the sibling Chinese script, then English, when
   * blank), sanitised HTML; null when none was written.
   */
  loadDisclaimerNote: {
    input: z.strictObject({ type: disclaimerType, language }),
    output: z.object({
      note: z
        .object({ type: disclaimerType, html: z.string(), version: z.number().int() })
        .nullable(),
    }),
  },
};
