import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallOutput } from '../../../shared/contracts/index';
import { addCalendarDays, hongKongDate } from '../../../shared/domain/business-calendar';
import { toDecimal } from '../../../shared/domain/decimal';
import { formatNumber } from '../../../shared/domain/number-format';
import { createPdfCanvas } from '../../documents/pdf/pdf-canvas';
import { pdfStructureProblems, pdfText } from '../../documents/pdf/pdf-inspect';
import { hongKongMidnight, monthlyPeriod } from '../../documents/statement-period';
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

/** C10001's balance of one cash kind at an instant, summed from the ledger's entries. */
async function cashAt(kind: string, currency: string, instant: Date): Promise<string> {
  const row = await t.db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select((eb) => eb.fn.sum<string>('ledgerEntry.amount').as('total'))
    .where('ledgerAccount.ownerAccountId', '=', c10001)
    .where('ledgerAccount.kind', '=', kind)
    .where('ledgerAccount.asset', '=', currency)
    .where('ledgerEntry.postedAt', '<', instant)
    .executeTakeFirst();
  return formatNumber(toDecimal(row?.total ?? '0'), 'en', 2);
}

/** The balance line a cash section shows: label, then available, held and pending. */
async function balanceLine(label: string, currency: string, instant: Date): Promise<string> {
  const figures = await Promise.all(
    ['cash', 'cashHeld', 'cashPending'].map((kind) => cashAt(kind, currency, instant)),
  );
  return [label, ...figures].join('\n');
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
    ['zh-HK', '月結單', '月结单'],
    ['zh-CN', '月结单', '月結單'],
  ])('writes the %s statement in its own characters', async (language, title, other) => {
    const text = pdfText(await pdfOf(`monthly:${openingMonth}`, language));
    expect(text).toContain(title);
    expect(text).not.toContain(other);
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
