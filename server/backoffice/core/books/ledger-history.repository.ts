import { sql, type Kysely } from 'kysely';
import type { IsoDate } from '../../../../shared/domain/business-calendar';
import type { Database } from '../../../db/schema';

/** The books of a client over time, for statements: when they moved and by how much since. */

/**
 * When a client's first ledger entry was posted; undefined for a client without books. Each of
 * the client's ledger accounts gives its earliest entry from the (account, posted_at, id) index,
 * so the read costs one index step per account, not the client's history.
 */
export async function findFirstEntryAt(
  db: Kysely<Database>,
  ownerAccountId: number,
): Promise<Date | undefined> {
  const { rows } = await sql<{ first: Date | string | null }>`
    select min(earliest.posted_at) as first
    from ledger_account account
    cross join lateral (
      select posted_at from ledger_entry where ledger_account_id = account.id
      order by posted_at limit 1
    ) earliest
    where account.owner_account_id = ${ownerAccountId}`.execute(db);
  const first = rows[0]?.first;
  return first ? new Date(first) : undefined;
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
