import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByCode } from '../repositories/account.repository';
import { findClientAccountIds } from '../repositories/advisor-link.repository';
import { verifyPassword } from '../security/password';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { PASSWORD_EXPIRY_DAYS } from '../auth/auth-policy';
import { seedDemoBook } from '../areas/compose';
import { DEMO_PASSWORD } from './demo-book';
import { DEMO_TRADE_PASSWORD } from './demo-sign-in';
import { demoOpeningInstant } from './demo-funds';
import { findLedgerAccountsOf } from '../backoffice/core/books/ledger.repository';
import { toDecimal } from '../../shared/domain/decimal';
import { canAdvisorInstructStocks } from '../repositories/stock-instruction-permission.repository';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-21T02:00:00.000Z');
let database: TestDatabase;
type Seeding = {
  first: object;
  second: object;
  accountsBefore: unknown[];
  accountsAfter: unknown[];
};
let seeding: Seeding;

// Every test reads the book as two seedings left it (the second a day later), whatever ran first.
beforeAll(async () => {
  database = await openTestDatabase({ isSeeded: false });
  const accounts = () => database.db.selectFrom('account').selectAll().orderBy('id').execute();
  const first = await seedDemoBook(database.db, now);
  const accountsBefore = await accounts();
  const second = await seedDemoBook(database.db, new Date(now.getTime() + DAY_MS));
  seeding = { first, second, accountsBefore, accountsAfter: await accounts() };
});

afterAll(async () => {
  await database.close();
});

const account = async (code: string, source: 'gateway' | 'fos' = 'gateway') => {
  const found = await findAccountByCode(database.db, code, source);
  if (!found) throw new Error(`${code} was not seeded`);
  return found;
};

describe('seedDemoBook', () => {
  it('loads every demo account and advisor link once', () => {
    expect(seeding.first).toEqual({
      accounts: 14,
      advisorLinks: 2,
      agreements: 24,
      currencies: 3,
      rates: 3,
      fundClients: 2,
      stockClients: 1,
      houseNews: 3,
      cashClients: 1,
      cryptoOrders: 5,
      managerLinks: 1,
      banners: 1,
      disclaimerNotes: 6,
      plans: 6,
      planSubscriptions: 1,
      housePicks: 6,
    });
    expect(seeding.second).toEqual({
      accounts: 0,
      advisorLinks: 0,
      agreements: 0,
      currencies: 0,
      rates: 0,
      fundClients: 0,
      stockClients: 0,
      houseNews: 0,
      cashClients: 0,
      cryptoOrders: 0,
      managerLinks: 0,
      banners: 0,
      disclaimerNotes: 0,
      plans: 0,
      planSubscriptions: 0,
      housePicks: 0,
    });
    // Nothing changed, hashes included: existing rows are never re-hashed.
    expect(seeding.accountsAfter).toEqual(seeding.accountsBefore);
  });

  it('stores argon2id hashes of the demo password', async () => {
    const rows = await database.db
      .selectFrom('account')
      .select(['accountCode', 'passwordHash'])
      .execute();
    expect(rows).toHaveLength(14);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(14);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'portico#2026')).toBe(false);
  });

  it('gives each account the state the demo book names', async () => {
    expect(await account('C10001')).toMatchObject({
      role: 'user',
      status: 'active',
      agreementConfirmed: true,
      mustChangePassword: false,
      twoFactor: null,
    });
    expect(await account('C10002')).toMatchObject({
      agreementConfirmed: false,
      mustChangePassword: true,
    });
    expect(await account('C10003')).toMatchObject({
      twoFactor: 'S',
      mobile: expect.stringMatching(/^\+852 /) as string,
    });
    expect(await account('C10004')).toMatchObject({
      twoFactor: 'T',
      totpSecret: 'JBSWY3DPEHPK3PXP',
    });
    expect(await account('C10008')).toMatchObject({ status: 'not_active' });
    expect(await account('C10009')).toMatchObject({ status: 'suspended' });
    expect(await account('F20001', 'fos')).toMatchObject({ source: 'fos', role: 'user' });
    expect(await account('F10001', 'fos')).toMatchObject({
      source: 'fos',
      role: 'user',
      displayName: 'Chan Tai Man',
    });
    expect(await account('A30001')).toMatchObject({ role: 'advisor', agreementConfirmed: true });
    expect(await account('M40001')).toMatchObject({ role: 'manager' });
    expect(await account('S90001')).toMatchObject({ role: 'admin' });
  });

  it('dates the password changes for the expiry states', async () => {
    const expiresAt = async (code: string) =>
      (await account(code)).passwordChangedAt.getTime() + PASSWORD_EXPIRY_DAYS * DAY_MS;
    expect(await expiresAt('C10006')).toBe(now.getTime() + 3 * DAY_MS);
    expect(await expiresAt('C10007')).toBeLessThan(now.getTime());
    expect(await expiresAt('C10001')).toBeGreaterThan(now.getTime() + 30 * DAY_MS);
  });

  it('links A30001 to C10001 and C10005', async () => {
    const advisor = await account('A30001');
    const clients = [(await account('C10001')).id, (await account('C10005')).id].sort(
      (a, b) => a - b,
    );
    expect(await findClientAccountIds(database.db, advisor.id)).toEqual(clients);
  });

  it('gives C10001, F20001 and F10001 the trade password and the others none', async () => {
    const c10001 = await account('C10001');
    expect(await verifyPassword(c10001.tradePasswordHash ?? '', DEMO_TRADE_PASSWORD)).toBe(true);
    for (const code of ['F20001', 'F10001']) {
      const hash = (await account(code, 'fos')).tradePasswordHash ?? '';
      expect(await verifyPassword(hash, DEMO_TRADE_PASSWORD)).toBe(true);
    }
    expect((await account('C10002')).tradePasswordHash).toBeNull();
  });

  it('stores agreements sanitised, in every language, and the demo preferences', async () => {
    const agreements = await database.db
      .selectFrom('legalAgreement')
      .select(['type', 'language', 'contentHtml'])
      .execute();
    expect(
      agreements
        .filter((row) => row.type === 'first_login')
        .map((row) => row.language)
        .sort(),
    ).toEqual(['en', 'zh-CN', 'zh-HK']);
    for (const row of agreements)
      expect(row.contentHtml).not.toMatch(/<(?!\/?(h[1-3]|div|p|ol|ul|li|a|mark|b|i)[ >])/);
    const preference = await database.db
      .selectFrom('preference')
      .select(['language', 'currencyCode'])
      .where('accountId', '=', (await account('F20001', 'fos')).id)
      .executeTakeFirst();
    expect(preference).toEqual({ language: 'zh-HK', currencyCode: 'HKD' });
  });

  it('posts the opening journals at 00:00 HKT on the first of the previous month', async () => {
    // The seed clock is 2026-11-21 10:00 HKT: the books open on 2026-10-01 00:00 HKT, so a fresh
    // book has an ended day and an ended month of statements (trade documents).
    expect(demoOpeningInstant(now).toISOString()).toBe('2026-09-30T16:00:00.000Z');
    expect(demoOpeningInstant(new Date('2027-01-01T03:00:00+08:00')).toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
    // The Fos books' history is their demo orders' own (demo-cryptos.ts), dated days back.
    const fos = [(await account('F20001', 'fos')).id, (await account('F10001', 'fos')).id];
    const rows = await database.db
      .selectFrom('ledgerEntry')
      .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
      .select('ledgerEntry.postedAt')
      .where('ledgerAccount.kind', 'not in', ['fosMarket', 'fosFees', 'fosClearing'])
      .where((eb) =>
        eb.or([
          eb('ledgerAccount.ownerAccountId', 'is', null),
          eb('ledgerAccount.ownerAccountId', 'not in', fos),
        ]),
      )
      .where('ledgerEntry.fundOrderId', 'is', null)
      .distinct()
      .execute();
    // Besides the opening, the deposit that pays C10001's three past plan months, on the day it
    // subscribed (2026-08-28 10:00 HKT, demo-plan-runs.ts); its runs' fund orders are its own.
    expect(rows.map((row) => row.postedAt.toISOString()).sort()).toEqual([
      '2026-08-28T02:00:00.000Z',
      '2026-09-30T16:00:00.000Z',
    ]);
    const runs = await database.db.selectFrom('planRun').select('orderIds').execute();
    const orders = await database.db
      .selectFrom('ledgerEntry')
      .select('fundOrderId')
      .where('fundOrderId', 'is not', null)
      .distinct()
      .execute();
    expect(orders.map((row) => row.fundOrderId).sort()).toEqual(
      runs.flatMap((run) => run.orderIds).sort(),
    );
  });

  it("deals C10001's three past plan months, settled, its cash as the demo book's", async () => {
    const c10001 = await account('C10001');
    const runs = await database.db
      .selectFrom('planRun')
      .select(['month', 'status', 'amount', 'orderIds'])
      .orderBy('month')
      .execute();
    expect(runs.map((run) => [run.month, run.status, toDecimal(run.amount).toFixed()])).toEqual([
      ['2026-09', 'dealt', '3000'],
      ['2026-10', 'dealt', '3000'],
      ['2026-11', 'dealt', '3000'],
    ]);
    const orders = await database.db
      .selectFrom('fundOrder')
      .select(['status', 'amount'])
      .where('accountId', '=', c10001.id)
      .execute();
    expect(orders.map((order) => order.status)).toEqual(Array(6).fill('settled'));
    const paid = orders.reduce((sum, order) => sum.add(order.amount ?? '0'), toDecimal('0'));
    expect(paid.toFixed()).toBe('9000');
    const books = await findLedgerAccountsOf(database.db, c10001.id);
    const balanceOf = (kind: string, asset: string) =>
      toDecimal(books.find((row) => row.kind === kind && row.asset === asset)?.balance ?? '0');
    expect(balanceOf('cash', 'HKD').toFixed()).toBe('850000');
    expect(balanceOf('cashHeld', 'HKD').toFixed()).toBe('0');
    expect(balanceOf('units', 'VH-AP-BAL').gt(0)).toBe(true);
    expect(balanceOf('unitsPending', 'VH-AP-BAL').toFixed()).toBe('0');
    const jobs = await database.db
      .selectFrom('job')
      .select('status')
      .where('kind', '=', 'fundOrder')
      .execute();
    expect(jobs.every((job) => job.status === 'done')).toBe(true);
  });

  it('gives C10001 its stocks with book costs, its trading permission, A30001 the advice right', async () => {
    const c10001 = await account('C10001');
    const shares = await findLedgerAccountsOf(database.db, c10001.id, 'shares');
    expect(
      shares.map((row) => [row.kind, row.asset, Number(row.balance), Number(row.bookCost)]),
    ).toEqual([
      ['shares', '00005', 2000, 176800],
      ['shares', '00700', 1000, 455200],
      ['shares', '02800', 5000, 120500],
      ['shares', 'AAPL', 50, 9920],
    ]);
    const permissions = await database.db
      .selectFrom('tradingPermission')
      .select(['exchange', 'validOrderTypes', 'permittedConditions', 'allowPrePostMarket'])
      .where('accountId', '=', c10001.id)
      .orderBy('exchange')
      .execute();
    expect(permissions).toEqual([
      {
        exchange: 'HKEX',
        validOrderTypes: ['Limit', 'AO', 'AL', 'ELO', 'SLO', 'Odd'],
        permittedConditions: ['stopGain', 'stopLoss', 'volumeTrigger', 'goodTillDate'],
        allowPrePostMarket: false,
      },
      {
        exchange: 'US',
        validOrderTypes: ['Limit', 'Market'],
        permittedConditions: ['stopGain', 'stopLoss', 'volumeTrigger', 'goodTillDate'],
        allowPrePostMarket: true,
      },
    ]);
    const advisor = await account('A30001');
    expect(await canAdvisorInstructStocks(database.db, advisor.id, c10001.id)).toBe(true);
    const c10005 = await account('C10005');
    expect(await canAdvisorInstructStocks(database.db, advisor.id, c10005.id)).toBe(false);
    expect(await findLedgerAccountsOf(database.db, c10005.id, 'shares')).toEqual([]);
  });

  it('gives C10001 six notifications over the last days, the three newest unread, once', async () => {
    // Seeded twice above (the second run a day later): each `demo:<n>` is there once.
    const c10001 = await account('C10001');
    const rows = await database.db
      .selectFrom('notification')
      .select(['accountId', 'type', 'status', 'sourceKey', 'fields', 'startTime'])
      .where('type', 'not in', ['cryptoOrderMatched'])
      .where('sourceKey', 'not like', 'plan-run:%')
      .where('sourceKey', 'not like', 'fund-order:%')
      .orderBy('startTime')
      .execute();
    // The plan's past months (demo-plan-runs.ts) told C10001 of each run and order step: history,
    // read long ago.
    const planNotices = await database.db
      .selectFrom('notification')
      .select(['type', 'status'])
      .where((eb) =>
        eb.or([eb('sourceKey', 'like', 'plan-run:%'), eb('sourceKey', 'like', 'fund-order:%')]),
      )
      .execute();
    expect(planNotices.filter((row) => row.type === 'monthlyInvestment')).toHaveLength(3);
    expect(planNotices.every((row) => row.status === 'read')).toBe(true);

    expect(rows.every((row) => row.accountId === c10001.id)).toBe(true);
    expect(rows.map((row) => [row.sourceKey, row.type, row.status])).toEqual([
      ['demo:1', 'cashMovement', 'read'],
      ['demo:2', 'holding', 'read'],
      ['demo:3', 'holding', 'read'],
      ['demo:4', 'newDocument', 'unread'],
      ['demo:5', 'holding', 'unread'],
      ['demo:6', 'newDocument', 'unread'],
    ]);
    // One a day over the six days before the seeding, none after it.
    expect(rows.map((row) => (now.getTime() - row.startTime.getTime()) / DAY_MS)).toEqual([
      6, 5, 4, 3, 2, 1,
    ]);
    // The fields are C10001's demo data, each in its books (issue 31 §3): its opening cash, the
    // shares transferred in, and its statements by their ids in the document list.
    expect(rows.map((row) => row.fields)).toEqual([
      { amount: '850000.00', currencyCode: 'HKD' },
      { code: '00005', quantity: '2000' },
      { code: '00700', quantity: '1000' },
      { documentName: 'C10001-daily-2026-10-01', referenceCode: 'daily:2026-10-01' },
      { code: 'AAPL', quantity: '50' },
      { documentName: 'C10001-monthly-2026-10', referenceCode: 'monthly:2026-10' },
    ]);
  });

  it('gives F20001 and F10001 their crypto books, bought by filled market orders', async () => {
    const books = async (code: string) => {
      const rows = await findLedgerAccountsOf(database.db, (await account(code, 'fos')).id);
      return Object.fromEntries(
        rows
          .filter((row) => Number(row.balance) !== 0)
          .map((row) => [`${row.kind}:${row.asset}`, Number(row.balance)]),
      );
    };
    expect(await books('F20001')).toEqual({
      'cash:USD': 10000,
      'crypto:BTC': 0.5,
      'crypto:ETH': 8,
      'crypto:USDT': 20000,
    });
    expect(await books('F10001')).toEqual({ 'crypto:BTC': 0.05, 'crypto:USDT': 500 });
    const orders = await database.db
      .selectFrom('cryptoOrder')
      .select(['status', 'placedAt'])
      .where('accountId', '=', (await account('F20001', 'fos')).id)
      .execute();
    expect(orders.map((row) => row.status)).toEqual(['filled', 'filled', 'filled']);
    expect(orders.every((row) => row.placedAt < now)).toBe(true);
  });
});
