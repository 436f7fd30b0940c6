import { sql, type Kysely } from 'kysely';

/**
 * A client's cash movements, stored as the books post them (issue 22 §1): one row per journal
 * that changes a client's total cash of a currency (every client cash kind together, so a hold or
 * its release is none), with its spec §3 type and the running total after it; and one
 * `cash_total` row per client and currency holding that total and how many movements (of each
 * type) made it.
 * The books write both in the posting's own statement (core/books/cash-movement.repository.ts),
 * the total row's lock ordering the movements; a page reads an index with a LIMIT and never the
 * ledger. Existing books are backfilled from `ledger_entry` exactly as the movement list used to
 * read them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cash_movement')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('journal_id', 'uuid', (column) => column.notNull())
    .addColumn('amount', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('balance', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('D', 'W', 'I', 'O', 'C')`),
    )
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('fund_order_id', 'int8')
    .addColumn('stock_order_id', 'int8')
    .addColumn('cash_instruction_id', 'int8')
    .addColumn('posted_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // One index per filter of the list, each ending in id: a page is a backward scan with a LIMIT,
  // and a filtered count reads the index only.
  const indexes = {
    cash_movement_account_idx: ['account_id', 'id'],
    cash_movement_currency_idx: ['account_id', 'currency', 'id'],
    cash_movement_type_idx: ['account_id', 'type', 'id'],
    cash_movement_posted_idx: ['account_id', 'posted_at', 'id'],
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('cash_movement').columns(columns).execute();
  }
  await db.schema
    .createTable('cash_total')
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('balance', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('movements', 'int8', (column) => column.notNull())
    // The same count by spec §3 type, so a list narrowed by type counts as cheaply.
    .addColumn('movements_d', 'int8', (column) => column.notNull())
    .addColumn('movements_w', 'int8', (column) => column.notNull())
    .addColumn('movements_i', 'int8', (column) => column.notNull())
    .addColumn('movements_o', 'int8', (column) => column.notNull())
    .addColumn('movements_c', 'int8', (column) => column.notNull())
    .addPrimaryKeyConstraint('cash_total_pkey', ['account_id', 'currency'])
    .execute();
  await backfill(db);
  await pageOrdersByIndex(db, ['account_id', 'placed_at', 'id']);
}

/**
 * A client's orders and requests list newest first by (placed_at, id): an index on the client's
 * (placed_at) alone left the page to sort every order the client ever placed. The index ending in
 * id gives the list's order itself, so the page stops at its LIMIT; it replaces the shorter one,
 * which served nothing else, so a placement maintains no more indexes than before.
 */
async function pageOrdersByIndex(db: Kysely<unknown>, columns: string[]): Promise<void> {
  for (const table of ['stock_order', 'fund_order', 'cash_instruction']) {
    await db.schema.dropIndex(`${table}_account_idx`).execute();
    await db.schema.createIndex(`${table}_account_idx`).on(table).columns(columns).execute();
  }
}

/**
 * The movements of the books posted so far, in the order the list read them (each journal's
 * first entry), so their ids follow it; then each client and currency's total and count.
 */
async function backfill(db: Kysely<unknown>): Promise<void> {
  await sql`insert into cash_movement (account_id, currency, journal_id, amount, balance, type,
      reason, fund_order_id, stock_order_id, cash_instruction_id, posted_at)
    select j.account_id, j.currency, j.journal_id, j.amount,
      sum(j.amount) over (partition by j.account_id, j.currency order by j.first_id),
      case when j.reason = 'deposit' then 'D' when j.reason = 'withdrawal' then 'W'
        when j.reason = 'fx' and j.amount > 0 then 'I' when j.reason = 'fx' then 'O'
        else 'C' end,
      j.reason, j.fund_order_id, j.stock_order_id, j.cash_instruction_id, j.posted_at
    from (
      select a.owner_account_id as account_id, e.journal_id, a.asset as currency,
        sum(e.amount) as amount, min(e.id) as first_id, min(e.reason) as reason,
        min(e.fund_order_id) as fund_order_id, min(e.stock_order_id) as stock_order_id,
        min(e.cash_instruction_id) as cash_instruction_id, min(e.posted_at) as posted_at
      from ledger_entry e join ledger_account a on a.id = e.ledger_account_id
      where a.owner_account_id is not null and a.asset_type = 'cash'
      group by a.owner_account_id, e.journal_id, a.asset
      having sum(e.amount) <> 0
    ) j
    order by j.first_id`.execute(db);
  await sql`insert into cash_total (account_id, currency, balance, movements, movements_d,
      movements_w, movements_i, movements_o, movements_c)
    select account_id, currency, sum(amount), count(*), count(*) filter (where type = 'D'),
      count(*) filter (where type = 'W'), count(*) filter (where type = 'I'),
      count(*) filter (where type = 'O'), count(*) filter (where type = 'C')
    from cash_movement group by account_id, currency`.execute(db);
}

/** Drops the movements and totals. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await pageOrdersByIndex(db, ['account_id', 'placed_at']);
  await db.schema.dropTable('cash_total').execute();
  await db.schema.dropTable('cash_movement').execute();
}
