import { siteContentContracts } from '../../../shared/contracts/site-content';
import { isBannerActive, pickText } from '../../../shared/domain/news';
import { hasRoleAtLeast } from '../../../shared/domain/roles';
import {
  findBrandTheme,
  findLatestDisclaimerNote,
  findThemePreview,
} from '../../repositories/admin-content.repository';
import { findPublishedBanners } from '../../repositories/banner.repository';
import { sanitiseHtml } from '../../security/sanitise-html';
import { defineCall } from '../registry';

/**
 * What the admins publish, as readers get it (issue 29): the custom theme and the login page's
 * and maintenance banners without a session, a theme preview (admins only, spec §6), and the
 * pages' disclaimer notes.
 */

/** `site-content/loadTheme`: the brand's custom theme, null for the brand's own. */
export const loadSiteThemeCall = defineCall({
  service: 'site-content',
  method: 'loadTheme',
  ...siteContentContracts.loadTheme,
  access: 'public',
  handler: async (_input, { db, config }) => {
    const custom = await findBrandTheme(db, config.brand.id);
    return {
      theme: custom
        ? { primaryColour: custom.primaryColour, logo: custom.logo, footer: custom.footer }
        : null,
    };
  },
});

/**
 * `site-content/loadThemePreview`: an admin gets the preview (`not_found` once expired); anyone
 * else `illegal_changes`, whatever the token (spec §6).
 */
export const loadThemePreviewCall = defineCall({
  service: 'site-content',
  method: 'loadThemePreview',
  ...siteContentContracts.loadThemePreview,
  access: 'session',
  handler: async ({ token }, { db, config, session, now }) => {
    if (!hasRoleAtLeast(session.role, 'admin'))
      return { result: 'illegal_changes' as const, theme: null };
    const preview = await findThemePreview(db, config.brand.id, token, now);
    if (!preview) return { result: 'not_found' as const, theme: null };
    const { primaryColour, logo, footer } = preview;
    return { result: 'ok' as const, theme: { primaryColour, logo, footer } };
  },
});

/** `site-content/searchOpenBanners`: the login page's and maintenance banners shown now. */
export const searchOpenBannersCall = defineCall({
  service: 'site-content',
  method: 'searchOpenBanners',
  ...siteContentContracts.searchOpenBanners,
  access: 'public',
  handler: async ({ placements }, { db, now }) => {
    const banners = [];
    for (const placement of placements) {
      const shown = (await findPublishedBanners(db, placement, now)).filter((banner) =>
        isBannerActive(banner, now),
      );
      for (const { id, title, body, link, severity } of shown) {
        banners.push({ id, title, body, link, severity, placement });
      }
    }
    return { banners };
  },
});

/**
 * `site-content/loadDisclaimerNote`: a page's note in the reader's language (else the sibling
 * Chinese script, else English), sanitised again on the way out.
 */
export const loadDisclaimerNoteCall = defineCall({
  service: 'site-content',
  method: 'loadDisclaimerNote',
  ...siteContentContracts.loadDisclaimerNote,
  access: 'session',
  handler: async ({ type, language }, { db }) => {
    const note = await findLatestDisclaimerNote(db, type);
    if (!note) return { note: null };
    return {
      note: { type, html: sanitiseHtml(pickText(note.html, language)), version: note.version },
    };
  },
});

/** The site-content calls. */
export const siteContentCalls = [
  loadSiteThemeCall,
  loadThemePreviewCall,
  searchOpenBannersCall,
  loadDisclaimerNoteCall,
];
