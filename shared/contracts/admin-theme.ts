import { z } from 'zod';
import { adminContentResult, editorTexts, localisedTexts } from './admin-content';
import { isoDateTime } from './common';

/**
 * The `admin-theme` service (issue 29, spec §2.13 `theme`, §2.15, §6): the brand's colour, logo
 * and footer changed at run time as a custom theme, stored per brand and read by every reader
 * (`site-content/loadTheme`); reset goes back to the brand's own. A preview is stored under a
 * token for an hour: `site-content/loadThemePreview` answers it to an admin (shown as "Theme")
 * and `illegal_changes` to anyone else. Admin only; codes: shared/contracts/admin-content.ts.
 */

/** A theme: the primary colour (`#rrggbb`), the logo (null: the brand's own), the footer. */
export const themeSettings = z.object({
  primaryColour: z.string(),
  /** A `data:image/png|jpeg|webp;base64,` address or an https address; null: the brand's. */
  logo: z.string().nullable(),
  footer: localisedTexts,
});

/** What the editor sends; every footer language required. */
export const themeEdit = z.strictObject({
  primaryColour: z.string().trim().max(32),
  logo: z.string().max(400_000).nullable(),
  footer: editorTexts,
});

/** The `admin-theme` service's calls. */
export const adminThemeContracts = {
  /** The brand's own theme, the custom one when saved, and who saved it when. */
  loadTheme: {
    input: z.strictObject({}),
    output: z.object({
      brandId: z.string(),
      brand: themeSettings,
      custom: themeSettings.nullable(),
      updatedAt: isoDateTime.nullable(),
      updatedBy: z.string().nullable(),
    }),
  },
  /** Saves the custom theme every reader gets. */
  saveTheme: {
    input: themeEdit,
    output: z.object({ result: adminContentResult, custom: themeSettings.nullable() }),
  },
  /** Drops the custom theme: readers get the brand's own again. */
  resetTheme: {
    input: z.strictObject({}),
    output: z.object({ result: adminContentResult }),
  },
  /** Stores a preview for an hour; its token opens it for admins only. */
  previewTheme: {
    input: themeEdit,
    output: z.object({
      result: adminContentResult,
      token: z.string().nullable(),
      expiresAt: isoDateTime.nullable(),
    }),
  },
};
