import type { ColumnType } from 'kysely';
import type { DisclaimerType } from '../../shared/domain/admin-content';
import type { Language } from '../../shared/i18n/languages';
import type { Identity, Timestamp } from './column-types';

/** The admin content tables (issue 29), part of `Database` in schema.ts. */

/** A text in each language (jsonb): read as an object, written as its JSON text. */
export type LanguageTextColumn = ColumnType<Record<Language, string>, string, string>;

/** The `disclaimer_note` table: one row per saved version of a page type's note. */
export type DisclaimerNoteTable = {
  id: Identity;
  type: DisclaimerType;
  version: number;
  /** Sanitised HTML per language. */
  html: LanguageTextColumn;
  createdAt: Timestamp;
  /** The admin's code; null for the demo book's. */
  createdBy: string | null;
};

/** The `brand_theme` table: a brand's custom theme, read by every reader; no row: the brand's own. */
export type BrandThemeTable = {
  brandId: string;
  primaryColour: string;
  logo: string | null;
  footer: LanguageTextColumn;
  updatedAt: Timestamp;
  updatedBy: string;
};

/** The `theme_preview` table: a theme an admin previews, opened by its token until it expires. */
export type ThemePreviewTable = {
  token: string;
  brandId: string;
  primaryColour: string;
  logo: string | null;
  footer: LanguageTextColumn;
  createdAt: Timestamp;
  createdBy: string;
  expiresAt: Timestamp;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    disclaimerNote: DisclaimerNoteTable;
    brandTheme: BrandThemeTable;
    themePreview: ThemePreviewTable;
  }
}
