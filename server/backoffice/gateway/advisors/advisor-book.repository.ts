import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { BookCashRecord, BookOrderRecord } from '../../ports/gateway-advisors.port';

/**
 * The books of a whole advisor's book in a few statements (issue 27): ledger balances summed per
 * client and asset (the balances move with their entries, so no entry is read), the latest
 * orders and cash requests, the last dealing of each client, the holders of an instrument.
 */

const idsOf = (ids: readonly number[]) => sql`${sql.val([...ids])}::int8[]`;

/** A client's net quantity of one asset: cash by currency, units by fund, shares by symbol. */
export type BookBalance = {
  accountId: number;
  assetType: 'cash' | 'units' | 'shares';
  asset: string;
  quantity: string;
};

/** Every non-zero balance of the clients' cash, units and shares (held and pending included). */
export async function findBookBalances(
  db: Kysely<Database>,
  accountIds: readonly number[],
): Promise<BookBalance[]> {
  if (accountIds.length === 0) return [];
  const result = await sql<BookBalance>`
    select owner_account_id as "accountId", asset_type as "assetType", asset,
      sum(balance)::text as quantity
    from ledger_account
    where owner_account_id = any(${idsOf(accountIds)})
      and kind in ('cash', 'cashHeld', 'cashPending', 'units', 'unitsFrozen', 'unitsPending',
        'shares', 'sharesFrozen', 'sharesPending')
    group by owner_account_id, asset_type, asset
    having sum(balance) <> 0`.execute(db);
  return result.rows;
}

/** The clients' latest fund and stock orders, newest first. */
export async function findRecentOrders(
  db: Kysely<Database>,
  accountIds: readonly number[],
  limit: number,
): Promise<BookOrderRecord[]> {
  if (accountIds.length === 0) return [];
  const ids = idsOf(accountIds);
  const result = await sql<BookOrderRecord>`
    (select 'fund' as kind, account_id as "accountId", id::text as reference,
       fund_id as instrument, order_type as side, status, currency, amount::text as amount,
       units::text as quantity, placed_at as "placedAt"
     from fund_order where account_id = any(${ids})
     order by placed_at desc, id desc limit ${limit})
    union all
    (select 'stock', account_id, id::text, symbol, side, status, currency,
       (quantity * coalesce(average_fill_price, price))::text, quantity::text, placed_at
     from stock_order where account_id = any(${ids})
     order by placed_at desc, id desc limit ${limit})
    order by "placedAt" desc, reference desc
    limit ${limit}`.execute(db);
  return result.rows;
}

/** The clients' latest deposit and withdrawal requests, newest first. */
export async function findRecentCashRequests(
  db: Kysely<Database>,
  accountIds: readonly number[],
  limit: number,
): Promise<BookCashRecord[]> {
  if (accountIds.length === 0) return [];
  const result = await sql<BookCashRecord>`
    select case type when 'D' then 'deposit' else 'withdrawal' end as kind,
      account_id as "accountId", id::text as reference, currency, amount::text as amount,
      status, placed_at as "requestedAt"
    from cash_instruction where account_id = any(${idsOf(accountIds)})
    order by placed_at desc, id desc limit ${limit}`.execute(db);
  return result.rows;
}

/** The latest order or cash request of each client that has one. */
export async function findLastDealings(
  db: Kysely<Database>,
  accountIds: readonly number[],
): Promise<{ accountId: number; at: Date }[]> {
  if (accountIds.length === 0) return [];
  const ids = idsOf(accountIds);
  const result = await sql<{ accountId: number; at: Date }>`
    select "accountId", max(at) as at from (
      select account_id as "accountId", max(placed_at) as at from fund_order
        where account_id = any(${ids}) group by account_id
      union all
      select account_id, max(placed_at) from stock_order
        where account_id = any(${ids}) group by account_id
      union all
      select account_id, max(placed_at) from cash_instruction
        where account_id = any(${ids}) group by account_id) dealt
    group by "accountId"`.execute(db);
  return result.rows;
}

/** The clients holding some of an asset (units of a fund, shares of a symbol). */
export async function findHolders(
  db: Kysely<Database>,
  accountIds: readonly number[],
  assetType: 'units' | 'shares',
  asset: string,
): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const kinds =
    assetType === 'units'
      ? ['units', 'unitsFrozen', 'unitsPending']
      : ['shares', 'sharesFrozen', 'sharesPending'];
  const result = await sql<{ accountId: number }>`
    select owner_account_id as "accountId" from ledger_account
    where owner_account_id = any(${idsOf(accountIds)}) and asset = ${asset}
      and kind = any(${sql.val(kinds)}::text[])
    group by owner_account_id having sum(balance) <> 0`.execute(db);
  return result.rows.map((row) => Number(row.accountId));
}
