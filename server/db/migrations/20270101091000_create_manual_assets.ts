import { sql, type Kysely } from 'kysely';

/**
 * Manual assets and the holder (issue 24). A `holder` is the person behind accounts of both
 * sources (a Gateway and a Fos account); `holder_account` links an account to its holder, and an
 * account without a row is its own holder. `asset_holding` keeps what a holder owns outside the books, entered under
 * one of their accounts, with its current value (the latest valuation's, kept beside it so a list
 * reads one row per holding); `asset_valuation` its dated values, one per date;
 * `asset_attachment` the files sent with it (checked by content, as deposit proofs). Dated rates:
 * `hkd_rate_history` keeps a currency's HKD rate from a date on, so a valuation converts at its own
 * date's rate; a date before the first row uses today's `exchange_rate`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('holder')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('holder_account')
    .addColumn('account_id', 'int8', (column) =>
      column.primaryKey().references('account.id').onDelete('cascade'),
    )
    .addColumn('holder_id', 'int8', (column) =>
      column.notNull().references('holder.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('holder_account_holder_idx')
    .on('holder_account')
    .column('holder_id')
    .execute();
  await db.schema
    .createTable('asset_holding')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('category', 'text', (column) =>
      column.notNull().check(
        sql`category in ('cash', 'stock', 'bond', 'fund', 'etf', 'options_futures', 'fx',
          'commodities', 'cryptocurrencies', 'real_estate', 'vehicle', 'luxury_good', 'others')`,
      ),
    )
    .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) <= 100`))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('value_basis', 'text', (column) =>
      column.notNull().check(sql`value_basis in ('unit', 'total')`),
    )
    .addColumn('quantity', 'numeric(30, 10)', (column) => column.check(sql`quantity > 0`))
    .addColumn('unit_value', 'numeric(30, 10)', (column) => column.check(sql`unit_value >= 0`))
    .addColumn('total_value', 'numeric(30, 10)', (column) => column.check(sql`total_value >= 0`))
    .addColumn('cost', 'numeric(30, 10)', (column) => column.check(sql`cost >= 0`))
    // Hong Kong calendar days, YYYY-MM-DD.
    .addColumn('acquisition_date', 'text')
    .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'inactive', 'deleted')`),
    )
    .addColumn('current_value', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('valued_on', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint(
      'asset_holding_basis',
      sql`(value_basis = 'unit' and quantity is not null and unit_value is not null
        and total_value is null)
        or (value_basis = 'total' and total_value is not null and quantity is null
        and unit_value is null)`,
    )
    .execute();
  await sql`create index asset_holding_account_idx on asset_holding (account_id, id desc)
    where status <> 'deleted'`.execute(db);
  await db.schema
    .createTable('asset_valuation')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('holding_id', 'int8', (column) =>
      column.notNull().references('asset_holding.id').onDelete('cascade'),
    )
    .addColumn('valued_on', 'text', (column) => column.notNull())
    .addColumn('value', 'numeric(30, 10)', (column) => column.notNull().check(sql`value >= 0`))
    .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('asset_valuation_date_unique', ['holding_id', 'valued_on'])
    .execute();
  await db.schema
    .createTable('asset_attachment')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('holding_id', 'int8', (column) =>
      column.notNull().references('asset_holding.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size', 'int4', (column) => column.notNull())
    .addColumn('content', 'bytea', (column) => column.notNull())
    .addColumn('uploaded_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('asset_attachment_holding_idx')
    .on('asset_attachment')
    .column('holding_id')
    .execute();
  await db.schema
    .createTable('hkd_rate_history')
    .addColumn('currency_id', 'int8', (column) =>
      column.notNull().references('currency.id').onDelete('cascade'),
    )
    .addColumn('rate_date', 'text', (column) => column.notNull())
    .addColumn('hkd_rate', 'numeric(30, 10)', (column) => column.notNull().check(sql`hkd_rate > 0`))
    .addPrimaryKeyConstraint('hkd_rate_history_pk', ['currency_id', 'rate_date'])
    .execute();
}

/** Drops the manual assets, the dated rates and the holder link. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hkd_rate_history').execute();
  await db.schema.dropTable('asset_attachment').execute();
  await db.schema.dropTable('asset_valuation').execute();
  await db.schema.dropTable('asset_holding').execute();
  await db.schema.dropTable('holder_account').execute();
  await db.schema.dropTable('holder').execute();
}
