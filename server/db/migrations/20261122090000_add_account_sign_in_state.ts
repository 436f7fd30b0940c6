import { sql, type Kysely } from 'kysely';

/**
 * Sign-in state on the account (issue 3, item 1): the previous login attempt shown on the change
 * password form, the last successful login (result G, maximum inactive days), the trade password
 * where the trading permission requires one, and the last TOTP step used (no replay).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('account')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('last_login_status', 'text', (column) =>
      column.check(sql`last_login_status in ('success', 'failure')`),
    )
    .addColumn('last_successful_login_at', 'timestamptz')
    .addColumn('trade_password_hash', 'text')
    .addColumn('trade_password_changed_at', 'timestamptz')
    .addColumn('totp_last_step', 'int8')
    .execute();
}

/** Drops the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('account')
    .dropColumn('last_login_at')
    .dropColumn('last_login_status')
    .dropColumn('last_successful_login_at')
    .dropColumn('trade_password_hash')
    .dropColumn('trade_password_changed_at')
    .dropColumn('totp_last_step')
    .execute();
}
