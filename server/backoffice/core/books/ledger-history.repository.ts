import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '../../../../shared/domain/business-calendar';
import type { Database } from '../../../db/schema';

/** The books of a client over time, for statements: when they moved and by how much since. */

/** When a client's first ledger entry was posted; undefined for a client without books. */
export async function findFirstEntryAt(
  db: Kysely<Database>,
  ownerAccountId: number,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select((eb) => eb.fn.min('ledgerEntry.postedAt').as('first'))
    .where('ledgerAccount.ownerAccountId', '=', ownerAccountId)
    .executeTakeFirst();
  return row?.first ? new Date(row.first) : undefined;
}

/**
 * The Hong Kong calendar days on which a client's books moved, ascending. Hong Kong keeps UTC+8
 * all year, so the day is read in UTC shifted by eight hours (no time-zone data needed).
 */
export async function findPostingDays(
  db: Kysely<Database>,
  ownerAccountId: number,
): Promise<IsoDate[]> {
  const day = sql<string>`to_char((ledger_entry.posted_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select(day.as('day'))
    .distinct()
    .where('ledgerAccount.ownerAccountId', '=', ownerAccountId)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

/** A client ledger account's movement since an instant. */
export type MovementSince = { kind: string; asset: string; total: string };

/** Per client ledger account, the sum of its entries posted at or after `since`. */
export function sumEntriesSince(
  db: Kysely<Database>,
  ownerAccountId: number,
  since: Date,
): Promise<MovementSince[]> {
  return db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select(['ledgerAccount.kind', 'ledgerAccount.asset'])
    .select(sql<string>`sum(ledger_entry.amount)`.as('total'))
    .where('ledgerAccount.ownerAccountId', '=', ownerAccountId)
    .where('ledgerEntry.postedAt', '>=', since)
    .groupBy(['ledgerAccount.kind', 'ledgerAccount.asset'])
    .execute();
}
