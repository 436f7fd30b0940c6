import { sql, type Kysely } from 'kysely';

/**
 * The house's picks (issue 30): one ordered list per kind (`fund`: a fund id, `stock`: a stock
 * symbol), each pick with its note in three languages (jsonb `{en, zh-HK, zh-CN}`) and its
 * validity period as Hong Kong dates `YYYY-MM-DD`, both ends inclusive. A save replaces a kind's
 * rows in one transaction; `position` orders them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('house_pick')
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('fund', 'stock')`))
    .addColumn('position', 'int4', (column) => column.notNull().check(sql`position >= 0`))
    .addColumn('instrument_id', 'text', (column) => column.notNull())
    .addColumn('note', 'jsonb', (column) => column.notNull())
    .addColumn('valid_from', 'text', (column) => column.notNull())
    .addColumn('valid_to', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('house_pick_pk', ['kind', 'position'])
    .addUniqueConstraint('house_pick_instrument_unique', ['kind', 'instrument_id'])
    .addCheckConstraint('house_pick_period_check', sql`valid_to >= valid_from`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('house_pick').execute();
}
