import { sql, type Kysely } from 'kysely';

/**
 * Monthly investment plans (issue 26). `plan` is a mix of the firm's funds (`plan_component`,
 * weights in percent summing to 100) in one currency, with its texts in three languages
 * (`texts`: name, summary, description, each `{en, zh-HK, zh-CN}`). `plan_subscription` is a
 * client's monthly debit into a plan, placed once per idempotency key; `plan_run` one month's run
 * of a subscription, unique per (subscription, month) so that no month is dealt twice whatever
 * the number of processes; `plan_redemption` the fund redemptions a plan redeem placed;
 * `plan_talk_message` the message threads between a client and their advisor or the desk.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plan')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('texts', 'jsonb', (column) => column.notNull())
    .addColumn('theme', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('minimum_monthly_amount', 'numeric(30, 10)', (column) =>
      column.notNull().check(sql`minimum_monthly_amount > 0`),
    )
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('active', 'deleted', 'inactive', 'draft')`),
    )
    .addColumn('sort_order', 'int4', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('plan_component')
    .addColumn('plan_id', 'text', (column) =>
      column.notNull().references('plan.id').onDelete('cascade'),
    )
    .addColumn('fund_id', 'text', (column) => column.notNull())
    .addColumn('weight', 'numeric(7, 4)', (column) =>
      column.notNull().check(sql`weight > 0 and weight <= 100`),
    )
    .addColumn('position', 'int4', (column) => column.notNull())
    .addPrimaryKeyConstraint('plan_component_pk', ['plan_id', 'fund_id'])
    .execute();
  await db.schema
    .createTable('plan_subscription')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('plan_id', 'text', (column) => column.notNull().references('plan.id'))
    .addColumn('monthly_amount', 'numeric(30, 10)', (column) =>
      column.notNull().check(sql`monthly_amount > 0`),
    )
    .addColumn('debit_day', 'int4', (column) =>
      column.notNull().check(sql`debit_day between 1 and 28`),
    )
    // YYYY-MM.
    .addColumn('first_month', 'text', (column) => column.notNull())
    .addColumn('cash_account', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(sql`status in ('failed', 'cancelled', 'submitted', 'activated', 'inactivated')`),
    )
    .addColumn('record_state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('active')
        .check(sql`record_state in ('active', 'deleted')`),
    )
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('plan_subscription_key_unique', ['account_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('plan_subscription_account_idx')
    .on('plan_subscription')
    .columns(['account_id', 'plan_id'])
    .execute();
  await db.schema
    .createIndex('plan_subscription_running_idx')
    .on('plan_subscription')
    .columns(['status', 'debit_day'])
    .execute();
  await db.schema
    .createTable('plan_run')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('subscription_id', 'int8', (column) =>
      column.notNull().references('plan_subscription.id').onDelete('cascade'),
    )
    // YYYY-MM and YYYY-MM-DD (Hong Kong).
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('debit_date', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('dealt', 'failed')`),
    )
    .addColumn('amount', 'numeric(30, 10)', (column) => column.notNull())
    .addColumn('order_ids', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('fail_reason', 'text')
    .addColumn('ran_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('plan_run_month_unique', ['subscription_id', 'month'])
    .execute();
  await db.schema
    .createTable('plan_redemption')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('subscription_id', 'int8', (column) =>
      column.notNull().references('plan_subscription.id').onDelete('cascade'),
    )
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('order_ids', 'jsonb', (column) => column.notNull())
    .addColumn('placed_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('plan_redemption_key_unique', ['subscription_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('plan_talk_message')
    .addColumn('id', 'int8', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'int8', (column) =>
      column.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('plan_id', 'text', (column) => column.references('plan.id'))
    .addColumn('author', 'text', (column) =>
      column.notNull().check(sql`author in ('client', 'advisor', 'desk')`),
    )
    .addColumn('author_account_id', 'int8', (column) =>
      column.references('account.id').onDelete('set null'),
    )
    .addColumn('author_name', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) =>
      column.notNull().check(sql`length(text) between 1 and 2000`),
    )
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('plan_talk_message_thread_idx')
    .on('plan_talk_message')
    .columns(['account_id', 'plan_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_talk_message').execute();
  await db.schema.dropTable('plan_redemption').execute();
  await db.schema.dropTable('plan_run').execute();
  await db.schema.dropTable('plan_subscription').execute();
  await db.schema.dropTable('plan_component').execute();
  await db.schema.dropTable('plan').execute();
}
