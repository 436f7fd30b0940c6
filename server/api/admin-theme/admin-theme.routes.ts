import { adminThemeContracts } from '../../../shared/contracts/admin-theme';
import {
  brandThemeOf,
  previewTheme,
  resetTheme,
  saveTheme,
} from '../../commands/admin-theme.command';
import { contentActorOf } from '../../commands/admin-content-audit';
import { findBrandTheme } from '../../repositories/admin-content.repository';
import { defineCall } from '../registry';

/**
 * The admin area's theme calls (issue 29 §5, spec §2.13 `theme`): admin role only (403 below,
 * nothing changed). The theme is the brand's this server serves.
 */

const admin = { minRole: 'admin' } as const;

/** `admin-theme/loadTheme`: the brand's own theme and the custom one. */
export const loadAdminThemeCall = defineCall({
  service: 'admin-theme',
  method: 'loadTheme',
  ...adminThemeContracts.loadTheme,
  access: admin,
  handler: async (_input, { db, config }) => {
    const custom = await findBrandTheme(db, config.brand.id);
    return {
      brandId: config.brand.id,
      brand: brandThemeOf(config.brand),
      custom: custom
        ? { primaryColour: custom.primaryColour, logo: custom.logo, footer: custom.footer }
        : null,
      updatedAt: custom?.updatedAt.toISOString() ?? null,
      updatedBy: custom?.updatedBy ?? null,
    };
  },
});

/** `admin-theme/saveTheme`. */
export const saveThemeCall = defineCall({
  service: 'admin-theme',
  method: 'saveTheme',
  ...adminThemeContracts.saveTheme,
  access: admin,
  handler: async (edit, context) => {
    const outcome = await saveTheme(
      context.db,
      contentActorOf(context),
      context.config.brand.id,
      edit,
    );
    return outcome.result === 'ok'
      ? { result: 'ok' as const, custom: outcome.theme }
      : { result: outcome.result, custom: null };
  },
});

/** `admin-theme/resetTheme`. */
export const resetThemeCall = defineCall({
  service: 'admin-theme',
  method: 'resetTheme',
  ...adminThemeContracts.resetTheme,
  access: admin,
  handler: (_input, context) =>
    resetTheme(context.db, contentActorOf(context), context.config.brand.id),
});

/** `admin-theme/previewTheme`: a token that opens the theme for admins for an hour. */
export const previewThemeCall = defineCall({
  service: 'admin-theme',
  method: 'previewTheme',
  ...adminThemeContracts.previewTheme,
  access: admin,
  handler: async (edit, context) => {
    const outcome = await previewTheme(
      context.db,
      contentActorOf(context),
      context.config.brand.id,
      edit,
    );
    return outcome.result === 'ok'
      ? { result: 'ok' as const, token: outcome.token, expiresAt: outcome.expiresAt.toISOString() }
      : { result: outcome.result, token: null, expiresAt: null };
  },
});

/** The admin-theme calls. */
export const adminThemeCalls = [
  loadAdminThemeCall,
  saveThemeCall,
  resetThemeCall,
  previewThemeCall,
];
