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
 *
 * A skip along the (account, posted_at, id) index: for each of the client's ledger accounts, its
 * first entry, then the first entry at or after the next Hong Kong midnight, and so on. The read
 * costs one index step per account and day with postings, not one row per entry: a client with
 * 100,000 entries in a month is read in a few dozen steps.
 */
export async function findPostingDays(
  db: Kysely<Database>,
  ownerAccountId: number,
): Promise<IsoDate[]> {
  // A Hong Kong day starts at 16:00 UTC the day before: the next one after an entry is its day
  // (its UTC time plus eight hours, truncated) plus sixteen hours, read as UTC.
  const { rows } = await sql<{ day: string }>`
    with recursive step(account_id, posted_at) as (
      select account.id, (
        select posted_at from ledger_entry where ledger_account_id = account.id
        order by posted_at limit 1)
      from ledger_account account
      where account.owner_account_id = ${ownerAccountId}
      union all
      select step.account_id, (
        select posted_at from ledger_entry
        where ledger_account_id = step.account_id
          and posted_at >= (date_trunc('day', (step.posted_at at time zone 'UTC')
            + interval '8 hours') + interval '16 hours') at time zone 'UTC'
        order by posted_at limit 1)
      from step
      where step.posted_at is not null
    )
    select distinct
      to_char((posted_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day
    from step where posted_at is not null
    order by day`.execute(db);
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
