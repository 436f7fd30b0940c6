import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostingDays } from '../backoffice/core/books/ledger-history.repository';
import { findNotificationPage } from '../backoffice/core/notifications/notification.repository';
import {
  findCashMovements,
  searchInstructionRows,
} from '../backoffice/gateway/cash/cash.repository';
import { searchFundOrderEntries } from '../backoffice/gateway/funds/fund-order.repository';
import { searchStockOrders } from '../backoffice/gateway/stocks/stock-order.repository';
import { findAccountByCode } from '../repositories/account.repository';
import { findPublishedHouseNews } from '../repositories/news.repository';
import {
  compiledOf,
  nodesOf,
  planOf,
  StatementRecorder,
  type PlanNode,
} from '../test/query-plan-kit';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import type { Database } from './schema';

/**
 * Issue 22 §1: every list a client waits on reads its big table through an index, and a page
 * stops at its LIMIT, so it costs the same however long the client's history and however large
 * the firm. The lists run as the calls run them; each statement they send is then EXPLAINed on
 * PostgreSQL (PGlite plans alike, but the test needs one planner) with `enable_seqscan` off.
 * That setting proves an index path exists rather than asserting the planner's choice: on the
 * demo book's few rows a sequential scan is rightly cheaper, and filling tables until the
 * planner agrees would test row counts. A table without a usable index is still read by a
 * sequential scan with the setting off, which is what fails here; and a page that sorts before
 * its LIMIT reads every row its filter matches, however long the client's history. The big tables
 * are grown first (a client's long history among other clients', analysed), so the planner weighs
 * a page against a history rather than a handful of rows.
 */

/** The tables that grow with the firm or with a client's history. */
const BIG_TABLES = [
  'ledger_entry',
  'cash_movement',
  'cash_instruction',
  'stock_order',
  'fund_order',
  'notification',
];

let database: TestDatabase;
let db: Kysely<Database>;
let accountId: number;

beforeAll(async () => {
  if (testDatabaseKind !== 'postgres') return;
  database = await openTestDatabase();
  db = database.db;
  accountId = (await findAccountByCode(db, 'C10001', 'gateway'))!.id;
  // A long history for the client among other clients', and the statistics of it, so the planner
  // weighs a page against the whole history as it would on a real book.
  await sql`insert into cash_movement (account_id, currency, journal_id, amount, balance, type,
      reason, posted_at)
    select case when g % 4 = 0 then ${accountId} else a.id end, (array['HKD', 'USD', 'CNY'])[1 + g % 3],
      gen_random_uuid(), 1, g, case when g % 10 = 0 then 'D' else 'C' end, 'fee',
      now() - g * interval '1 minute'
    from generate_series(1, 40000) g
    join account a on a.id = (select min(id) from account) + g % 5`.execute(db);
  await sql`analyze cash_movement`.execute(db);
  for (const [table, key] of Object.entries(GROWN)) await grow(table, key);
});

/** The big tables grown from the demo book's rows, with the column that keeps each row unique. */
const GROWN = {
  stock_order: 'idempotency_key',
  fund_order: 'idempotency_key',
  notification: 'source_key',
  cash_instruction: 'idempotency_key',
};

/** Copies a table's rows 300 times over, each copy placed a minute earlier, and analyses it. */
async function grow(table: string, key: string) {
  const { rows } = await sql<{ columnName: string; dataType: string }>`
    select column_name, data_type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_name <> 'id'
    order by ordinal_position`.execute(db);
  const value = ({ columnName, dataType }: { columnName: string; dataType: string }) =>
    columnName === key
      ? sql`${sql.ref(columnName)} || ':' || g`
      : dataType.startsWith('timestamp')
        ? sql`${sql.ref(columnName)} - g * interval '1 minute'`
        : sql.ref(columnName);
  await sql`insert into ${sql.table(table)} (${sql.join(rows.map((row) => sql.ref(row.columnName)))})
    select ${sql.join(rows.map(value))} from ${sql.table(table)}, generate_series(1, 300) g`.execute(
    db,
  );
  await sql`analyze ${sql.table(table)}`.execute(db);
}

afterAll(async () => {
  await database?.close();
});

/** The plans of every statement `list` sends. */
async function plansOf(list: (db: Kysely<Database>) => Promise<unknown>): Promise<PlanNode[]> {
  const statements = new StatementRecorder();
  const recording = db.withPlugin(statements);
  await list(recording);
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plans: PlanNode[] = [];
    for (const node of statements.nodes) {
      const plan = await planOf(trx, compiledOf(recording, node));
      if (plan) plans.push(plan);
    }
    return plans;
  });
}

/** The big tables the plans read by a sequential scan (should be none). */
const sequentialScans = (plans: PlanNode[]) =>
  plans
    .flatMap(nodesOf)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '')
    .filter((table) => BIG_TABLES.includes(table));

const limits = (plans: PlanNode[]) =>
  plans.flatMap(nodesOf).filter((node) => node['Node Type'] === 'Limit');

/** Whether a page sorts what it reads before its LIMIT: it then reads every row that matches. */
const sortsBeforeLimit = (plans: PlanNode[]) =>
  limits(plans).some((limit) => nodesOf(limit).some((node) => node['Node Type'] === 'Sort'));

const page = { offset: 0, limit: 20 };
const since = new Date('2026-01-01T00:00:00Z');
const until = new Date('2027-01-01T00:00:00Z');

type List = (db: Kysely<Database>) => Promise<unknown>;

/** The cash movement pages, which the books keep apart from the ledger. */
const movementLists: Record<string, List> = {
  'cash movements': (db) => findCashMovements(db, accountId, page),
  'cash movements of a currency': (db) =>
    findCashMovements(db, accountId, { ...page, currency: 'HKD', offset: 40 }),
  'cash movements of a type': (db) => findCashMovements(db, accountId, { ...page, type: 'C' }),
};

/** The other lists a client waits on, as the calls run them. */
const lists: Record<string, List> = {
  ...movementLists,
  'cash movements between dates': (db) =>
    findCashMovements(db, accountId, { ...page, from: since, to: until }),
  'cash requests': (db) => searchInstructionRows(db, accountId, { ...page, type: 'W' }),
  'stock orders of the day': (db) =>
    searchStockOrders(db, accountId, {
      openStatuses: ['pending', 'queuing'],
      pageIndex: 0,
      pageSize: 20,
    }),
  'stock order history': (db) =>
    searchStockOrders(db, accountId, {
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
      pageIndex: 1,
      pageSize: 20,
    }),
  'fund order history': (db) =>
    searchFundOrderEntries(db, accountId, {
      fromInstant: since,
      toInstant: until,
      pageIndex: 0,
      pageSize: 20,
    }),
  // The days of the daily statements: one index step per ledger account and day, each a LIMIT 1.
  'statement days': (db) => findPostingDays(db, accountId),
  notifications: (db) =>
    findNotificationPage(db, {
      accountId,
      statuses: ['read', 'unread'],
      madeBy: until,
      ...page,
    }),
};

const onPostgres = it.skipIf(testDatabaseKind !== 'postgres');

describe('the plans of the lists a client waits on', () => {
  for (const [name, list] of Object.entries(lists)) {
    onPostgres(`${name}: by index, a page at a time`, async () => {
      const plans = await plansOf(list);
      expect(plans.length).toBeGreaterThan(0);
      expect(sequentialScans(plans)).toEqual([]);
      expect(limits(plans).length).toBeGreaterThan(0);
      expect(sortsBeforeLimit(plans)).toBe(false);
    });
  }

  for (const [name, list] of Object.entries(movementLists)) {
    onPostgres(`${name}: never the ledger`, async () => {
      const plans = await plansOf(list);
      const tables = plans.flatMap(nodesOf).map((node) => node['Relation Name']);
      expect(tables).not.toContain('ledger_entry');
    });
  }

  onPostgres('news: the house items by index', async () => {
    // The house's own items are few (the admins write them) and are merged with the feed's and
    // searched in every language before the page is cut, so this read has no LIMIT of its own.
    const plans = await plansOf((db) => findPublishedHouseNews(db));
    expect(plans.flatMap(nodesOf).filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
  });

  onPostgres('would catch a list its table has no index for', async () => {
    const plans = await plansOf((db) =>
      db.selectFrom('ledgerEntry').selectAll().where('reason', '=', 'deposit').limit(5).execute(),
    );
    expect(sequentialScans(plans)).toEqual(['ledger_entry']);
  });
});
