import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallOutput } from '../../../shared/contracts/index';
import {
  addCalendarDays,
  hongKongDate,
  isBusinessDay,
} from '../../../shared/domain/business-calendar';
import { formatDateTime } from '../../../shared/domain/date-time';
import { toDecimal } from '../../../shared/domain/decimal';
import { cutOffInstant } from '../../../shared/domain/fund-dealing';
import type { Fund } from '../../../shared/domain/fund-instrument';
import { formatNumber } from '../../../shared/domain/number-format';
import { createPdfCanvas } from '../../documents/pdf/pdf-canvas';
import { pdfStructureProblems, pdfText } from '../../documents/pdf/pdf-inspect';
import { dailyPeriod, hongKongMidnight, monthlyPeriod } from '../../documents/statement-period';
import { fundDealingHandlers } from '../../jobs/fund-dealing.job';
import { runDueJobs } from '../../jobs/job-runner';
import { createSimulatedMarketData } from '../../market-data/simulated-market-data';
import { findAccountByCode } from '../../repositories/account.repository';
import { findFirstEntryAt } from '../../repositories/ledger-history.repository';
import { insertTradeDocument } from '../../repositories/trade-document.repository';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';
import { createTestApp } from '../../test/test-app';

/**
 * Trade documents through HTTP (issue 4 /funds/document): statements listed from the books of
 * the backdated demo book, a new day's statement only once the day has ended, filters, account
 * checks, the brand flag, and the PDFs' figures against the ledger.
 */

type Documents = CallOutput<'trade-document/searchTradeDocuments'>['documents'];

let t: AuthTestApp;
let c10001: number;
let openingDay: string;
let openingMonth: string;
let orderDay: string;
let orderId: number;
const sessions = new Map<string, BrowserSession>();

async function sessionOf(accountCode: string): Promise<BrowserSession> {
  const key = `${accountCode}@${t.clock.now.getTime()}`;
  const found = sessions.get(key) ?? (await signIn(t.app, accountCode));
  sessions.set(key, found);
  return found;
}

const search = async (
  input: Partial<CallInput<'trade-document/searchTradeDocuments'>> = {},
  accountCode = 'C10001',
): Promise<Documents> => {
  const reply = await post(
    t.app,
    'trade-document/searchTradeDocuments',
    { accountCode: 'C10001', ...input },
    await sessionOf(accountCode),
  );
  expect(reply.statusCode).toBe(200);
  return reply.json<{ documents: Documents }>().documents;
};

const download = async (documentId: string, language = 'en', accountCode = 'C10001') =>
  post(
    t.app,
    'trade-document/downloadTradeDocument',
    { accountCode: 'C10001', documentId, language },
    await sessionOf(accountCode),
  );

async function pdfOf(documentId: string, language = 'en'): Promise<Buffer> {
  const reply = await download(documentId, language);
  expect(reply.statusCode).toBe(200);
  const file = reply.json<CallOutput<'trade-document/downloadTradeDocument'>>();
  expect(file.contentType).toBe('application/pdf');
  return Buffer.from(file.contentBase64, 'base64');
}

/** C10001's balance of one ledger kind and asset at an instant, summed from the ledger's entries. */
async function balanceAt(kind: string, asset: string, instant: Date): Promise<string> {
  const row = await t.db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select((eb) => eb.fn.sum<string>('ledgerEntry.amount').as('total'))
    .where('ledgerAccount.ownerAccountId', '=', c10001)
    .where('ledgerAccount.kind', '=', kind)
    .where('ledgerAccount.asset', '=', asset)
    .where('ledgerEntry.postedAt', '<', instant)
    .executeTakeFirst();
  return toDecimal(row?.total ?? '0').toFixed();
}

const CASH_KINDS = ['cash', 'cashHeld', 'cashPending'];
const UNIT_KINDS = ['units', 'unitsFrozen', 'unitsPending'];

/**
 * The balance line a cash (or, with the unit kinds and the fund's precision, a unit) section
 * shows: label, then available, held or frozen, and pending.
 */
async function balanceLine(
  label: string,
  asset: string,
  instant: Date,
  kinds = CASH_KINDS,
  decimals = 2,
): Promise<string> {
  const figures = await Promise.all(kinds.map((kind) => balanceAt(kind, asset, instant)));
  return [label, ...figures.map((value) => formatNumber(value, 'en', decimals))].join('\n');
}

/** C10001's one units entry of a fund posted for a reason (and an order). */
async function unitEntry(fundId: string, kind: string, reason: string, orderId?: number) {
  let query = t.db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select(['ledgerEntry.amount', 'ledgerEntry.postedAt'])
    .where('ledgerAccount.ownerAccountId', '=', c10001)
    .where('ledgerAccount.kind', '=', kind)
    .where('ledgerAccount.asset', '=', fundId)
    .where('ledgerEntry.reason', '=', reason);
  if (orderId !== undefined) query = query.where('ledgerEntry.fundOrderId', '=', orderId);
  const rows = await query.execute();
  expect(rows).toHaveLength(1);
  return rows[0] as { amount: string; postedAt: Date };
}

async function fundOf(fundId: string): Promise<Fund> {
  const fund = await createSimulatedMarketData({ clock: t.clock.read }).funds.get(fundId);
  if (!fund) throw new Error(`no fund ${fundId}`);
  return fund;
}

/** A fund's unit table in the unit movements section: its heading to its closing line. */
function unitSection(text: string, fundId: string): string {
  const title = text.indexOf('Fund unit movements');
  const start = text.indexOf(`(${fundId})`, title);
  if (title < 0 || start < 0) return '';
  const lines = text.slice(start).split('\n');
  const closing = lines.findIndex((line) => line.startsWith('Closing balance'));
  return lines.slice(0, closing + 4).join('\n');
}

/** Runs the fund dealing jobs due at the clock's present. */
function deal(): Promise<number> {
  const feed = createSimulatedMarketData({ clock: t.clock.read }).funds;
  return runDueJobs(t.db, fundDealingHandlers({ funds: feed, brand: t.config.brand }), t.clock.now);
}

/** The text of one currency's cash section. */
const cashSection = (text: string, currency: string) =>
  text.slice(
    text.indexOf(`Cash (${currency})`),
    text.indexOf('Total cash', text.indexOf(`Cash (${currency})`)),
  );

beforeAll(async () => {
  t = await createAuthTestApp();
  c10001 = (await findAccountByCode(t.db, 'C10001', 'gateway'))?.id ?? 0;
  const first = await findFirstEntryAt(t.db, c10001);
  openingDay = hongKongDate(first ?? new Date(0));
  openingMonth = openingDay.slice(0, 7);
});

afterAll(async () => {
  await t.close();
});

describe('searchTradeDocuments', () => {
  it('lists the demo book’s ended month and opening day for C10001, newest first', async () => {
    expect(openingDay).toBe(`${openingMonth}-01`);
    const documents = await search();
    const month = monthlyPeriod(openingMonth);
    expect(documents).toContainEqual({
      id: `monthly:${openingMonth}`,
      type: 'monthlyStatement',
      periodStart: month.start,
      periodEnd: month.end,
      issuedAt: month.to.toISOString(),
      name: null,
    });
    expect(documents).toContainEqual({
      id: `daily:${openingDay}`,
      type: 'dailyStatement',
      periodStart: openingDay,
      periodEnd: openingDay,
      issuedAt: hongKongMidnight(addCalendarDays(openingDay, 1)).toISOString(),
      name: null,
    });
    const issued = documents.map((document) => document.issuedAt);
    expect(issued).toEqual([...issued].sort().reverse());
    const today = hongKongDate(t.clock.now);
    expect(documents.some((document) => document.periodEnd >= today)).toBe(false);
  });

  it('adds no daily statement for a new order until its day has ended', async () => {
    const today = hongKongDate(t.clock.now);
    orderDay = today;
    const order = await post(
      t.app,
      'fund-order/placeSubscription',
      {
        accountCode: 'C10001',
        idempotencyKey: 'documents-order-1',
        fundId: 'VH-HKD-MMF',
        amount: '20000',
        tradePassword: DEMO_TRADE_PASSWORD,
      },
      await sessionOf('C10001'),
    );
    expect(order.json()).toMatchObject({ result: 0 });
    orderId = order.json<{ orders: { orderId: number }[] }>().orders[0]?.orderId ?? 0;
    expect((await search()).map((document) => document.id)).not.toContain(`daily:${today}`);
    t.clock.now = new Date(hongKongMidnight(addCalendarDays(today, 1)).getTime() + 60_000);
    expect(await search({ type: 'dailyStatement' })).toContainEqual(
      expect.objectContaining({ id: `daily:${today}`, periodStart: today }),
    );
  });

  it('filters by type and by periods overlapping from..to', async () => {
    const monthlies = await search({ type: 'monthlyStatement' });
    expect(monthlies.length).toBeGreaterThan(0);
    expect(monthlies.every((document) => document.type === 'monthlyStatement')).toBe(true);
    const opening = await search({ from: openingDay, to: openingDay });
    expect(opening.map((document) => document.id).sort()).toEqual(
      [`daily:${openingDay}`, `monthly:${openingMonth}`].sort(),
    );
    const before = addCalendarDays(openingDay, -1);
    expect(await search({ to: before })).toEqual([]);
  });

  it('lists and serves a stored document of the client only', async () => {
    const canvas = createPdfCanvas('latin');
    canvas.text('Fee notice', canvas.left, canvas.y - 20);
    const content = canvas.finish({
      title: 'Fee notice',
      createdAt: t.clock.now,
      footer: 'Portico',
      pageLabel: (page, pages) => `${page}/${pages}`,
    });
    const id = await insertTradeDocument(t.db, {
      accountId: c10001,
      name: 'Fee notice',
      content,
      periodStart: openingDay,
      periodEnd: openingDay,
      issuedAt: new Date(t.clock.now.getTime() - 1000),
    });
    expect(await search({ type: 'other' })).toEqual([
      expect.objectContaining({ id: `other:${id}`, name: 'Fee notice', periodStart: openingDay }),
    ]);
    expect(await pdfOf(`other:${id}`)).toEqual(content);
    const other = await post(
      t.app,
      'trade-document/downloadTradeDocument',
      { accountCode: 'C10005', documentId: `other:${id}`, language: 'en' },
      await sessionOf('C10005'),
    );
    expect([other.statusCode, other.json()]).toEqual([404, { code: 'not_found' }]);
  });

  it("refuses another client's account (403) and lets the linked advisor in", async () => {
    const reply = await post(
      t.app,
      'trade-document/searchTradeDocuments',
      { accountCode: 'C10001' },
      await sessionOf('C10005'),
    );
    expect([reply.statusCode, reply.json()]).toEqual([403, { code: 'forbidden' }]);
    expect((await search({}, 'A30001')).length).toBeGreaterThan(0);
  });

  it('answers 404 in a brand with trade documents turned off', async () => {
    const lotus = await createTestApp({ env: { BRAND: 'lotus', DEMO: '1' } });
    try {
      const reply = await post(lotus.app, 'trade-document/searchTradeDocuments', {
        accountCode: 'C10001',
      });
      expect([reply.statusCode, reply.json()]).toEqual([404, { code: 'not_found' }]);
    } finally {
      await lotus.close();
    }
  });
});

describe('downloadTradeDocument', () => {
  it('renders the monthly statement with the books’ balances and the fund names', async () => {
    const month = monthlyPeriod(openingMonth);
    const pdf = await pdfOf(month.id);
    expect(pdfStructureProblems(pdf)).toEqual([]);
    const text = pdfText(pdf);
    expect(text).toContain('Monthly statement');
    expect(text).toContain('C10001');
    expect(text).toContain('Chan Tai Man');
    for (const currency of ['HKD', 'USD', 'CNY']) {
      const section = cashSection(text, currency);
      expect(section).toContain(
        await balanceLine(`Opening balance ${month.start}`, currency, month.from),
      );
      expect(section).toContain(
        await balanceLine(`Closing balance ${month.end}`, currency, month.to),
      );
    }
    const feed = createSimulatedMarketData({ clock: t.clock.read }).funds;
    const flat = text.replace(/\n/g, ' ');
    for (const id of ['VH-HK-EQUITY', 'PC-GLB-TECH', 'VH-HKD-MMF', 'LR-ASIA-BOND']) {
      expect(flat).toContain((await feed.get(id))?.name.en);
    }
  });

  it('lists each demo fund’s opening transfer-in with its units under unit movements', async () => {
    const month = monthlyPeriod(openingMonth);
    const text = pdfText(await pdfOf(month.id));
    expect(text.indexOf('Fund unit movements')).toBeGreaterThan(text.indexOf('Total cash'));
    expect(text.indexOf('Fund unit movements')).toBeLessThan(text.indexOf('Fund holdings'));
    for (const fundId of ['VH-HK-EQUITY', 'PC-GLB-TECH', 'VH-HKD-MMF', 'LR-ASIA-BOND']) {
      const fund = await fundOf(fundId);
      const line = (label: string, instant: Date) =>
        balanceLine(label, fundId, instant, UNIT_KINDS, fund.unitPrecision);
      const transfer = await unitEntry(fundId, 'units', 'transferIn');
      expect(toDecimal(transfer.amount).isPositive()).toBe(true);
      const section = unitSection(text, fundId);
      expect(text).toContain(`${fund.name.en} (${fundId})`);
      expect(section).toContain(await line(`Opening balance ${month.start}`, month.from));
      expect(section).toContain(
        [
          formatDateTime(transfer.postedAt),
          'Transfer in',
          formatNumber(transfer.amount, 'en', fund.unitPrecision),
        ].join('\n'),
      );
      expect(section).toContain(await line(`Closing balance ${month.end}`, month.to));
    }
  });

  it('shows an order’s hold against the opening balance once its month has ended', async () => {
    const month = monthlyPeriod(orderDay.slice(0, 7));
    t.clock.now = new Date(month.to.getTime() + 60_000);
    const pdf = await pdfOf(month.id);
    const section = cashSection(pdfText(pdf), 'HKD');
    const fund = 'Victoria Harbour HKD Money Market Fund';
    expect(section).toContain(
      await balanceLine(`Opening balance ${month.start}`, 'HKD', month.from),
    );
    expect(section).toContain(await balanceLine(`Closing balance ${month.end}`, 'HKD', month.to));
    // The description wraps in its column: read the runs as one line.
    expect(section.replace(/\n/g, ' ')).toContain(
      `Cash held for order: Subscribe ${fund}, order ${orderId} -20,000.00 20,000.00`,
    );
    expect(pdfText(pdf)).toContain('Fund orders placed in this period');
  });

  it.each([
    ['zh-HK', ['月結單', '基金單位變動', '期初結餘'], ['月结单', '基金份额变动']],
    ['zh-CN', ['月结单', '基金份额变动', '期初余额'], ['月結單', '基金單位變動']],
  ] as const)('writes the %s statement in its own characters', async (language, own, other) => {
    const text = pdfText(await pdfOf(`monthly:${openingMonth}`, language));
    for (const title of own) expect(text).toContain(title);
    for (const title of other) expect(text).not.toContain(title);
    const fund = await fundOf('VH-HK-EQUITY');
    expect(text).toContain(`${fund.name[language]}（VH-HK-EQUITY）`);
    expect(text).toContain('C10001');
  });

  it('answers 404 for a period not ended or before the first entry', async () => {
    const today = hongKongDate(t.clock.now);
    for (const id of [
      `daily:${today}`,
      `monthly:${today.slice(0, 7)}`,
      `daily:${addCalendarDays(openingDay, -1)}`,
      `monthly:${addCalendarDays(openingDay, -1).slice(0, 7)}`,
      'daily:2026-02-30',
      'other:999999',
    ]) {
      const reply = await download(id);
      expect([id, reply.statusCode, reply.json()]).toEqual([id, 404, { code: 'not_found' }]);
    }
  });

  it('answers 400 for a malformed id', async () => {
    for (const id of ['weekly:2026-10', 'monthly:2026-1', 'daily:20261001', 'other:']) {
      const reply = await download(id);
      expect([id, reply.statusCode, reply.json<{ code: string }>().code]).toEqual([
        id,
        400,
        'invalid_input',
      ]);
    }
  });

  it('names the file by account, type and period', async () => {
    const reply = await download(`daily:${openingDay}`);
    expect(reply.json()).toMatchObject({ fileName: `C10001-daily-${openingDay}.pdf` });
  });
});

describe('unit movements in a daily statement', () => {
  it('shows the units a subscription dealt that day allots, opening plus it making the closing', async () => {
    // Deal what earlier tests queued on a day of its own, so the next day moves this order only.
    const quiet = addCalendarDays(hongKongDate(t.clock.now), 14);
    t.clock.now = cutOffInstant(quiet, '12:00');
    await deal();
    let day = addCalendarDays(quiet, 1);
    while (!isBusinessDay(day)) day = addCalendarDays(day, 1);
    t.clock.now = cutOffInstant(day, '10:00');
    const placed = await post(
      t.app,
      'fund-order/placeSubscription',
      {
        accountCode: 'C10001',
        idempotencyKey: 'documents-units-1',
        fundId: 'VH-HKD-MMF',
        amount: '10000',
        tradePassword: DEMO_TRADE_PASSWORD,
      },
      await sessionOf('C10001'),
    );
    expect(placed.json()).toMatchObject({ result: 0 });
    const dealtId = placed.json<{ orders: { orderId: number }[] }>().orders[0]?.orderId ?? 0;
    t.clock.now = cutOffInstant(day, '16:31');
    expect(await deal()).toBeGreaterThan(0);
    t.clock.now = new Date(hongKongMidnight(addCalendarDays(day, 1)).getTime() + 60_000);

    const period = dailyPeriod(day);
    const fund = await fundOf('VH-HKD-MMF');
    const allotted = await unitEntry(fund.id, 'unitsPending', 'priced', dealtId);
    const units = formatNumber(allotted.amount, 'en', fund.unitPrecision);
    const section = unitSection(pdfText(await pdfOf(period.id)), fund.id);
    const line = (label: string, instant: Date) =>
      balanceLine(label, fund.id, instant, UNIT_KINDS, fund.unitPrecision);
    expect(section).toContain(await line(`Opening balance ${day}`, period.from));
    expect(section).toContain(await line(`Closing balance ${day}`, period.to));
    expect(section.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/g)).toEqual([
      formatDateTime(allotted.postedAt),
    ]);
    expect(section.replace(/\n/g, ' ')).toContain(
      `Priced at NAV: Subscribe ${fund.name.en}, order ${dealtId} ${units}`,
    );
    for (const kind of UNIT_KINDS) {
      const change = kind === 'unitsPending' ? allotted.amount : '0';
      const opening = await balanceAt(kind, fund.id, period.from);
      expect([kind, toDecimal(opening).add(change).toFixed()]).toEqual([
        kind,
        await balanceAt(kind, fund.id, period.to),
      ]);
    }
  });
});
