import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BrandConfig } from '../../brands/brand-config';
import {
  CONTENT_LIMITS,
  checkTexts,
  isThemeColour,
  isThemeLogo,
  trimTexts,
  type LanguageTexts,
} from '../../shared/domain/admin-content';
import type { Database } from '../db/schema';
import {
  deleteBrandTheme,
  findBrandTheme,
  insertThemePreview,
  upsertBrandTheme,
  type ThemeColumns,
} from '../repositories/admin-content.repository';
import { auditContent, type ContentActor, type Refused } from './admin-content-audit';

/**
 * The theme (issue 29 §5): the brand's colour, logo and footer saved as a custom theme that every
 * reader gets, reset to the brand's own, or stored for an hour as a preview opened by token.
 */

/** How long a preview token opens its theme. */
export const THEME_PREVIEW_MS = 60 * 60 * 1000;

/** What the theme editor sends. */
export type ThemeEdit = { primaryColour: string; logo: string | null; footer: LanguageTexts };

/** The brand's own theme, as built. */
export const brandThemeOf = (brand: BrandConfig): ThemeColumns => ({
  primaryColour: brand.colours.primary[brand.colours.primaryShade.light] ?? '#000000',
  logo: null,
  footer: { ...brand.footer },
});

/** The theme's stored columns from the editor, or the refusal. */
export function readThemeEdit(edit: ThemeEdit): { result: 'ok'; theme: ThemeColumns } | Refused {
  const colour = edit.primaryColour.trim().toLowerCase();
  if (!isThemeColour(colour)) return { result: 'invalid_colour' };
  const logo = edit.logo?.trim() ? edit.logo.trim() : null;
  if (logo !== null && (logo.length > CONTENT_LIMITS.logo || !isThemeLogo(logo))) {
    return { result: 'invalid_logo' };
  }
  const refusal = checkTexts(edit.footer, CONTENT_LIMITS.footer);
  if (refusal) return { result: refusal };
  return { result: 'ok', theme: { primaryColour: colour, logo, footer: trimTexts(edit.footer) } };
}

/** Logos are long: the trail names a logo by its length and start, not in full. */
const audited = (theme: ThemeColumns | undefined | null) =>
  theme
    ? {
        primaryColour: theme.primaryColour,
        logo: theme.logo === null ? null : `${theme.logo.slice(0, 40)}… (${theme.logo.length})`,
        footer: theme.footer,
      }
    : null;

/** Saves the brand's custom theme. */
export async function saveTheme(
  db: Kysely<Database>,
  actor: ContentActor,
  brandId: string,
  edit: ThemeEdit,
): Promise<{ result: 'ok'; theme: ThemeColumns } | Refused> {
  const read = readThemeEdit(edit);
  if (read.result !== 'ok') return read;
  return db.transaction().execute(async (trx) => {
    const before = await findBrandTheme(trx, brandId);
    await upsertBrandTheme(trx, {
      ...read.theme,
      brandId,
      updatedAt: actor.now,
      updatedBy: actor.accountCode,
    });
    await auditContent(trx, actor, {
      kind: 'theme',
      key: brandId,
      action: 'save',
      before: audited(before),
      after: audited(read.theme),
    });
    return read;
  });
}

/** Drops the custom theme (nothing to drop is still `ok`, audited only when one was dropped). */
export async function resetTheme(
  db: Kysely<Database>,
  actor: ContentActor,
  brandId: string,
): Promise<{ result: 'ok' }> {
  return db.transaction().execute(async (trx) => {
    const before = await findBrandTheme(trx, brandId);
    if (before && (await deleteBrandTheme(trx, brandId))) {
      await auditContent(trx, actor, {
        kind: 'theme',
        key: brandId,
        action: 'reset',
        before: audited(before),
        after: null,
      });
    }
    return { result: 'ok' };
  });
}

/** Stores a preview for an hour under a new token. */
export async function previewTheme(
  db: Kysely<Database>,
  actor: ContentActor,
  brandId: string,
  edit: ThemeEdit,
): Promise<{ result: 'ok'; token: string; expiresAt: Date } | Refused> {
  const read = readThemeEdit(edit);
  if (read.result !== 'ok') return read;
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(actor.now.getTime() + THEME_PREVIEW_MS);
  await db.transaction().execute(async (trx) => {
    await insertThemePreview(trx, {
      ...read.theme,
      token,
      brandId,
      createdAt: actor.now,
      createdBy: actor.accountCode,
      expiresAt,
    });
    await auditContent(trx, actor, {
      kind: 'theme',
      key: brandId,
      action: 'preview',
      before: null,
      after: audited(read.theme),
    });
  });
  return { result: 'ok', token, expiresAt };
}
