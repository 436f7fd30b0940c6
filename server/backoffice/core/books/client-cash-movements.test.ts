import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../shared/domain/decimal';
import { openPostgresDatabase, type DatabaseHandle } from '../../../db/database';
import { down, up } from '../../../db/migrations/20261229090000_create_cash_movement';
import type { Database } from '../../../db/schema';
import { findAccountByCode } from '../../../repositories/account.repository';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-database';
import {
  clientBook,
  firmBook,
  journalWrites,
  lockBooks,
  postJournal,
  postJournals,
} from './ledger';

/**
 * The books' client cash movements (issue 22 §1) on the demo book: stored with their journals,
 * they read exactly what the movement list used to compute from the whole ledger, the backfill
 * reads the same, and concurrent postings of one client and currency keep exact running totals.
 */

let database: TestDatabase;
let db: Kysely<Database>;
let clientId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  clientId = (await findAccountByCode(db, 'C10001', 'gateway'))!.id;
});

afterAll(async () => {
  await database?.close();
});

/** Every client's movements as the list used to read them: grouped from `ledger_entry`. */
async function fromTheLedger(db: Kysely<Database>) {
  const { rows } = await sql<Record<string, unknown>>`
    select j.account_id, j.journal_id, j.currency, j.amount,
      sum(j.amount) over (partition by j.account_id, j.currency order by j.first_id) as balance,
      case when j.reason = 'deposit' then 'D' when j.reason = 'withdrawal' then 'W'
        when j.reason = 'fx' and j.amount > 0 then 'I' when j.reason = 'fx' then 'O'
        else 'C' end as type,
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
    order by j.account_id, j.first_id`.execute(db);
  return rows.map(plain);
}

/** Every stored movement, each client's in id order. */
async function stored(db: Kysely<Database>) {
  const { rows } = await sql<Record<string, unknown>>`
    select account_id, journal_id, currency, amount, balance, type, reason, fund_order_id,
      stock_order_id, cash_instruction_id, posted_at
    from cash_movement order by account_id, id`.execute(db);
  return rows.map(plain);
}

/** A movement as both readings give it, its figures and instant made comparable. */
type MovementRow = {
  accountId: number;
  journalId: string;
  currency: string;
  amount: string;
  balance: string;
  type: string;
  reason: string;
  postedAt: string;
};

const plain = (row: Record<string, unknown>): MovementRow => ({
  ...(row as MovementRow),
  amount: toDecimal(String(row.amount)).toFixed(),
  balance: toDecimal(String(row.balance)).toFixed(),
  postedAt: new Date(row.postedAt as string).toISOString(),
});

/** Journals of every shape on C10001: a hold and its release (none), FX (O and I), a fee. */
async function postEveryShape(db: Kysely<Database>, at: Date) {
  const cash = (currency: string) => clientBook('cash', clientId, currency);
  const held = clientBook('cashHeld', clientId, 'HKD');
  await postJournals(db, [
    { reason: 'hold', postedAt: at, movements: [{ from: cash('HKD'), to: held, amount: '500' }] },
    {
      reason: 'fx',
      postedAt: at,
      movements: [
        { from: cash('HKD'), to: firmBook('fx', 'cash', 'HKD'), amount: '7800' },
        { from: firmBook('fx', 'cash', 'USD'), to: cash('USD'), amount: '1000' },
      ],
    },
    {
      reason: 'release',
      postedAt: at,
      movements: [{ from: held, to: cash('HKD'), amount: '500' }],
    },
    {
      reason: 'fee',
      postedAt: at,
      movements: [{ from: held, to: firmBook('fees', 'cash', 'HKD'), amount: '0' }],
    },
  ]);
  await postJournal(db, {
    reason: 'settled',
    postedAt: at,
    movements: [{ from: cash('HKD'), to: firmBook('fees', 'cash', 'HKD'), amount: '12.5' }],
  });
}

describe('client cash movements', () => {
  it('stores what the ledger reads: no hold or release, FX out then in, running totals', async () => {
    await postEveryShape(db, new Date());
    const expected = await fromTheLedger(db);
    expect(await stored(db)).toEqual(expected);
    const mine = expected.filter((row) => row.accountId === clientId);
    expect(mine.slice(-3).map((row) => [row.type, row.currency, row.amount])).toEqual([
      ['O', 'HKD', '-7800'],
      ['I', 'USD', '1000'],
      ['C', 'HKD', '-12.5'],
    ]);
    const { rows } = await sql<{ currency: string; balance: string; movements: number }>`
      select currency, balance, movements from cash_total where account_id = ${clientId}
      order by currency`.execute(db);
    const { rows: miscounted } = await sql`select t.account_id, t.currency from cash_total t
      join (select account_id, currency, count(*) as n, count(*) filter (where type = 'D') as d,
        count(*) filter (where type = 'W') as w, count(*) filter (where type = 'I') as i,
        count(*) filter (where type = 'O') as o, count(*) filter (where type = 'C') as c
        from cash_movement group by 1, 2) m using (account_id, currency)
      where (t.movements, t.movements_d, t.movements_w, t.movements_i, t.movements_o,
        t.movements_c) <> (m.n, m.d, m.w, m.i, m.o, m.c)`.execute(db);
    expect(miscounted).toEqual([]);
    const last = (currency: string) => mine.filter((row) => row.currency === currency).at(-1);
    expect(rows.map((row) => [row.currency, toDecimal(row.balance).toFixed()])).toEqual(
      rows.map((row) => [row.currency, last(row.currency)?.balance]),
    );
    const { rows: drifting } = await sql`select t.account_id, t.currency from cash_total t
      left join (select owner_account_id, asset, sum(balance) as total from ledger_account
        where owner_account_id is not null and asset_type = 'cash' group by 1, 2) l
        on l.owner_account_id = t.account_id and l.asset = t.currency
      where t.balance <> coalesce(l.total, 0)`.execute(db);
    expect(drifting).toEqual([]);
    expect(rows.map((row) => Number(row.movements))).toEqual(
      rows.map((row) => mine.filter((movement) => movement.currency === row.currency).length),
    );
  });

  it('backfills from the ledger what the list used to read', async () => {
    await postEveryShape(db, new Date());
    const posted = await stored(db);
    await down(db as Kysely<unknown>);
    await up(db as Kysely<unknown>);
    expect(await stored(db)).toEqual(await fromTheLedger(db));
    expect(await stored(db)).toEqual(posted);
  });

  it('refuses a cash-moving journal among a placement writes, where no movement is stored', async () => {
    await db.transaction().execute(async (trx) => {
      const from = firmBook('clearing', 'cash', 'HKD');
      const to = clientBook('cash', clientId, 'HKD');
      const accounts = await lockBooks(trx, [from, to]);
      const journal = {
        reason: 'deposit',
        postedAt: new Date(),
        movements: [{ from, to, amount: '1' }],
      };
      expect(() => journalWrites(trx, [journal], accounts)).toThrow(/postJournals/);
    });
  });
});

describe('client cash movements under concurrency', () => {
  let second: DatabaseHandle | undefined;

  afterAll(async () => {
    await second?.close();
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'keeps exact running totals when two connections post for one client and currency',
    async () => {
      if (!database.url) throw new Error('A PostgreSQL test database has its url');
      second = openPostgresDatabase(database.url);
      // Two kinds of one client's HKD and two firm accounts: the postings share no ledger lock,
      // only the client's HKD total; each holds it a moment so the other waits on it.
      const post = (on: Kysely<Database>, kind: 'cash' | 'cashPending', amount: string) =>
        on.transaction().execute(async (trx) => {
          await postJournal(trx, {
            reason: kind === 'cash' ? 'deposit' : 'priced',
            postedAt: new Date(),
            movements: [
              {
                from: firmBook(kind === 'cash' ? 'clearing' : 'fundHouse', 'cash', 'HKD'),
                to: clientBook(kind, clientId, 'HKD'),
                amount,
              },
            ],
          });
          await sql`select pg_sleep(0.005)`.execute(trx);
        });
      const other = second.db;
      await Promise.all([
        (async () => {
          for (let round = 0; round < 20; round += 1) await post(db, 'cash', '1');
        })(),
        (async () => {
          for (let round = 0; round < 20; round += 1) await post(other, 'cashPending', '10');
        })(),
      ]);
      const movements = (await stored(db)).filter(
        (row) => row.accountId === clientId && row.currency === 'HKD',
      );
      let total = toDecimal('0');
      for (const movement of movements) {
        total = total.add(movement.amount);
        expect(movement.balance).toBe(total.toFixed());
      }
      const { rows: books } = await sql<{ total: string }>`
        select sum(balance) as total from ledger_account
        where owner_account_id = ${clientId} and asset_type = 'cash' and asset = 'HKD'`.execute(db);
      expect(total.toFixed()).toBe(toDecimal(books[0]?.total ?? '0').toFixed());
    },
  );
});
