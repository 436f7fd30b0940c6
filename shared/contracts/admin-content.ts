import { z } from 'zod';
import { ADMIN_CONTENT_RESULTS } from '../domain/admin-content';
import { isoDateTime } from './common';

/**
 * Admin content (issue 29, spec §2.13): what the banner, legal agreement, disclaimer note, news
 * and theme editors share, and the `admin-content` service's audit trail of every change. Every
 * admin content call needs the admin role (403 below, nothing changed). A refused change answers
 * a `result` code (texts in the `adminContent` catalogue) and stores nothing:
 * `missing_language` (a required text blank in en, zh-HK or zh-CN), `text_too_long`,
 * `unknown_type`, `invalid_link` (only `/path` on this site or `https://`), `invalid_window`
 * (to not after from), `invalid_colour`, `invalid_logo`, `not_found`, `already_retired`;
 * `illegal_changes` is a theme preview opened by anyone but an admin (spec §6).
 */

/** A change's result code. */
export const adminContentResult = z.enum(ADMIN_CONTENT_RESULTS);

/** The hard cap of any text an editor sends (the field limits, CONTENT_LIMITS, are lower). */
const HARD_CAP = 200_000;
const editorText = z.string().max(HARD_CAP).optional();

/** A text per language as an editor sends it; a missing or blank one is `missing_language`. */
export const editorTexts = z.strictObject({
  en: editorText,
  'zh-HK': editorText,
  'zh-CN': editorText,
});

/** A stored text in each language (trimmed; '' only where a field is optional). */
export const localisedTexts = z.object({
  en: z.string(),
  'zh-HK': z.string(),
  'zh-CN': z.string(),
});

/** What a content change touched. */
export const contentKind = z.enum([
  'banner',
  'agreement',
  'disclaimer',
  'news',
  'theme',
  'plan',
  'pick',
]);

/** One audited change of admin content: who, when, what, each field before and after. */
export const contentAuditEvent = z.object({
  id: z.number().int(),
  occurredAt: isoDateTime,
  actorCode: z.string().nullable(),
  kind: contentKind,
  /**
   * The item: a banner's or news item's id, an agreement's or note's type, the brand's id, a
   * plan's id, a pick list's kind (fund, stock).
   */
  key: z.string(),
  /** add, update, retire, publish, unpublish, save, reset, preview. */
  action: z.string(),
  /** Changed fields (`title.en`, `primaryColour`...), before and after; null: none. */
  changes: z.array(
    z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
});

/** The `admin-content` service's calls. */
export const adminContentContracts = {
  /** The latest changes (newest first, up to `limit`), of one kind and item when given. */
  searchContentAudit: {
    input: z.strictObject({
      kind: contentKind.optional(),
      key: z.string().trim().max(64).optional(),
      limit: z.number().int().min(1).max(200).default(50),
    }),
    output: z.object({ events: z.array(contentAuditEvent) }),
  },
};
