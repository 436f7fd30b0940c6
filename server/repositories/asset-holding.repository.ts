import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { AssetCategory, AssetStatus } from '../../shared/domain/asset-holding';
import type { Database } from '../db/schema';
import type { AssetHoldingTable, AssetValuationTable } from '../db/schema-assets';

/** A holding row with the code and source of the account it was entered under. */
export type AssetHoldingRow = Selectable<AssetHoldingTable> & {
  accountCode: string;
  source: AccountSource;
  attachmentCount: number;
};

/** A valuation row. */
export type AssetValuationRow = Selectable<AssetValuationTable>;

const holdingColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('assetHolding')
    .innerJoin('account', 'account.id', 'assetHolding.accountId')
    .selectAll('assetHolding')
    .select(['account.accountCode', 'account.source'])
    .select((select) =>
      select
        .selectFrom('assetAttachment')
        .select(sql<number>`count(*)::int4`.as('count'))
        .whereRef('assetAttachment.holdingId', '=', 'assetHolding.id')
        .as('attachmentCount'),
    );

/**
 * The holdings entered under `accountIds` (never deleted ones), newest first, optionally of one
 * category and one status.
 */
export async function searchHoldings(
  db: Kysely<Database>,
  accountIds: readonly number[],
  filter: { category?: AssetCategory | undefined; status?: AssetStatus | undefined },
): Promise<AssetHoldingRow[]> {
  if (accountIds.length === 0) return [];
  let query = holdingColumns(db)
    .where('assetHolding.accountId', 'in', [...accountIds])
    .where('assetHolding.status', '<>', 'deleted');
  if (filter.category) query = query.where('assetHolding.category', '=', filter.category);
  if (filter.status) query = query.where('assetHolding.status', '=', filter.status);
  const rows = await query.orderBy('assetHolding.id', 'desc').execute();
  return rows.map((row) => ({ ...row, attachmentCount: row.attachmentCount ?? 0 }));
}

/** One holding, deleted or not; undefined when there is none. */
export async function findHolding(
  db: Kysely<Database>,
  holdingId: number,
): Promise<AssetHoldingRow | undefined> {
  const row = await holdingColumns(db).where('assetHolding.id', '=', holdingId).executeTakeFirst();
  return row && { ...row, attachmentCount: row.attachmentCount ?? 0 };
}

/** Locks one holding's row for a change (inside a transaction); undefined when there is none. */
export async function lockHolding(
  db: Kysely<Database>,
  holdingId: number,
): Promise<Selectable<AssetHoldingTable> | undefined> {
  return db
    .selectFrom('assetHolding')
    .selectAll()
    .where('id', '=', holdingId)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts a holding; answers its id. */
export async function insertHolding(
  db: Kysely<Database>,
  holding: Insertable<AssetHoldingTable>,
): Promise<number> {
  const row = await db
    .insertInto('assetHolding')
    .values(holding)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a holding's columns. */
export async function updateHolding(
  db: Kysely<Database>,
  holdingId: number,
  changes: Updateable<AssetHoldingTable>,
): Promise<void> {
  await db.updateTable('assetHolding').set(changes).where('id', '=', holdingId).execute();
}

/** A holding's valuations, oldest first. */
export function findValuations(
  db: Kysely<Database>,
  holdingId: number,
): Promise<AssetValuationRow[]> {
  return db
    .selectFrom('assetValuation')
    .selectAll()
    .where('holdingId', '=', holdingId)
    .orderBy('valuedOn')
    .execute();
}

/** How many valuations a holding has, and whether it has one on `valuedOn`. */
export async function countValuations(
  db: Kysely<Database>,
  holdingId: number,
  valuedOn: string,
): Promise<{ count: number; hasDate: boolean }> {
  const row = await db
    .selectFrom('assetValuation')
    .select([
      sql<number>`count(*)::int4`.as('count'),
      sql<boolean>`coalesce(bool_or(valued_on = ${valuedOn}), false)`.as('hasDate'),
    ])
    .where('holdingId', '=', holdingId)
    .executeTakeFirstOrThrow();
  return row;
}

/** Records a holding's value at a date, replacing that date's value when it had one. */
export async function upsertValuation(
  db: Kysely<Database>,
  valuation: Insertable<AssetValuationTable>,
): Promise<void> {
  await db
    .insertInto('assetValuation')
    .values(valuation)
    .onConflict((conflict) =>
      conflict.columns(['holdingId', 'valuedOn']).doUpdateSet({
        value: valuation.value,
        notes: valuation.notes ?? '',
        createdAt: valuation.createdAt,
      }),
    )
    .execute();
}

/** Removes one valuation of a holding; answers whether there was one. */
export async function deleteValuation(
  db: Kysely<Database>,
  holdingId: number,
  valuationId: number,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('assetValuation')
    .where('id', '=', valuationId)
    .where('holdingId', '=', holdingId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Sets a holding's current value and date from its latest valuation (in the same transaction). */
export async function refreshCurrentValue(
  db: Kysely<Database>,
  holdingId: number,
  now: Date,
): Promise<void> {
  await sql`update asset_holding set
      current_value = latest.value, valued_on = latest.valued_on, updated_at = ${now}
    from (select value, valued_on from asset_valuation where holding_id = ${holdingId}
      order by valued_on desc limit 1) latest
    where asset_holding.id = ${holdingId}`.execute(db);
}

/** What the portfolio reads of a holding: its account, label and current value. */
export type HoldingValueRow = Pick<
  Selectable<AssetHoldingTable>,
  'accountId' | 'name' | 'category' | 'currency' | 'quantity' | 'currentValue'
>;

/**
 * The active holdings entered under `accountIds`, only what the portfolio's lines need (a
 * narrow row: a holder's thousand holdings read in a fraction of the full rows' time).
 */
export function findActiveHoldingValues(
  db: Kysely<Database>,
  accountIds: readonly number[],
): Promise<HoldingValueRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('assetHolding')
    .select(['accountId', 'name', 'category', 'currency', 'quantity', 'currentValue'])
    .where('accountId', 'in', [...accountIds])
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .execute();
}
