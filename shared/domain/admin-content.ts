import { LANGUAGES, type Language } from '../i18n/languages';

/**
 * Admin content (issue 29, spec §2.13): the rules every admin content save checks before anything
 * is stored: every language present, within its length, a known type, a safe link, a sound
 * window, a colour and a logo the pages can show. Pure; the commands answer these codes.
 */

/** Why an admin content change was refused; `ok` when it was stored. */
export const ADMIN_CONTENT_RESULTS = [
  'ok',
  'not_found',
  'unknown_type',
  'missing_language',
  'text_too_long',
  'invalid_link',
  'invalid_window',
  'invalid_colour',
  'invalid_logo',
  'already_retired',
  'illegal_changes',
] as const;

/** An admin content result code. */
export type AdminContentResult = (typeof ADMIN_CONTENT_RESULTS)[number];

/** Spec §3 disclaimer note types: the pages that show a note at their foot. */
export const DISCLAIMER_TYPES = ['fund', 'stock', 'ipo', 'cash', 'crypto', 'plan'] as const;

/** A disclaimer note type. */
export type DisclaimerType = (typeof DISCLAIMER_TYPES)[number];

/** How loud a banner is: the colour of its alert. */
export const BANNER_SEVERITIES = ['info', 'warning', 'critical'] as const;

/** A banner's severity. */
export type BannerSeverity = (typeof BANNER_SEVERITIES)[number];

/** The longest text each field keeps (characters); longer ones are refused, never cut. */
export const CONTENT_LIMITS = {
  bannerTitle: 120,
  bannerBody: 600,
  link: 500,
  agreementTitle: 200,
  agreementHtml: 60_000,
  disclaimerHtml: 10_000,
  newsTitle: 200,
  newsSummary: 600,
  newsBody: 20_000,
  footer: 400,
  logo: 150_000,
} as const;

/** A text in each of the three languages, as an editor sends it (any may be missing). */
export type LanguageTexts = Partial<Record<Language, string | undefined>>;

/**
 * Checks that every language has a non-blank text within `limit`: `missing_language` first,
 * then `text_too_long`; null when all is well.
 */
export function checkTexts(
  texts: LanguageTexts,
  limit: number,
  isRequired = true,
): 'missing_language' | 'text_too_long' | null {
  for (const language of LANGUAGES) {
    const text = texts[language]?.trim() ?? '';
    if (isRequired && text === '') return 'missing_language';
  }
  for (const language of LANGUAGES) {
    if ((texts[language] ?? '').length > limit) return 'text_too_long';
  }
  return null;
}

/** The texts trimmed, each language present (`''` for an optional one left out). */
export function trimTexts(texts: LanguageTexts): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, texts[language]?.trim() ?? '']),
  ) as Record<Language, string>;
}

/**
 * Whether a banner's or theme's link is one the portal follows: a path on this site (`/x`, not
 * `//host`) or an https address. Anything else (javascript:, data:, http:) is refused.
 */
export function isSafeContentLink(link: string): boolean {
  // Browsers drop white space and control characters inside an address: any at all is refused.
  const hasHidden = [...link].some((char) => (char.codePointAt(0) ?? 0) <= 0x20);
  if (hasHidden || link.length === 0) return false;
  if (/^\/(?![/\\])/.test(link)) return true;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A theme colour: six-digit hex (`#1c7ed6`). */
export function isThemeColour(colour: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(colour);
}

/**
 * A theme logo: an image inlined as a data address of PNG, JPEG or WebP (base64 only, no SVG,
 * which may carry script), or an https address.
 */
export function isThemeLogo(logo: string): boolean {
  if (/^data:image\/(png|jpeg|webp);base64,[a-z0-9+/]+=*$/i.test(logo)) return true;
  return isSafeContentLink(logo) && logo.startsWith('https://');
}

/** A banner's schedule: from inclusive, to exclusive; to may be open. */
export function isSoundWindow(startsAt: Date, endsAt: Date | null): boolean {
  return endsAt === null || endsAt.getTime() > startsAt.getTime();
}

/** Whether `type` is one of `types` (an unknown type is refused with `unknown_type`). */
export function isOneOf<T extends string>(types: readonly T[], type: string): type is T {
  return (types as readonly string[]).includes(type);
}
