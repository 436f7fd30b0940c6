import { sql, type Kysely, type Selectable } from 'kysely';
import type { PickKind } from '../../shared/domain/house-pick';
import type { Database } from '../db/schema';
import '../db/schema-picks';
import type { HousePickTable } from '../db/schema-picks';
import type { PlanText } from '../db/schema-plans';

/** The house's picks (issue 30): one ordered list per kind. */

/** A stored pick. */
export type PickRow = Selectable<HousePickTable>;

/** A pick to store. */
export type NewPick = { instrumentId: string; note: PlanText; validFrom: string; validTo: string };

/** A kind's picks in order; only those valid on `day` when given. */
export function findPicks(db: Kysely<Database>, kind: PickKind, day?: string): Promise<PickRow[]> {
  let query = db.selectFrom('housePick').selectAll().where('kind', '=', kind);
  if (day) query = query.where('validFrom', '<=', day).where('validTo', '>=', day);
  return query.orderBy('position').execute();
}

/** Replaces a kind's list (run it in the save's transaction). */
export async function replacePicks(
  db: Kysely<Database>,
  kind: PickKind,
  picks: readonly NewPick[],
  by: { accountCode: string | null; now: Date },
): Promise<void> {
  await db.deleteFrom('housePick').where('kind', '=', kind).execute();
  if (picks.length === 0) return;
  await db
    .insertInto('housePick')
    .values(
      picks.map((pick, position) => ({
        kind,
        position,
        instrumentId: pick.instrumentId,
        note: JSON.stringify(pick.note),
        validFrom: pick.validFrom,
        validTo: pick.validTo,
        updatedAt: by.now,
        updatedBy: by.accountCode,
      })),
    )
    .execute();
}

/** Locks a kind's list for a save: concurrent saves of one kind take turns (even on no rows). */
export async function lockPickList(db: Kysely<Database>, kind: PickKind): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`house_pick:${kind}`}))`.execute(db);
}
