/**
 * The house's picks (issue 30, spec §2.13 `funds/pick`, `stocks/pick`): an ordered list of funds
 * and one of stocks, each pick with a short note in three languages and a validity period of
 * Hong Kong dates. Pure; the admin-pick commands answer these codes and store nothing on a
 * refusal.
 */

/** What a list picks. */
export const PICK_KINDS = ['fund', 'stock'] as const;

/** A list's kind. */
export type PickKind = (typeof PICK_KINDS)[number];

/** Why a save of picks was refused; `ok` when the list was replaced. */
export const ADMIN_PICK_RESULTS = [
  'ok',
  'too_many_picks',
  'unknown_instrument',
  'duplicate_instrument',
  'invalid_dates',
  'missing_language',
  'text_too_long',
] as const;

/** An admin pick result code. */
export type AdminPickResult = (typeof ADMIN_PICK_RESULTS)[number];

/** The most picks a list holds. */
export const MAX_PICKS = 10;

/** The longest note, in characters, per language. */
export const PICK_NOTE_LIMIT = 200;

/** Whether a pick is shown on `day` (both ends inclusive, `YYYY-MM-DD`). */
export function isPickValidOn(pick: { validFrom: string; validTo: string }, day: string): boolean {
  return pick.validFrom <= day && day <= pick.validTo;
}
