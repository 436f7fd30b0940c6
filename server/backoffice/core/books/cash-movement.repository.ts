import { sql, type Kysely } from 'kysely';
import type Decimal from 'decimal.js';
import { CASH_MOVEMENT_TYPES } from '../../../../shared/domain/cash-instruction';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/schema';
import { executeTogether, type PendingWrite } from '../../../db/write-together';
import type { ClientCashMovement } from './client-cash-movements';

/**
 * The books' client cash movements (client-cash-movements.ts): stored with the journals that make
 * them, in the journals' own statement, so a movement exists exactly when its entries do.
 */

const keyOf = (row: { accountId: number; currency: string }) => `${row.accountId}:${row.currency}`;

/** How many of the movements are of each spec §3 type, in the columns' order. */
const countsByType = (movements: readonly ClientCashMovement[]) =>
  CASH_MOVEMENT_TYPES.map((type) => movements.filter((movement) => movement.type === type).length);

/** Each client and currency the movements change, with their movements, in lock order. */
function totalsOf(movements: readonly ClientCashMovement[]) {
  const totals = new Map<
    string,
    { accountId: number; currency: string; of: ClientCashMovement[] }
  >();
  for (const movement of movements) {
    const found = totals.get(keyOf(movement));
    if (found) found.of.push(movement);
    else totals.set(keyOf(movement), { ...movement, of: [movement] });
  }
  // Every transaction locks its total rows in one order (the upsert takes them row by row), so
  // two postings for the same clients never wait on each other in a circle.
  return [...totals.values()].sort((a, b) =>
    a.accountId !== b.accountId
      ? a.accountId - b.accountId
      : a.currency < b.currency
        ? -1
        : a.currency > b.currency
          ? 1
          : 0,
  );
}

/** What each movement's client and currency moves after it in the same statement. */
function laterSums(movements: readonly ClientCashMovement[]): string[] {
  const after = new Map<string, Decimal>();
  return [...movements]
    .reverse()
    .map((movement) => {
      const later = after.get(keyOf(movement)) ?? toDecimal('0');
      after.set(keyOf(movement), later.add(movement.amount));
      return later.toFixed();
    })
    .reverse();
}

/**
 * Runs `writes` (the journals' entries and balances) and stores `movements` in one statement:
 * each client and currency's `cash_total` row moves by its movements (an upsert returning the new
 * total, whose row lock makes concurrent postings of that client and currency take turns), and
 * the movements are inserted in order from that total, so the running balance after each is
 * exact and ids follow the order the totals moved in.
 */
export async function executeWithCashMovements(
  db: Kysely<Database>,
  writes: readonly PendingWrite[],
  movements: readonly ClientCashMovement[],
): Promise<void> {
  if (movements.length === 0) return executeTogether(db, writes);
  const totals = totalsOf(movements).map((total) => {
    const sum = total.of.reduce(
      (running, movement) => running.add(movement.amount),
      toDecimal('0'),
    );
    const counts = countsByType(total.of).map((count) => sql`${count}::int8`);
    return sql`(${total.accountId}::int8, ${total.currency}::text, ${sum.toFixed()}::numeric,
      ${total.of.length}::int8, ${sql.join(counts)})`;
  });
  const later = laterSums(movements);
  const rows = movements.map(
    (row, index) =>
      sql`(${index}::int4, ${row.accountId}::int8, ${row.currency}::text, ${row.journalId}::uuid,
        ${row.amount}::numeric, ${later[index]}::numeric, ${row.type}::text, ${row.reason}::text,
        ${row.fundOrderId}::int8, ${row.stockOrderId}::int8, ${row.cashInstructionId}::int8,
        ${row.postedAt}::timestamptz)`,
  );
  // Parenthesised: raw SQL becomes a CTE body as written (db/write-together.ts).
  const totalsAfter = sql`(insert into cash_total (account_id, currency, balance, movements,
      movements_d, movements_w, movements_i, movements_o, movements_c)
    values ${sql.join(totals)}
    on conflict (account_id, currency) do update
      set balance = cash_total.balance + excluded.balance,
        movements = cash_total.movements + excluded.movements,
        movements_d = cash_total.movements_d + excluded.movements_d,
        movements_w = cash_total.movements_w + excluded.movements_w,
        movements_i = cash_total.movements_i + excluded.movements_i,
        movements_o = cash_total.movements_o + excluded.movements_o,
        movements_c = cash_total.movements_c + excluded.movements_c
    returning account_id, currency, balance)`;
  const inserted = sql`(insert into cash_movement (account_id, currency, journal_id, amount,
      balance, type, reason, fund_order_id, stock_order_id, cash_instruction_id, posted_at)
    select m.account_id, m.currency, m.journal_id, m.amount, t.balance - m.later, m.type,
      m.reason, m.fund_order_id, m.stock_order_id, m.cash_instruction_id, m.posted_at
    from (values ${sql.join(rows)}) as m(ordinal, account_id, currency, journal_id, amount, later,
      type, reason, fund_order_id, stock_order_id, cash_instruction_id, posted_at)
    join cash_total_after t on t.account_id = m.account_id and t.currency = m.currency
    order by m.ordinal)`;
  // The CTEs' names are only ever read by PostgreSQL, so the builder is typed without them.
  let query = (db as Kysely<object>).with('cash_total_after', () => totalsAfter as never);
  for (const [index, write] of writes.entries()) {
    query = query.with(`w${index}`, () => write as never);
  }
  await query
    .with('cash_movement_added', () => inserted as never)
    .selectNoFrom(sql<number>`1`.as('done'))
    .execute();
}
