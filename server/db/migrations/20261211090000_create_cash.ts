import { sql, type Kysely } from 'kysely';

/**
 * Cash (issue 13): the client's bank accounts (designated accounts by currency and FPS ids), eDDA
 * authorisations, deposit and withdrawal instructions with their status history and deposit
 * proofs (the file in the database), and FX quotes (firm for a stated time, executed at most
 * once). The money itself stays on the books (ledger); these rows say why it moved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_bank_account')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('identifier_type', 'text', (column) =>
      column.notNull().check(sql`identifier_type in ('accountNumber', 'fpsId')`),
    )
    .addColumn('identifier', 'text', (column) => column.notNull())
    .addColumn('bank_code', 'text', (column) => column.notNull())
    .addColumn('bank_name', 'text', (column) => column.notNull())
    .addColumn('holder_name', 'text', (column) => column.notNull())
    // Null: any FPS currency (an FPS id); a designated account serves one currency.
    .addColumn('currency', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('client_bank_account_unique', [
      'account_id',
      'identifier_type',
      'identifier',
      'currency',
    ])
    .execute();
  await db.schema
    .createTable('edda_authorisation')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('dda_reference', 'text', (column) => column.notNull().unique())
    .addColumn('bank_code', 'text', (column) => column.notNull())
    .addColumn('bank_name', 'text', (column) => column.notNull())
    .addColumn('account_number', 'text', (column) => column.notNull())
    .addColumn('holder_name', 'text', (column) => column.notNull())
    .addColumn('id_type', 'text', (column) => column.notNull())
    .addColumn('id_number', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('debit_limit', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('reason_code', 'text')
    .addColumn('agreement_version', 'int4')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('edda_authorisation_account_idx')
    .on('edda_authorisation')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('cash_instruction')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('restrict'),
    )
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('D', 'W')`))
    .addColumn('channel', 'text', (column) =>
      column.notNull().check(sql`channel in ('manual', 'edda', 'fps')`),
    )
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('amount', 'numeric(30, 10)', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('bank_name', 'text')
    .addColumn('bank_account', 'text')
    .addColumn('bank_account_id', 'int8', (column) => column.references('client_bank_account.id'))
    .addColumn('edda_authorisation_id', 'int8', (column) =>
      column.references('edda_authorisation.id'),
    )
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('reason_code', 'text')
    .addColumn('value_date', 'text', (column) => column.notNull())
    .addColumn('placed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('cash_instruction_key_unique', ['account_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('cash_instruction_account_idx')
    .on('cash_instruction')
    .columns(['account_id', 'placed_at'])
    .execute();
  await db.schema
    .createTable('cash_instruction_status_change')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('cash_instruction_id', 'int8', (column) =>
      column.notNull().references('cash_instruction.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('cash_instruction_status_change_idx')
    .on('cash_instruction_status_change')
    .columns(['cash_instruction_id', 'id'])
    .execute();
  await db.schema
    .createTable('cash_proof')
    .addColumn('cash_instruction_id', 'int8', (column) =>
      column.primaryKey().references('cash_instruction.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size', 'int4', (column) => column.notNull())
    .addColumn('content', 'bytea', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('fx_quote')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('quote_id', 'uuid', (column) => column.notNull().unique())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('sell_currency', 'text', (column) => column.notNull())
    .addColumn('buy_currency', 'text', (column) => column.notNull())
    .addColumn('sell_amount', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('buy_amount', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('mid_rate', 'numeric(30, 15)', (column) => column.notNull())
    .addColumn('rate', 'numeric(30, 15)', (column) => column.notNull())
    .addColumn('quoted_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('executed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('fx_quote_account_idx')
    .on('fx_quote')
    .columns(['account_id', 'quoted_at'])
    .execute();
  // Each ledger entry a cash instruction posted names it, like fund and stock orders.
  await db.schema.alterTable('ledger_entry').addColumn('cash_instruction_id', 'int8').execute();
}

/** Drops the cash tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_entry').dropColumn('cash_instruction_id').execute();
  await db.schema.dropTable('fx_quote').execute();
  await db.schema.dropTable('cash_proof').execute();
  await db.schema.dropTable('cash_instruction_status_change').execute();
  await db.schema.dropTable('cash_instruction').execute();
  await db.schema.dropTable('edda_authorisation').execute();
  await db.schema.dropTable('client_bank_account').execute();
}
