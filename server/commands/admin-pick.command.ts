import type { Kysely } from 'kysely';
import { checkTexts, trimTexts, type LanguageTexts } from '../../shared/domain/admin-content';
import {
  MAX_PICKS,
  PICK_NOTE_LIMIT,
  type AdminPickResult,
  type PickKind,
} from '../../shared/domain/house-pick';
import type { Database } from '../db/schema';
import {
  findPicks,
  lockPickList,
  replacePicks,
  type NewPick,
  type PickRow,
} from '../repositories/pick.repository';
import { auditContent, type ContentActor } from './admin-content-audit';

/**
 * The house's picks (issue 30): a save replaces a kind's ordered list in one transaction with
 * its audit event; a refusal (the first bad pick's position in `at`) stores nothing.
 */

/** A pick as the editor sends it. */
export type PickEdit = {
  instrumentId: string;
  note: LanguageTexts;
  validFrom: string;
  validTo: string;
};

/** A save's outcome. */
export type PickOutcome =
  | { result: 'ok'; picks: PickRow[] }
  | { result: Exclude<AdminPickResult, 'ok'>; at: number | null };

/** Whether `YYYY-MM-DD` is a day of the calendar (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** Checks the list; the picks to store when sound. */
async function readPicks(
  picks: readonly PickEdit[],
  isKnown: (instrumentId: string) => Promise<boolean>,
): Promise<{ result: 'ok'; picks: NewPick[] } | Exclude<PickOutcome, { result: 'ok' }>> {
  if (picks.length > MAX_PICKS) return { result: 'too_many_picks', at: null };
  const seen = new Set<string>();
  const read: NewPick[] = [];
  for (const [at, pick] of picks.entries()) {
    if (seen.has(pick.instrumentId)) return { result: 'duplicate_instrument', at };
    seen.add(pick.instrumentId);
    if (!(await isKnown(pick.instrumentId))) return { result: 'unknown_instrument', at };
    const soundDates =
      isCalendarDay(pick.validFrom) &&
      isCalendarDay(pick.validTo) &&
      pick.validTo >= pick.validFrom;
    if (!soundDates) return { result: 'invalid_dates', at };
    const textRefusal = checkTexts(pick.note, PICK_NOTE_LIMIT);
    if (textRefusal) return { result: textRefusal, at };
    read.push({ ...pick, note: trimTexts(pick.note) });
  }
  return { result: 'ok', picks: read };
}

/** A list as the audit trail records it: position → pick. */
const audited = (rows: readonly PickRow[]) =>
  Object.fromEntries(
    rows.map((row) => [
      row.position,
      {
        instrumentId: row.instrumentId,
        note: row.note,
        validFrom: row.validFrom,
        validTo: row.validTo,
      },
    ]),
  );

/** Replaces a kind's picks with `picks`, in their order. */
export async function savePicks(
  db: Kysely<Database>,
  actor: ContentActor,
  kind: PickKind,
  picks: readonly PickEdit[],
  isKnown: (instrumentId: string) => Promise<boolean>,
): Promise<PickOutcome> {
  const read = await readPicks(picks, isKnown);
  if (read.result !== 'ok') return read;
  return db.transaction().execute(async (trx) => {
    await lockPickList(trx, kind);
    const before = await findPicks(trx, kind);
    await replacePicks(trx, kind, read.picks, { accountCode: actor.accountCode, now: actor.now });
    const after = await findPicks(trx, kind);
    await auditContent(trx, actor, {
      kind: 'pick',
      key: kind,
      action: 'save',
      before: audited(before),
      after: audited(after),
    });
    return { result: 'ok', picks: after };
  });
}
